/**
 * Reads what a field may hold beyond plain numbers, and says how: a decimal comma ("1,5"), commas
 * grouping thousands ("1,234.5"), simple and mixed fractions ("1/2", "1 1/2") and the exponent
 * form ("1e-7"). Pages install it with `installNumberReader` (the browser loads it on demand).
 */
import { messages } from "./messages";
import { installNumberReader, plainNumberText, type ParsedNumber } from "./input";

/**
 * Reads a trimmed text that is not a plain number; text still being typed ("1/", "1 1", "2e-") is
 * 'incomplete', anything unreadable 'invalid'.
 * @example readNotPlainNumber("1,5") // { kind: "number", value: 1.5, note: "Read as 1.5: the comma is read as the decimal point." }
 * @example readNotPlainNumber("1/0") // { kind: "invalid", message: "Please enter a valid number" }
 */
export function readNotPlainNumber(trimmed: string): ParsedNumber {
  const negative = trimmed.startsWith("-");
  const body = negative ? trimmed.slice(1) : trimmed;
  let value = NaN;
  let why = "";
  // 1,234 and 1,234.5 group thousands; any other single comma is a decimal comma.
  const grouped = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/.test(body);
  const fraction = /^(?:(\d+) +)?(\d+)(\/(\d*))?$/.exec(body);
  if (body === "," || /e[-+]?$/i.test(body)) return { kind: "incomplete" };
  if (fraction) {
    const [, whole = "0", numerator = "", slash, denominator = ""] = fraction;
    if (!slash || denominator === "") return { kind: "incomplete" };
    value = Number(denominator) ? Number(whole) + Number(numerator) / Number(denominator) : NaN;
    why = `${trimmed} is read as a fraction.`;
  } else if (/^(\d+\.?\d*|\.\d+)e[-+]?\d+$/i.test(body)) {
    value = Number(body);
    why = `${trimmed} is the exponent form.`;
  } else if (grouped || /^\d*,\d*$/.test(body)) {
    value = Number(grouped ? body.replaceAll(",", "") : body.replace(",", "."));
    why = grouped
      ? `commas group thousands.${body.includes(".") || /,.*,/.test(body) ? "" : ` For a decimal, type ${body.replace(",", ".")}.`}`
      : "the comma is read as the decimal point.";
  }
  if (negative) value = -value;
  if (!Number.isFinite(value)) return { kind: "invalid", message: messages.invalidNumber };
  return { kind: "number", value, note: `Read as ${plainNumberText(value)}: ${why}` };
}

installNumberReader(readNotPlainNumber);
