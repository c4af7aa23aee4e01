/** The "Show All Conversions" list, loaded when the visitor first opens it. */
import { allConversions } from "../../lib/converter/all-conversions";
import type { ConverterConfig } from "../../lib/measures/define-converter";
import type { Precision } from "../../lib/precision";

export default function AllConversions({
  config,
  value,
  from,
  precision,
}: {
  config: ConverterConfig;
  value: number;
  from: string;
  precision: Precision;
}) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {allConversions(config, value, from, precision).map(({ unit, text }) => (
        <li key={unit.key} className="rounded-lg border border-line bg-card px-3 py-2">
          <span className="block text-xs text-muted">{unit.label}</span>
          <span className="block font-semibold break-words text-ink tabular-nums">{text}</span>
        </li>
      ))}
    </ul>
  );
}
