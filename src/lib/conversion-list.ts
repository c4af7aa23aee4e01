/**
 * Converting many values at once: a pasted list (one value a line; commas, tabs and spaces also
 * separate values, so a spreadsheet column or row works) becomes a table of value and result, with
 * each invalid value marked in place by the spec's message, and the table as CSV.
 */
import type { ConverterConfig, UnitOption } from "./converters/define";
import { parseNumericText } from "./input";
import { messages } from "./messages";

/** One row of the table: the value as written and its result number, or the message why not. */
export type ListRow =
  | { value: string; result: string; message: null }
  | { value: string; result: null; message: string };

/**
 * Splits a pasted list into its values: newlines, commas, tabs and spaces all separate them.
 * @example splitListValues("1\n2, 3\t4 5") // ["1", "2", "3", "4", "5"]
 */
export function splitListValues(text: string): string[] {
  return text.split(/[\s,]+/).filter((value) => value !== "");
}

/**
 * Converts every value of a list with the converter's units; `formatNumber` prints a result (the
 * page passes its chosen precision). A value is judged as the Value field judges it, except that
 * nothing is silently dropped: letters, a minus where the converter takes none, or more characters
 * than the field allows mark the row invalid.
 * @example convertList(lengthConverter, "1\nabc", "meter", "foot", String) // [{ value: "1", result: "3.280839895013123", … }, { value: "abc", message: "Please enter a valid number", … }]
 */
export function convertList(
  config: ConverterConfig,
  text: string,
  from: string,
  to: string,
  formatNumber: (value: number, unit: UnitOption) => string,
): ListRow[] {
  const target = config.units.find((unit) => unit.key === to);
  return splitListValues(text).map((value): ListRow => {
    const invalid = (message: string): ListRow => ({ value, result: null, message });
    if (value.length > config.inputRule.maxLength) return invalid(config.inputRule.tooLongMessage);
    const parsed = parseNumericText(value);
    if (parsed.kind === "invalid") return invalid(parsed.message);
    if (parsed.kind !== "number") return invalid(messages.invalidNumber);
    const rejected = config.validate(parsed.value);
    if (rejected !== null) return invalid(rejected);
    const result = config.convert(parsed.value, from, to);
    if (result === null || !target) return invalid(messages.conversionFailed);
    return { value, result: formatNumber(result, target), message: null };
  });
}

/** A number as the table prints it: "-4", "1,234.5", "2.5e-7" (a spreadsheet reads it as a number). */
const plainNumber = /^[-+]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/**
 * One CSV field. A field a spreadsheet would run as a formula (it starts with =, +, -, @, a tab
 * or a carriage return, and is not a plain number) gets a leading apostrophe and quotes, as OWASP
 * recommends against CSV injection; a field with a comma, quote or line break is quoted.
 * @example csvField("=1+1") // "\"'=1+1\""
 * @example csvField("-4") // "-4"
 */
export function csvField(text: string): string {
  const formula = /^[=+\-@\t\r]/.test(text) && !plainNumber.test(text);
  const field = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/**
 * The table as CSV: a header naming the units, then one line a value (the message in place of
 * an invalid value's result); fields with commas or quotes are quoted, and fields that would run
 * as spreadsheet formulas are escaped (csvField).
 * @example listAsCsv([{ value: "1", result: "3.28084", message: null }], "m", "ft") // "Value (m),Result (ft)\r\n1,3.28084"
 */
export function listAsCsv(rows: readonly ListRow[], fromSymbol: string, toSymbol: string): string {
  const lines = [[`Value (${fromSymbol})`, `Result (${toSymbol})`]];
  for (const row of rows) lines.push([row.value, row.result ?? row.message]);
  return lines.map((fields) => fields.map(csvField).join(",")).join("\r\n");
}
