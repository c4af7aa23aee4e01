/**
 * How a typed number is read, for every numeric field and quick convert. A field keeps digits,
 * one decimal point, commas, a fraction's slash and space, and an exponent; it drops what the
 * spec says fields ignore (letters, a second point, a minus where values cannot be negative) and
 * says so. Reading the kept text accepts a decimal comma where it cannot be a thousands separator,
 * simple fractions ("1/2", "1 1/2") and the exponent form ("1e-7"), and explains each in a hint.
 */
import { messages } from "./messages";
import { readNotPlainNumber } from "./number-reading";

export interface InputRule {
  /** Longest accepted text, in characters. */
  maxLength: number;
  /** A leading minus is accepted (and a lone '-' while typing). */
  allowMinus: boolean;
  /** One decimal point is accepted. */
  allowDecimal: boolean;
  /** Shown when an edit would exceed maxLength. */
  tooLongMessage: string;
}

/** Why an edit dropped characters: shown to the visitor, never silent. */
export type DroppedReason = "other" | "point" | "minus";

export type InputDecision =
  | { accepted: true; value: string; dropped: DroppedReason | null }
  | { accepted: false; message: string | null };

/** Length, weight, volume, data storage, speed, area, pressure, energy, power; currency amounts. */
export const unsignedConverterRule: InputRule = {
  maxLength: 16,
  allowMinus: false,
  allowDecimal: true,
  tooLongMessage: messages.max16Digits,
};

/** Temperature and angle: as above plus a leading minus; the Basic % and % Change fields. */
export const signedConverterRule: InputRule = { ...unsignedConverterRule, allowMinus: true };

/**
 * Keeps what a field may hold (see the file's comment) and names what it dropped, if anything.
 * @example keepNumericText("1a.2.5", unsignedConverterRule) // { text: "1.25", dropped: "other" }
 */
export function keepNumericText(
  text: string,
  rule: InputRule,
): { text: string; dropped: DroppedReason | null } {
  let kept = "";
  let dropped: DroppedReason | null = null;
  const drop = (reason: DroppedReason) => {
    // A minus or a second point says more than "other characters".
    if (dropped === null || dropped === "other") dropped = reason;
  };
  for (const character of text) {
    const last = kept.slice(-1);
    const inExponent = /e/i.test(kept);
    if (character >= "0" && character <= "9") kept += character;
    else if (character === "." && rule.allowDecimal) {
      if (/[.e/]/i.test(kept)) drop("point");
      else kept += character;
    } else if (character === "," && !inExponent) kept += character;
    else if (character === "/" && !/[/.,e]/i.test(kept) && /\d/.test(last)) kept += character;
    else if (character === " ") {
      if (/\d/.test(last) && !/[/e]/i.test(kept)) kept += character;
    } else if ((character === "e" || character === "E") && !inExponent && /[\d.]/.test(last)) {
      if (/\d/.test(kept) && !/[/,]/.test(kept)) kept += character;
      else drop("other");
    } else if ((character === "-" || character === "+") && /e$/i.test(kept)) kept += character;
    else if (character === "-" && kept === "") {
      if (rule.allowMinus) kept += character;
      else drop("minus");
    } else drop("other");
  }
  return { text: kept, dropped };
}

/**
 * Decides whether an edited field text is accepted: what the rule does not keep is dropped (and
 * named, for the field's hint); text longer than the cap is rejected with the rule's message.
 * @example acceptInput("12345678901234567", unsignedConverterRule) // { accepted: false, message: "Maximum of 16 digits allowed." }
 * @example acceptInput("-5", signedConverterRule) // { accepted: true, value: "-5", dropped: null }
 */
export function acceptInput(next: string, rule: InputRule): InputDecision {
  const { text, dropped } = keepNumericText(next, rule);
  if (text.length > rule.maxLength) return { accepted: false, message: rule.tooLongMessage };
  return { accepted: true, value: text, dropped };
}

export type ParsedNumber =
  | { kind: "empty" }
  | { kind: "incomplete" }
  | {
      kind: "number";
      value: number;
      /** For a text that is not a plain number, how it was read: "Read as 1.5: …". */
      note?: string;
    }
  | { kind: "invalid"; message: string };

const plainNumber = /^(\d+\.?\d*|\.\d+)$/;

/**
 * A number as the hints write it: plain digits, up to 10 significant ones.
 * @example plainNumberText(1e-7) // "0.0000001"
 */
export function plainNumberText(value: number): string {
  return value.toLocaleString("en-US", { maximumSignificantDigits: 10, useGrouping: false });
}

/**
 * Reads a field's text. Empty or blank text is 'empty'; a lone '-' or '.' is 'incomplete' (still
 * being typed); a plain number is read here, anything else by readNotPlainNumber
 * (number-reading.ts: decimal commas, fractions, exponents), with a note saying how it was read.
 * @example parseNumericText("12.5") // { kind: "number", value: 12.5 }
 * @example parseNumericText("-") // { kind: "incomplete" }
 * @example parseNumericText("1,5") // { kind: "number", value: 1.5, note: "Read as 1.5: the comma is read as the decimal point." }
 */
export function parseNumericText(text: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const body = trimmed.startsWith("-") ? trimmed.slice(1) : trimmed;
  if (body === "" || body === ".") return { kind: "incomplete" };
  if (plainNumber.test(body)) {
    const value = Number(trimmed);
    return Number.isFinite(value)
      ? { kind: "number", value }
      : { kind: "invalid", message: messages.invalidNumber };
  }
  if (!/^[\d.,/ e+-]+$/i.test(body)) return { kind: "invalid", message: messages.invalidNumber };
  const reading = readNotPlainNumber(trimmed);
  if (reading.kind === "number") {
    const note = `Read as ${plainNumberText(reading.value)}: ${reading.how}`;
    return { kind: "number", value: reading.value, note };
  }
  return reading.kind === "invalid"
    ? { kind: "invalid", message: messages.invalidNumber }
    : { kind: "incomplete" };
}

/**
 * How a field's text was read when it was not a plain number, for its hint; null otherwise.
 * @example readingNote("1,5") // "Read as 1.5: the comma is read as the decimal point."
 * @example readingNote("12") // null
 */
export function readingNote(text: string): string | null {
  const parsed = parseNumericText(text);
  return parsed.kind === "number" ? (parsed.note ?? null) : null;
}

/**
 * The hint for what an edit dropped, in words, given the value as now read.
 * @example droppedHint("minus", "2", "length") // "Read as 2: length values cannot be negative."
 */
export function droppedHint(reason: DroppedReason, valueText: string, measure = ""): string {
  const why =
    reason === "point"
      ? "a second decimal point was left out."
      : reason === "minus"
        ? `${measure || "these"} values cannot be negative.`
        : "letters and symbols are left out.";
  return valueText === ""
    ? why.charAt(0).toUpperCase() + why.slice(1)
    : `Read as ${valueText}: ${why}`;
}
