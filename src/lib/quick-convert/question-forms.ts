/**
 * The shapes of a typed question that every reading of Quick convert shares (a unit conversion,
 * an ingredient's weight): where it splits into what is converted and into what.
 */

/** 'to', 'into', 'in' or 'as' between words, or '=>', '->', '→', '='. */
export const separatorPattern = /(?<=\s|^)(?:to|into|in|as)(?=\s|$)|=>|->|→|=/gi;

/** 'how many tbsp in 1/3 cup': what is asked for (1), then what is converted (2). */
export const howManyPattern = /^how many (.+?) (?:are |is )?(?:in|per|to) (.+)$/i;
