/**
 * The units of the BMI page's fields, read from the length and weight tables. The browser build
 * gets this module as literals (src/integrations/evaluated-units.ts). Apart from bmi-factors.ts,
 * which the home page's BMI card loads too.
 */
import { lengths } from "../measures/length/units";
import { masses } from "../measures/weight/units";

/** A unit's key in its table, found by the definition itself. */
function keyOf<Table extends Record<string, unknown>>(
  table: Table,
  unit: Table[keyof Table],
): string {
  return Object.keys(table).find((key) => table[key] === unit) ?? "";
}

/**
 * The units of the BMI page's fields, for the calculator's reader of what people write in them
 * ('5'9"' in Feet; useReadingField).
 */
export const bmiFieldUnits = {
  heightCm: { measure: "length", unit: keyOf(lengths, lengths.centimeter) },
  weightKg: { measure: "weight", unit: keyOf(masses, masses.kilogram) },
  heightFeet: { measure: "length", unit: keyOf(lengths, lengths.foot) },
  heightInches: { measure: "length", unit: keyOf(lengths, lengths.inch) },
  weightLb: { measure: "weight", unit: keyOf(masses, masses.pound) },
} as const;
