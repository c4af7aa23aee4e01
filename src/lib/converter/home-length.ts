/**
 * The home page's quick length card: a value, two length units and the converted result. Its
 * validation differs from the length page: any text may be typed and is judged afterwards.
 */
import { messages } from "../messages";
import { parseNumericText } from "../input";
import { formatUpToSixDecimals, withUnitSymbol } from "../result-format";
import {
  lengthDefaultFrom,
  lengthDefaultTo,
  lengthUnits,
  type LengthUnitKey,
} from "../measures/length/units";
import { convertWithin } from "../measures/linear";

/** The home length card's messages (spec). */
export const homeLengthMessages = {
  homeLengthInvalid: "Please enter a valid positive number.",
  homeLengthLimit: "Value exceeds the limit of 1,000,000.",
} as const;

/** The largest value the card converts. */
export const homeLengthLimit = 1_000_000;

/** The card starts at 1, with the length converter's units. */
export const homeLengthDefaults = {
  valueText: "1",
  from: lengthDefaultFrom,
  to: lengthDefaultTo,
} as const;

export type HomeLengthOutcome =
  | { status: "idle" }
  | { status: "error"; message: string }
  | {
      status: "result";
      resultText: string;
      /** How the value was read when it was not plain ("Read as 1.5: …"), or null. */
      note: string | null;
    };

function isLengthUnit(key: string): key is LengthUnitKey {
  return lengthUnits.some((unit) => unit.key === key);
}

/**
 * Validates and converts the card's input: empty text shows nothing; a non-number or a negative
 * number gives 'Please enter a valid positive number.'; above 1,000,000 gives 'Value exceeds the
 * limit of 1,000,000.'; else the result with its unit symbol.
 * @example evaluateHomeLength("1", "meter", "foot") // { status: "result", resultText: "3.28084 ft", note: null }
 * @example evaluateHomeLength("-3", "meter", "foot") // { status: "error", message: "Please enter a valid positive number." }
 */
export function evaluateHomeLength(valueText: string, from: string, to: string): HomeLengthOutcome {
  const trimmed = valueText.trim();
  if (trimmed === "") return { status: "idle" };
  // The same reading as every numeric field (a leading plus sign is the card's own extra).
  const parsed = parseNumericText(trimmed.startsWith("+") ? trimmed.slice(1) : trimmed);
  const value = parsed.kind === "number" ? parsed.value : Number.NaN;
  if (!Number.isFinite(value) || value < 0)
    return { status: "error", message: homeLengthMessages.homeLengthInvalid };
  if (value > homeLengthLimit)
    return { status: "error", message: homeLengthMessages.homeLengthLimit };
  if (!isLengthUnit(from) || !isLengthUnit(to)) {
    return { status: "error", message: messages.conversionFailed };
  }
  const toUnit = lengthUnits.find((unit) => unit.key === to);
  const result = convertWithin(lengthUnits, value, from, to);
  return {
    status: "result",
    resultText: withUnitSymbol(formatUpToSixDecimals(result), toUnit?.symbol ?? to),
    note: (parsed.kind === "number" && parsed.note) || null,
  };
}
