/** What the calculator says when it cannot answer: one line each, naming what it read. */
export const calculatorMessages = {
  tooLong: (limit: number) => `That is longer than ${limit} characters; shorten it to calculate.`,
  tooLarge: "That number is beyond what the calculator can work with.",
  divisionByZero: "Division by zero has no answer.",
  unreadableNumber: (text: string) => `"${text}" is not a number the calculator can read.`,
  unknownWord: (word: string, suggestions: readonly string[]) =>
    suggestions.length > 0
      ? `"${word}" is not a unit I know. Did you mean ${suggestions.join(", ")}?`
      : `"${word}" is not a unit I know.`,
  unexpected: (text: string) => `The calculator did not expect "${text}" there.`,
  unclosed: "A bracket is left open: add ) to close it.",
  missingValue: (after: string) => `Something is missing after "${after}".`,
  empty: "Type a calculation, such as 5 ft + 3 in in cm or 15% of 80.",
  mismatch: (left: string, leftKind: string, right: string, rightKind: string) =>
    `${left} is ${leftKind}; ${right} is ${rightKind}. Only amounts of the same kind can be added, subtracted or converted into each other.`,
  wholePowers: "Powers must be whole numbers between -1000 and 1000, such as 2^10 or ft^2.",
  powerOfUnit: "Only a plain number can be a power, such as 2^3 or m^2.",
  temperatureScaled: (symbol: string) =>
    `A temperature in ${symbol} cannot be multiplied or divided: its zero is not nothing. Convert it to K first, or use a difference of two temperatures.`,
  temperaturesAdded:
    "A temperature cannot be taken away from a difference of temperatures; subtract it the other way round.",
  noFraction: (decimal: string) => `${decimal}: it has no short fraction.`,
  fuelEconomy:
    "Fuel economy units are reciprocal to each other (miles per gallon against litres per 100 km), so the calculator converts them but does not compute with them.",
  mixedTarget:
    "Give the units of a mixed answer largest first and of the same kind, such as ft in or h min.",
  significantRange: "Ask for between 1 and 30 significant figures.",
} as const;

/** How a kind of quantity is named in a line: 'a length', 'a mass', 'a number'. */
export const kindNames: Readonly<Record<string, string>> = {
  length: "a length",
  weight: "a mass",
  time: "a time",
  temperature: "a temperature",
  "data-storage": "an amount of data",
  angle: "an angle",
  area: "an area",
  volume: "a volume",
  speed: "a speed",
  acceleration: "an acceleration",
  frequency: "a frequency",
  "flow-rate": "a flow rate",
  "data-transfer-rate": "a data rate",
  force: "a force",
  pressure: "a pressure",
  energy: "an energy",
  torque: "a torque",
  power: "a power",
  density: "a density",
};
