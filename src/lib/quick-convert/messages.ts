/**
 * The one-line answers of the quick-convert box when it cannot convert what was typed. What was
 * typed is quoted as a short excerpt, so a pasted paragraph or URL never makes a long line.
 */

/** Capitalises the first letter: 'kilograms' → 'Kilograms'. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The most characters of typed text a message quotes. */
const excerptLength = 30;

/**
 * Typed text as a message quotes it: whole when short, else its start and an ellipsis.
 * @example excerpt("https://example.com/a/very/long/path/that/was/pasted") // "https://example.com/a/very/lon…"
 */
export function excerpt(text: string): string {
  const characters = [...text];
  return characters.length <= excerptLength
    ? text
    : `${characters.slice(0, excerptLength).join("").trimEnd()}…`;
}

export const quickConvertMessages = {
  /**
   * Two units of different measures.
   * @example quickConvertMessages.differentMeasures("kilograms", "weight", "meters", "length")
   */
  differentMeasures: (
    fromPlural: string,
    fromMeasure: string,
    toPlural: string,
    toMeasure: string,
  ) =>
    `${capitalised(fromPlural)} measure ${fromMeasure} and ${toPlural} measure ${toMeasure}, so they cannot be converted into each other.`,
  /** A word that is not a unit, with the closest units when there are some. */
  unknownUnit: (text: string, suggestions: readonly string[]) =>
    suggestions.length > 0
      ? `“${excerpt(text)}” is not a unit I know. Did you mean ${listed(suggestions)}?`
      : `“${excerpt(text)}” is not a unit I know. Try a unit name or symbol, such as m, ft, kg, lb, °C or mph.`,
  /** A number with no unit. */
  numberWithoutUnit: (number: string) =>
    `Add a unit to ${excerpt(number)}, for example “${excerpt(number)} ft to cm” or “${excerpt(number)} kg in lb”.`,
  /** A number and a unit to convert into, but no unit to convert from. */
  numberWithoutFromUnit: (number: string, example: string) =>
    `Add the unit to convert from, for example “${excerpt(`${number} ${example}`)}”.`,
  /** A separator with nothing before it. */
  nothingToConvert: (example: string) => `Say what to convert, for example “${excerpt(example)}”.`,
  /** A separator with nothing after it. */
  nothingToConvertInto: (example: string) =>
    `Add the unit to convert into, for example “${excerpt(example)}”.`,
  /** A number after the unit converted into. */
  numberAfterTarget: "Put the number before the first unit, for example “5 ft to cm”.",
  /** A number after a unit it cannot belong to, as in '5 kg 3'. */
  bareNumber: (number: string) =>
    `Add a unit to ${excerpt(number)}, for example “5 ft 9 in to cm”.`,
  /** A number that cannot be read. */
  unreadableNumber: (text: string) => `“${excerpt(text)}” is not a number I can read.`,
  /** A number too large (or a division by zero). */
  tooLarge: "That number is too large to convert.",
  /** A value the converter does not take: below zero, or zero for fuel economy. */
  notNegative: (measure: string) => `${capitalised(measure)} cannot be negative.`,
  aboveZero: (measure: string) => `${capitalised(measure)} must be greater than 0.`,
  /** Several amounts of a scale that cannot be added up. */
  cannotAdd: (measure: string) =>
    `Amounts of ${measure} in different units cannot be added up; convert one at a time.`,
  /** 'degrees' next to a temperature scale. */
  degreesOfWhat: (word: string) =>
    `“${excerpt(word)}” can be an angle or a temperature; write °C, °F or K for a temperature.`,
  /** A volume into a weight (or back) with no ingredient named: the line, and how to name one. */
  nameTheIngredient: (line: string, example: string) =>
    `${line.replace(/\.$/, "")}; to weigh an ingredient, name the ingredient, for example “${excerpt(example)}”.`,
  /** Words after a volume or weight that name no ingredient, with the closest ones if any. */
  unknownIngredient: (text: string, suggestions: readonly string[]) =>
    suggestions.length > 0
      ? `“${excerpt(text)}” is not an ingredient I know. Did you mean ${listed(suggestions)}?`
      : `“${excerpt(text)}” is not an ingredient I know. Try one such as flour, sugar, butter, milk or rice.`,
  /** Sticks of something other than butter (or a fat sold like it). */
  sticksOfButter: (ingredient: string) =>
    `Sticks measure butter; give ${excerpt(ingredient)} in cups, spoons or grams.`,
  /** Too long to be a conversion. */
  tooLong: "That is too long for a conversion; try something like “5 ft 9 in to cm”.",
} as const;

/** 'a', 'a or b', 'a, b or c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1) ?? ""}`;
}
