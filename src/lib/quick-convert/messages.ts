/** The one-line answers of the quick-convert box when it cannot convert what was typed. */

/** Capitalises the first letter: 'kilograms' → 'Kilograms'. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
      ? `“${text}” is not a unit I know. Did you mean ${listed(suggestions)}?`
      : `“${text}” is not a unit I know. Try a unit name or symbol, such as m, ft, kg, lb, °C or mph.`,
  /** A number with no unit. */
  numberWithoutUnit: (number: string) =>
    `Add a unit to ${number}, for example “${number} ft to cm” or “${number} kg in lb”.`,
  /** A number and a unit to convert into, but no unit to convert from. */
  numberWithoutFromUnit: (number: string, example: string) =>
    `Add the unit to convert from, for example “${number} ${example}”.`,
  /** A separator with nothing before it. */
  nothingToConvert: (example: string) => `Say what to convert, for example “${example}”.`,
  /** A separator with nothing after it. */
  nothingToConvertInto: (example: string) =>
    `Add the unit to convert into, for example “${example}”.`,
  /** A number after the unit converted into. */
  numberAfterTarget: "Put the number before the first unit, for example “5 ft to cm”.",
  /** A number after a unit it cannot belong to, as in '5 kg 3'. */
  bareNumber: (number: string) => `Add a unit to ${number}, for example “5 ft 9 in to cm”.`,
  /** A number that cannot be read. */
  unreadableNumber: (text: string) => `“${text}” is not a number I can read.`,
  /** A number too large (or a division by zero). */
  tooLarge: "That number is too large to convert.",
  /** A value the converter does not take: below zero, or zero for fuel economy. */
  notNegative: (measure: string) => `${capitalised(measure)} cannot be negative.`,
  aboveZero: (measure: string) => `${capitalised(measure)} must be greater than 0.`,
  /** Several amounts of a scale that cannot be added up. */
  cannotAdd: (measure: string) =>
    `Amounts of ${measure} in different units cannot be added up; convert one at a time.`,
  /** 'ton' alone: three different tons. */
  whichTon: (word: string) =>
    `“${word}” can mean a metric ton (1,000 kg), a US short ton (2,000 lb) or a UK long ton (2,240 lb); for a metric ton write t or tonne.`,
  /** A UK volume measure these converters do not have. */
  imperialVolume: (word: string) =>
    `“${word}” is a UK measure; the gallons, quarts, pints and fluid ounces here are US measures.`,
  /** 'degrees' next to a temperature scale. */
  degreesOfWhat: (word: string) =>
    `“${word}” can be an angle or a temperature; write °C, °F or K for a temperature.`,
  /** Too long to be a conversion. */
  tooLong: "That is too long for a conversion; try something like “5 ft 9 in to cm”.",
} as const;

/** 'a', 'a or b', 'a, b or c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1) ?? ""}`;
}
