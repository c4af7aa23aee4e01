/**
 * The names of every converter's units, by converter: what pair pages print and what the
 * quick-convert box reads. The names live beside each measure's unit table; this gathers them.
 */
import { measureUnitNames } from "../measures/all";
import type { ConverterId } from "../measures";
import type { UnitNames } from "../measures/types";

export { measureUnitNames };

/**
 * A unit's names; undefined for a key the converter does not have.
 * @example unitNames("length", "foot")?.plural // "feet"
 */
export function unitNames(measure: ConverterId, key: string): UnitNames | undefined {
  return Object.hasOwn(measureUnitNames[measure], key) ? measureUnitNames[measure][key] : undefined;
}

/**
 * The path segment of a unit: its heading name in lowercase, words joined by hyphens.
 * @example unitSlug({ heading: "Kilometers per Hour" }) // "kilometers-per-hour"
 */
export function unitSlug(names: Pick<UnitNames, "heading">): string {
  return names.heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The path segment of a pair page, e.g. 'meters-to-feet'; undefined for an unknown unit.
 * @example pairSlug("length", "meter", "foot") // "meters-to-feet"
 */
export function pairSlug(measure: ConverterId, from: string, to: string): string | undefined {
  const fromNames = unitNames(measure, from);
  const toNames = unitNames(measure, to);
  if (!fromNames || !toNames) return undefined;
  return `${unitSlug(fromNames)}-to-${unitSlug(toNames)}`;
}

/**
 * The heading of a pair, e.g. 'Meters to Feet'; undefined for an unknown unit.
 * @example pairHeading("temperature", "celsius", "fahrenheit") // "Celsius to Fahrenheit"
 */
export function pairHeading(measure: ConverterId, from: string, to: string): string | undefined {
  const fromNames = unitNames(measure, from);
  const toNames = unitNames(measure, to);
  if (!fromNames || !toNames) return undefined;
  return `${fromNames.heading} to ${toNames.heading}`;
}
