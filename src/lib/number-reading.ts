/**
 * Reads what a field may hold beyond plain numbers, and says how: a decimal comma ("1,5"), commas
 * grouping thousands ("1,234.5"), simple and mixed fractions ("1/2", "1 1/2") and the exponent
 * form ("1e-7"). input.ts's parseNumericText reads plain numbers itself and hands it the rest; it
 * imports nothing, so input.ts can import it.
 */

/** A non-plain text, read: still being typed, unreadable, or a number and how it was read. */
export type NotPlainReading =
  | { kind: "incomplete" }
  | { kind: "invalid" }
  | {
      kind: "number";
      value: number;
      /** How it was read, the end of the field's hint: "the comma is read as the decimal point." */
      how: string;
    };

/**
 * Reads a trimmed text that is not a plain number; text still being typed ("1/", "1 1", "2e-") is
 * 'incomplete', anything unreadable 'invalid'.
 * @example readNotPlainNumber("1,5") // { kind: "number", value: 1.5, how: "the comma is read as the decimal point." }
 * @example readNotPlainNumber("1/0") // { kind: "invalid" }
 */
export function readNotPlainNumber(trimmed: string): NotPlainReading {
  const negative = trimmed.startsWith("-");
  const body = negative ? trimmed.slice(1) : trimmed;
  let value = NaN;
  let how = "";
  // 1,234 and 1,234.5 group thousands; any other single comma is a decimal comma.
  const grouped = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/.test(body);
  const fraction = /^(?:(\d+) +)?(\d+)(\/(\d*))?$/.exec(body);
  if (body === "," || /e[-+]?$/i.test(body)) return { kind: "incomplete" };
  if (fraction) {
    const [, whole = "0", numerator = "", slash, denominator = ""] = fraction;
    if (!slash || denominator === "") return { kind: "incomplete" };
    value = Number(denominator) ? Number(whole) + Number(numerator) / Number(denominator) : NaN;
    how = `${trimmed} is read as a fraction.`;
  } else if (/^(\d+\.?\d*|\.\d+)e[-+]?\d+$/i.test(body)) {
    value = Number(body);
    how = `${trimmed} is the exponent form.`;
  } else if (grouped || /^\d*,\d*$/.test(body)) {
    value = Number(grouped ? body.replaceAll(",", "") : body.replace(",", "."));
    how = grouped
      ? `commas group thousands.${body.includes(".") || /,.*,/.test(body) ? "" : ` For a decimal, type ${body.replace(",", ".")}.`}`
      : "the comma is read as the decimal point.";
  }
  if (negative) value = -value;
  return Number.isFinite(value) ? { kind: "number", value, how } : { kind: "invalid" };
}
