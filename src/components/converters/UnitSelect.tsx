import { Fragment } from "react";
import type { UnitGroup } from "../../lib/measures/define-converter";
import { earlyField } from "../ui/early-answer-props";

interface UnitSelectProps {
  id: string;
  label: string;
  /** The field's name for the page's early answer (src/early-answers/). */
  earlyName: string;
  value: string;
  groups: readonly UnitGroup[];
  onChange: (key: string) => void;
}

/** A native unit select with its visible label, using option groups where the units have them. */
export function UnitSelect({ id, label, earlyName, value, groups, onChange }: UnitSelectProps) {
  const options = (group: UnitGroup) =>
    group.units.map((unit) => (
      <option key={unit.key} value={unit.key}>
        {unit.label}
      </option>
    ));
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...earlyField(earlyName)}
        className="select-box mt-1"
      >
        {groups.map((group) =>
          group.label === null ? (
            <Fragment key="units">{options(group)}</Fragment>
          ) : (
            <optgroup key={group.label} label={group.label}>
              {options(group)}
            </optgroup>
          ),
        )}
      </select>
    </div>
  );
}
