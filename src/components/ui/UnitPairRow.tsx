import { ArrowLeftRight } from "lucide";
import { makeIcon } from "./icons";
import { LabelledSelect, type SelectOption } from "./LabelledSelect";

const ArrowLeftRightIcon = makeIcon(ArrowLeftRight);

interface UnitPairRowProps<Key extends string, Pair extends { from: Key; to: Key }> {
  /** The selects' ids are this followed by "from" and "to". */
  idPrefix: string;
  /** The selects' names for the page's early answer are this followed by "from" and "to". */
  earlyPrefix: string;
  /** The state the row edits: its `from` and `to` are the selected units. */
  pair: Pair;
  units: readonly SelectOption<Key>[];
  /** Called with the whole state, its `from` or `to` changed, or both swapped. */
  onChange: (pair: Pair) => void;
  className: string;
}

/**
 * The From select, the swap button and the To select of a unit converter and of cooking's
 * converters; `unit-pair-row` (src/styles/global.css) puts the To select under the others on phones.
 */
export function UnitPairRow<Key extends string, Pair extends { from: Key; to: Key }>({
  idPrefix,
  earlyPrefix,
  pair,
  units,
  onChange,
  className,
}: UnitPairRowProps<Key, Pair>) {
  const select = (end: "from" | "to", label: string) => (
    <LabelledSelect
      id={idPrefix + end}
      label={label}
      earlyName={earlyPrefix + end}
      value={pair[end]}
      options={units}
      onChange={(key) => onChange({ ...pair, [end]: key })}
    />
  );
  return (
    <div className={`unit-pair-row ${className}`}>
      {select("from", "From")}
      <button
        type="button"
        aria-label="Swap units"
        title="Swap units"
        onClick={() => onChange({ ...pair, from: pair.to, to: pair.from })}
        className="swap-button"
      >
        <ArrowLeftRightIcon size={18} className="rotate-90 sm:rotate-0" />
      </button>
      {select("to", "To")}
    </div>
  );
}
