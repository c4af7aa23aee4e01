/**
 * "Convert a list": a text area for many values (one a line; semicolons and tabs also separate
 * them), each read as the Value field reads it ('5 ft 9 in', '2,5'), and a table of value and
 * result with the current units and precision; invalid values are marked in place with the spec's
 * message. "Copy as CSV" copies the whole table.
 * A long list converts a slice at a time, with its count so far, so that the page stays
 * responsive; past listValueLimit values the list says so instead of converting.
 * Loaded on demand when the visitor opens it.
 */
import { useEffect, useId, useMemo, useState } from "react";
import {
  firstLines,
  listAsCsv,
  listConversion,
  listTooLongMessage,
  listValueLimit,
  type ListProgress,
} from "../../lib/converter/conversion-list";
import type { ConverterConfig, UnitOption } from "../../lib/measures/define-converter";
import { useCopy } from "../ui/useCopy";
import { converterFieldUnit, holdsExpression, mayBeExpression } from "../../lib/field-text";
import { useFieldReader } from "../ui/useFieldReader";

/** Rows drawn at a time: enough to scan, few enough that 10,000 values never block the page. */
const rowsPerPage = 100;
/**
 * Lines the text box shows of a pasted list. A browser takes about a second to lay out 10,000
 * lines of a text box on a phone, so a longer paste is kept whole but shows only its beginning.
 */
const boxLineLimit = 200;
/** A list this long converts in the same task as the edit (well under a slice). */
const shortListChars = 20_000;
/** The longest a slice of a list conversion works before the browser gets the main thread back. */
const sliceMs = 20;

interface ListPanelProps {
  config: ConverterConfig;
  from: string;
  to: string;
  /** A result's number as the page prints it at the chosen precision. */
  formatNumber: (value: number, unit: UnitOption) => string;
}

export default function ListPanel({ config, from, to, formatNumber }: ListPanelProps) {
  const [text, setText] = useState("");
  /** A pasted list too long for the box: its first lines, shown read-only. */
  const [preview, setPreview] = useState<string | null>(null);
  const [shown, setShown] = useState(rowsPerPage);
  const id = `list${useId()}`;
  const count = (value: number) => value.toLocaleString("en-US");

  function change(next: string, nextPreview: string | null = null) {
    setText(next);
    setPreview(nextPreview);
    setShown(rowsPerPage);
  }

  return (
    <div id={id} className="mt-3 rounded-xl border border-line p-3 sm:p-4">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        Numbers to convert
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        One a line, with or without units (5 ft 9 in); semicolons and tabs also separate them, so a
        pasted spreadsheet column or row works.
      </p>
      <textarea
        id={`${id}-input`}
        aria-describedby={preview === null ? `${id}-hint` : `${id}-hint ${id}-preview`}
        value={preview ?? text}
        readOnly={preview !== null}
        onChange={(event) => change(event.target.value)}
        onPaste={(event) => {
          const area = event.currentTarget;
          const pasted = event.clipboardData.getData("text/plain");
          const next =
            area.value.slice(0, area.selectionStart) + pasted + area.value.slice(area.selectionEnd);
          const beginning = firstLines(next, boxLineLimit);
          // A list the box can show is pasted by the browser as usual (and can be undone).
          if (beginning === null) return;
          event.preventDefault();
          // Drawn in a task of its own: reading a large clipboard takes its time already.
          setTimeout(() => change(next, beginning), 0);
        }}
        rows={5}
        spellCheck={false}
        autoComplete="off"
        className="mt-1 block w-full rounded-lg border border-line bg-card px-3 py-2 font-mono text-ink tabular-nums focus-ring"
      />
      {preview !== null && (
        <p
          id={`${id}-preview`}
          className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted"
        >
          <span>{`The box shows the first ${count(boxLineLimit)} lines of the pasted list.`}</span>
          <button
            type="button"
            onClick={() => change("")}
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-card px-3 font-semibold text-brand hover:bg-subtle"
          >
            Clear the list
          </button>
        </p>
      )}
      <ListResults
        config={config}
        shown={shown}
        onShowMore={() => setShown(shown + rowsPerPage)}
        text={text}
        from={from}
        to={to}
        formatNumber={formatNumber}
      />
    </div>
  );
}

/**
 * The count, Copy as CSV and the table of a list. Its own component, so that the text area is
 * not drawn again at each slice of a long list.
 */
function ListResults({
  config,
  text,
  from,
  to,
  formatNumber,
  shown,
  onShowMore,
}: ListPanelProps & { text: string; shown: number; onShowMore: () => void }) {
  const [progress, setProgress] = useState<ListProgress>({ status: "done", rows: [] });
  const [copied, copy] = useCopy();
  // The calculator's grammar, for values with units or arithmetic, loaded when a list has some.
  const reader = useFieldReader(mayBeExpression(text));
  useEffect(() => {
    const rule = config.inputRule;
    const field = converterFieldUnit(config, from);
    const readExpression =
      reader && field
        ? (value: string) =>
            holdsExpression(value, rule) ? reader(value, field, rule).parsed : null
        : undefined;
    const conversion = listConversion(
      config,
      text,
      from,
      to,
      formatNumber,
      readExpression ? { readExpression } : {},
    );
    let next: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const started = performance.now();
      const reached = conversion.step(() => performance.now() - started < sliceMs);
      // A new object each time: the rows so far are one array that grows.
      setProgress({ ...reached });
      if (reached.status === "working") next = setTimeout(run, 0);
    };
    // A short list answers in the same task as the keystroke; a long one starts after the
    // browser has drawn the paste.
    if (text.length <= shortListChars) run();
    else next = setTimeout(run, 0);
    return () => clearTimeout(next);
  }, [config, text, from, to, formatNumber, reader]);
  const { rows, status } = progress;
  const invalidCount = useMemo(
    () => (status === "done" ? rows.filter((row) => row.message !== null).length : 0),
    [rows, status],
  );
  const symbolOf = (key: string) => config.units.find((unit) => unit.key === key)?.symbol ?? key;
  const fromSymbol = symbolOf(from);
  const toSymbol = symbolOf(to);
  const count = (value: number) => value.toLocaleString("en-US");

  const copyCsv = () => copy(listAsCsv(rows, fromSymbol, toSymbol));

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p
          aria-live="polite"
          className={`text-sm ${status === "too-long" ? "font-medium text-warn" : "text-muted"}`}
          data-testid="list-summary"
          data-status={status}
        >
          {status === "too-long"
            ? listTooLongMessage(listValueLimit)
            : status === "working"
              ? `Converting… ${count(rows.length)} values so far`
              : rows.length === 0
                ? "No values yet."
                : `${count(rows.length)} ${rows.length === 1 ? "value" : "values"}${invalidCount > 0 ? `, ${count(invalidCount)} invalid` : ""}`}
        </p>
        <button
          type="button"
          onClick={copyCsv}
          disabled={status !== "done" || rows.length === 0}
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-card px-4 font-semibold text-brand hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-50"
        >
          {copied ? "Copied as CSV" : "Copy as CSV"}
        </button>
      </div>
      {rows.length > 0 && (
        // Focusable so that keyboard users can scroll the table.
        <div
          role="region"
          aria-label="Converted values"
          tabIndex={0}
          className="mt-2 max-h-96 overflow-auto rounded-lg border border-line focus-ring"
        >
          <table className="w-full table-fixed text-left text-sm tabular-nums">
            <caption className="sr-only">
              {`Each value in ${fromSymbol} converted to ${toSymbol}`}
            </caption>
            <thead className="sticky top-0 bg-subtle">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {`Value (${fromSymbol})`}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {`Result (${toSymbol})`}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, shown).map((row, index) => (
                <tr
                  key={index}
                  className={`border-t border-line ${row.message === null ? "" : "bg-danger-bg"}`}
                >
                  {/* What was typed may be one long word: it wraps anywhere. Results and
                      messages break between words (a word longer than the cell still wraps). */}
                  <td className="px-3 py-1.5 wrap-anywhere">{row.value}</td>
                  <td
                    className={`px-3 py-1.5 wrap-break-word ${row.message === null ? "text-ink" : "font-medium text-danger"}`}
                  >
                    {row.result ?? row.message}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > shown && (
        <button
          type="button"
          onClick={onShowMore}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-line bg-card px-4 font-semibold text-brand hover:bg-subtle"
        >
          {`Show ${count(Math.min(rowsPerPage, rows.length - shown))} more rows (${count(shown)} of ${count(rows.length)} shown)`}
        </button>
      )}
    </>
  );
}
