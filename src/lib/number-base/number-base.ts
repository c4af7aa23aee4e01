/**
 * Whole non-negative numbers between bases 2, 8, 10 and 16, converted exactly with BigInt so a
 * 64-digit input keeps every digit.
 */

/**
 * The number base converter's message for a character the chosen base does not have.
 * @example invalidBaseDigitMessage("9", "Octal", 8, "0-7") // "Invalid digit '9' for Octal (base 8): use 0-7"
 */
export function invalidBaseDigitMessage(
  digit: string,
  baseLabel: string,
  base: number,
  digits: string,
): string {
  return `Invalid digit '${digit}' for ${baseLabel} (base ${base}): use ${digits}`;
}

/** The spec's message for a number that cannot be read in its base. */
export const numberBaseMessages = {
  invalidBaseNumber: "Invalid number for base conversion",
} as const;

export type Base = 2 | 8 | 10 | 16;

export interface BaseOption {
  value: Base;
  label: string;
  /** The digits the base uses, as the hint shows them. */
  digits: string;
}

export const baseOptions: readonly BaseOption[] = [
  { value: 2, label: "Binary", digits: "0, 1" },
  { value: 8, label: "Octal", digits: "0-7" },
  { value: 10, label: "Decimal", digits: "0-9" },
  { value: 16, label: "Hexadecimal", digits: "0-9, A-F" },
];

/** Longest accepted input, in characters (the counter shows 'n / 64'). */
export const maxBaseInputLength = 64;

export const defaultBaseState = { input: "255", from: 10, to: 16 } as const satisfies BaseState;

export interface BaseState {
  input: string;
  from: Base;
  to: Base;
}

export type BaseConversion =
  { kind: "empty" } | { kind: "ok"; value: string } | { kind: "error"; message: string };

export type ParsedInBase =
  { kind: "empty" } | { kind: "ok"; value: bigint } | { kind: "error"; message: string };

const literalPrefix: Readonly<Record<Base, string>> = { 2: "0b", 8: "0o", 10: "", 16: "0x" };

/**
 * Whether a number is one of the supported bases.
 * @example isBase(16) // true
 * @example isBase(3) // false
 */
export function isBase(value: number): value is Base {
  return baseOptions.some((option) => option.value === value);
}

/**
 * The option (label and digits hint) of a base.
 * @example baseOption(8).label // "Octal"
 */
export function baseOption(base: Base): BaseOption {
  return (
    baseOptions.find((option) => option.value === base) ?? {
      value: 10,
      label: "Decimal",
      digits: "0-9",
    }
  );
}

/**
 * The hint under a base select: the digits the base uses.
 * @example digitsHint(8) // "Digits: 0-7"
 */
export function digitsHint(base: Base): string {
  return `Digits: ${baseOption(base).digits}`;
}

/**
 * The heading of the result box: the name of the target base.
 * @example resultHeading(16) // "Result (Hexadecimal)"
 */
export function resultHeading(base: Base): string {
  return `Result (${baseOption(base).label})`;
}

/**
 * Decides whether an edited input is kept: it is upper-cased, and text longer than 64
 * characters is rejected (the previous value stays).
 * @example acceptBaseInput("ff") // { accepted: true, value: "FF" }
 * @example acceptBaseInput("1".repeat(65)) // { accepted: false }
 */
export function acceptBaseInput(
  next: string,
): { accepted: true; value: string } | { accepted: false } {
  const value = next.toUpperCase();
  return value.length > maxBaseInputLength ? { accepted: false } : { accepted: true, value };
}

function digitValue(character: string): number {
  const code = character.charCodeAt(0);
  if (character.length !== 1) return -1;
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  if (code >= 97 && code <= 122) return code - 87;
  return -1;
}

/**
 * Reads a whole non-negative number written in `base`. Blank text is 'empty'; a sign makes
 * the number unparsable; any other character the base lacks is named in the error.
 * @example parseInBase("ff", 16) // { kind: "ok", value: 255n }
 * @example parseInBase("19", 8) // { kind: "error", message: "Invalid digit '9' for Octal (base 8): use 0-7" }
 */
export function parseInBase(text: string, base: Base): ParsedInBase {
  const digits = text.trim().toUpperCase();
  if (digits === "") return { kind: "empty" };
  if (digits.startsWith("-") || digits.startsWith("+")) {
    return { kind: "error", message: numberBaseMessages.invalidBaseNumber };
  }
  for (const character of digits) {
    const value = digitValue(character);
    if (value < 0 || value >= base) {
      const option = baseOption(base);
      return {
        kind: "error",
        message: invalidBaseDigitMessage(character, option.label, base, option.digits),
      };
    }
  }
  try {
    return { kind: "ok", value: BigInt(`${literalPrefix[base]}${digits}`) };
  } catch {
    return { kind: "error", message: numberBaseMessages.invalidBaseNumber };
  }
}

/**
 * Writes a whole non-negative number in `base`, upper-cased.
 * @example formatInBase(255n, 16) // "FF"
 */
export function formatInBase(value: bigint, base: Base): string {
  return value.toString(base).toUpperCase();
}

/**
 * Converts text written in one base to another: parse in the source base, write in the target.
 * @example convertBase("255", 10, 16) // { kind: "ok", value: "FF" }
 * @example convertBase("-", 10, 2) // { kind: "error", message: "Invalid number for base conversion" }
 */
export function convertBase(text: string, from: Base, to: Base): BaseConversion {
  const parsed = parseInBase(text, from);
  if (parsed.kind !== "ok") return parsed;
  return { kind: "ok", value: formatInBase(parsed.value, to) };
}

/**
 * The input in every base, for the Show All Bases grid.
 * @example convertToAllBases("255", 10).map((row) => row.conversion) // [{ kind: "ok", value: "11111111" }, ...]
 */
export function convertToAllBases(
  text: string,
  from: Base,
): { option: BaseOption; conversion: BaseConversion }[] {
  return baseOptions.map((option) => ({
    option,
    conversion: convertBase(text, from, option.value),
  }));
}

/**
 * The line under the result.
 * @example conversionLine("255", 10, "FF", 16) // "255 (Base 10) = FF (Base 16)"
 */
export function conversionLine(input: string, from: Base, result: string, to: Base): string {
  return `${input.trim().toUpperCase()} (Base ${from}) = ${result} (Base ${to})`;
}

export type SwapOutcome =
  { kind: "swapped"; state: BaseState } | { kind: "ignored"; reason: string };

/**
 * The swap button: the result becomes the input and the bases change places. With no input
 * only the bases change; it is ignored when there is no result, or when the result is not a
 * valid input in the new base (including longer than 64 characters).
 * @example swapBases({ input: "255", from: 10, to: 16 }) // { kind: "swapped", state: { input: "FF", from: 16, to: 10 } }
 */
export function swapBases(state: BaseState): SwapOutcome {
  const swappedBases = { from: state.to, to: state.from };
  const conversion = convertBase(state.input, state.from, state.to);
  if (conversion.kind === "empty")
    return { kind: "swapped", state: { input: "", ...swappedBases } };
  if (conversion.kind === "error") {
    return { kind: "ignored", reason: `No result to swap: ${conversion.message}` };
  }
  const accepted = acceptBaseInput(conversion.value);
  if (!accepted.accepted) {
    return {
      kind: "ignored",
      reason: `The result has ${conversion.value.length} digits; the input takes ${maxBaseInputLength}.`,
    };
  }
  const check = parseInBase(accepted.value, swappedBases.from);
  if (check.kind !== "ok") {
    return { kind: "ignored", reason: `The result is not valid in base ${swappedBases.from}.` };
  }
  return { kind: "swapped", state: { input: accepted.value, ...swappedBases } };
}
