/**
 * Converting many values at once: a pasted list (one value a line; semicolons and tabs also
 * separate values, so a spreadsheet column or row works, but never a comma, which may be a decimal
 * comma, nor a space, as in '5 ft 9 in') becomes a table of value and result, each value read as
 * the Value field reads it and each invalid one marked in place by the spec's message, and the
 * table as CSV.
 */
import type { ConverterConfig, UnitOption } from "../measures/define-converter";
import { parseNumericText, type ParsedNumber } from "../input";
import { messages } from "../messages";

/** One row of the table: the value as written and its result number, or the message why not. */
export type ListRow =
  | { value: string; result: string; message: null }
  | { value: string; result: null; message: string };

/** What separates the values of a list. */
const valueSeparator = /[\n\r;\t]/;

/**
 * Splits a pasted list into its values: new lines, semicolons and tabs separate them; each is
 * trimmed, and blank ones are left out.
 * @example splitListValues("1\n2,5; 3\t5 ft 9 in") // ["1", "2,5", "3", "5 ft 9 in"]
 */
export function splitListValues(text: string): string[] {
  return text
    .split(new RegExp(`${valueSeparator.source}+`))
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/**
 * Reads a value that is more than a number ('5 ft 9 in', '0.1+0.2') as the Value field does, or
 * gives null for the field's own reading (parseNumericText).
 */
export type ExpressionReader = (value: string) => ParsedNumber | null;

/**
 * The first `count` lines of a text, or null when it has no more lines than that.
 * @example firstLines("1\n2\n3", 2) // "1\n2"
 * @example firstLines("1\n2", 2) // null
 */
export function firstLines(text: string, count: number): string | null {
  let end = -1;
  for (let line = 0; line < count; line++) {
    end = text.indexOf("\n", end + 1);
    if (end === -1) return null;
  }
  return text.slice(0, end);
}

/** The most values one list converts: a longer list is refused with listTooLongMessage. */
export const listValueLimit = 100_000;

/**
 * What the list says instead of a table when it has more than listValueLimit values.
 * @example listTooLongMessage(100_000) // "This list has more than 100,000 values. Convert it in parts of up to 100,000."
 */
export function listTooLongMessage(limit: number): string {
  const count = limit.toLocaleString("en-US");
  return `This list has more than ${count} values. Convert it in parts of up to ${count}.`;
}

/**
 * Converts values with the converter's units; `formatNumber` prints a result (the page passes its
 * chosen precision). A value is judged as the Value field judges it, except that nothing is
 * silently dropped: letters, a minus where the converter takes none, or more characters than the
 * field allows mark the row invalid.
 * @example convertValues(lengthConverter, ["1", "abc"], "meter", "foot", String) // [{ value: "1", result: "3.280839895013123", … }, { value: "abc", message: "Please enter a valid number", … }]
 */
export function convertValues(
  config: ConverterConfig,
  values: readonly string[],
  from: string,
  to: string,
  formatNumber: (value: number, unit: UnitOption) => string,
  readExpression?: ExpressionReader,
): ListRow[] {
  const target = config.units.find((unit) => unit.key === to);
  return values.map((value): ListRow => {
    const invalid = (message: string): ListRow => ({ value, result: null, message });
    if (value.length > config.inputRule.maxLength) return invalid(config.inputRule.tooLongMessage);
    const parsed = readExpression?.(value) ?? parseNumericText(value);
    if (parsed.kind === "invalid") return invalid(parsed.message);
    if (parsed.kind !== "number") return invalid(messages.invalidNumber);
    const rejected = config.validate(parsed.value);
    if (rejected !== null) return invalid(rejected);
    const result = config.convert(parsed.value, from, to);
    if (result === null || !target) return invalid(messages.conversionFailed);
    return { value, result: formatNumber(result, target), message: null };
  });
}

/**
 * Converts every value of a pasted list at once (convertValues over splitListValues).
 * @example convertList(lengthConverter, "1\nabc", "meter", "foot", String) // [{ value: "1", result: "3.280839895013123", … }, { value: "abc", message: "Please enter a valid number", … }]
 */
export function convertList(
  config: ConverterConfig,
  text: string,
  from: string,
  to: string,
  formatNumber: (value: number, unit: UnitOption) => string,
  readExpression?: ExpressionReader,
): ListRow[] {
  return convertValues(config, splitListValues(text), from, to, formatNumber, readExpression);
}

/** Where a list conversion in slices stands. */
export type ListProgress =
  | { status: "working"; rows: readonly ListRow[] }
  | { status: "done"; rows: readonly ListRow[] }
  | { status: "too-long"; rows: readonly [] };

/**
 * A list conversion done a slice at a time, so that a page can let the browser breathe between
 * slices: each call to `step` reads and converts about `charsPerSlice` characters of the text at a
 * time (never cutting a value) until `keepGoing()` says stop, and tells where it stands. The rows
 * are the ones convertList gives; past `limit` values it stops with "too-long".
 * @example const conversion = listConversion(lengthConverter, "1\n2", "meter", "foot", String); conversion.step(() => true).status // "done"
 */
export function listConversion(
  config: ConverterConfig,
  text: string,
  from: string,
  to: string,
  formatNumber: (value: number, unit: UnitOption) => string,
  {
    limit = listValueLimit,
    charsPerSlice = 2_000,
    readExpression,
  }: { limit?: number; charsPerSlice?: number; readExpression?: ExpressionReader } = {},
): { step: (keepGoing: () => boolean) => ListProgress } {
  const rows: ListRow[] = [];
  const separator = new RegExp(valueSeparator.source, "g");
  let position = 0;
  let progress: ListProgress = { status: "working", rows };
  return {
    step(keepGoing) {
      while (progress.status === "working") {
        // The slice ends at the first separator after charsPerSlice characters.
        separator.lastIndex = Math.min(text.length, position + charsPerSlice);
        const end = separator.exec(text)?.index ?? text.length;
        const values = splitListValues(text.slice(position, end));
        position = end;
        for (const row of convertValues(config, values, from, to, formatNumber, readExpression))
          rows.push(row);
        if (rows.length > limit) {
          rows.length = 0;
          progress = { status: "too-long", rows: [] };
        } else if (position >= text.length) {
          progress = { status: "done", rows };
        } else if (!keepGoing()) {
          break;
        }
      }
      return progress;
    },
  };
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
