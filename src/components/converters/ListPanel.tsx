/**
 * "Convert a list": a text area for many values (one a line; commas, tabs and spaces also
 * separate them) and a table of value and result with the current units and precision; invalid
 * values are marked in place with the spec's message. "Copy as CSV" copies the whole table.
 * Loaded on demand when the visitor opens it.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { convertList, listAsCsv } from "../../lib/conversion-list";
import type { ConverterConfig, UnitOption } from "../../lib/measures/define-converter";
import { timings } from "../../lib/timings";

/** Rows drawn at a time: enough to scan, few enough that 10,000 values never block the page. */
const rowsPerPage = 100;

interface ListPanelProps {
  config: ConverterConfig;
  from: string;
  to: string;
  /** A result's number as the page prints it at the chosen precision. */
  formatNumber: (value: number, unit: UnitOption) => string;
}

export default function ListPanel({ config, from, to, formatNumber }: ListPanelProps) {
  const [text, setText] = useState("");
  const [shown, setShown] = useState(rowsPerPage);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `list${useId()}`;
  // Typing stays responsive: the table follows the text as soon as the browser has time.
  const deferredText = useDeferredValue(text);
  const rows = useMemo(
    () => convertList(config, deferredText, from, to, formatNumber),
    [config, deferredText, from, to, formatNumber],
  );
  const invalidCount = rows.filter((row) => row.message !== null).length;
  const symbolOf = (key: string) => config.units.find((unit) => unit.key === key)?.symbol ?? key;
  const fromSymbol = symbolOf(from);
  const toSymbol = symbolOf(to);

  async function copyCsv() {
    try {
      await navigator.clipboard.writeText(listAsCsv(rows, fromSymbol, toSymbol));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), timings.copyConfirmationMs);
    } catch (error) {
      console.warn("Failed to copy:", error);
    }
  }

  return (
    <div id={id} className="mt-3 rounded-xl border border-line p-3 sm:p-4">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        Numbers to convert
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        One a line; commas, tabs and spaces also separate them, so a pasted spreadsheet column
        works.
      </p>
      <textarea
        id={`${id}-input`}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setShown(rowsPerPage);
        }}
        rows={5}
        spellCheck={false}
        autoComplete="off"
        className="mt-1 block w-full rounded-lg border border-line bg-card px-3 py-2 font-mono text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted" data-testid="list-summary">
          {rows.length === 0
            ? "No values yet."
            : `${rows.length.toLocaleString("en-US")} ${rows.length === 1 ? "value" : "values"}${invalidCount > 0 ? `, ${invalidCount.toLocaleString("en-US")} invalid` : ""}`}
        </p>
        <button
          type="button"
          onClick={copyCsv}
          disabled={rows.length === 0}
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
          className="mt-2 max-h-96 overflow-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
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
                  <td className="px-3 py-1.5 break-all">{row.value}</td>
                  <td
                    className={`px-3 py-1.5 break-all ${row.message === null ? "text-ink" : "font-medium text-danger"}`}
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
          onClick={() => setShown(shown + rowsPerPage)}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-line bg-card px-4 font-semibold text-brand hover:bg-subtle"
        >
          {`Show ${Math.min(rowsPerPage, rows.length - shown).toLocaleString("en-US")} more rows (${shown.toLocaleString("en-US")} of ${rows.length.toLocaleString("en-US")} shown)`}
        </button>
      )}
    </div>
  );
}
