/**
 * The frequency converter's reference card and formulas, computed from the units: the factors
 * that involve π are written with it, then as a decimal.
 */
import { referenceFigure, type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { formatTrimmed } from "../../number-format";
import { convertFrequency } from "./convert";
import { exactFactor, involvesPi } from "./exact-factor";
import { frequencyUnits, type FrequencyUnitKey } from "./units";

const symbolOf = (key: FrequencyUnitKey) =>
  frequencyUnits.find((unit) => unit.key === key)?.symbol ?? key;

/** '1 Hz' = '60 rpm'; with π: '1 Hz' = '2π rad/s ≈ 6.28319 rad/s'. */
function line(from: FrequencyUnitKey, to: FrequencyUnitKey, amount = 1): ReferenceLine {
  const figure = `${referenceFigure(convertFrequency(amount, from, to))} ${symbolOf(to)}`;
  return {
    term: `${formatTrimmed(amount, 0, true)} ${symbolOf(from)}`,
    value: involvesPi(from, to) ? `${exactFactor(from, to)} ${symbolOf(to)} ≈ ${figure}` : figure,
  };
}

/** A formula in symbols: 'rad/s = rpm × π/30'. */
const formula = (from: FrequencyUnitKey, to: FrequencyUnitKey) =>
  `${symbolOf(to)} = ${symbolOf(from)} × ${exactFactor(from, to)}`;

/** Frequency reference: the SI steps, then rotation. */
export const frequencyReference = {
  steps: [
    line("kilohertz", "hertz"),
    line("megahertz", "kilohertz"),
    line("gigahertz", "megahertz"),
  ],
  rotation: [
    line("hertz", "rpm"),
    line("hertz", "radian_per_second"),
    line("rpm", "hertz", 1000),
    line("rpm", "radian_per_second"),
  ],
  formulas: [
    formula("hertz", "rpm"),
    formula("hertz", "radian_per_second"),
    formula("rpm", "radian_per_second"),
  ],
};

/** The side card of the frequency converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Frequency Reference",
  sections: [
    { lines: frequencyReference.steps },
    { title: "Rotation", lines: frequencyReference.rotation },
  ],
  formulas: frequencyReference.formulas,
  note: "A revolution per minute is one turn a minute; a full turn is 2π radians, so 1 Hz is 2π rad/s.",
};
