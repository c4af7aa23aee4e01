/** The fractions that have a character of their own (½, ⅓, ¾…), read and written. */

/** Each fraction character and the fraction it stands for. */
export const fractionGlyphs: Readonly<Record<string, string>> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};

const glyphOf = new Map(Object.entries(fractionGlyphs).map(([glyph, text]) => [text, glyph]));

/**
 * Text with its fractions written as fraction characters where one exists ("2 1/2 cups" is
 * "2½ cups"); other fractions stay as they are.
 * @example withFractionGlyphs("1/4 cup + 2 tbsp") // "¼ cup + 2 tbsp"
 * @example withFractionGlyphs("2 1/2 cups") // "2½ cups"
 */
export function withFractionGlyphs(text: string): string {
  return text.replace(
    /(?:(\d+) )?(\d+)\/(\d+)/g,
    (match, whole: string | undefined, top, bottom) => {
      const glyph = glyphOf.get(`${top}/${bottom}`);
      return glyph === undefined ? match : `${whole ?? ""}${glyph}`;
    },
  );
}
