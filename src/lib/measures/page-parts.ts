/**
 * What only the measures' pages print, for every measure of the list, loaded once on the server:
 * the reference card, where each unit is used, what a unit of two meanings means, the values of the
 * pair pages' tables and their formulas. Each comes from the measure's object (its `about` part);
 * the browser never loads this file.
 */
import { converterIds, loadMeasure, type ConverterId } from "./index";
import type { MeasureAbout } from "./measure";
import type { ReferenceCardData } from "./reference-card";
import type { UnitMeaning } from "./types";

/** Every measure's page parts, by measure id. */
export const measureAbouts = Object.fromEntries(
  await Promise.all(
    converterIds.map(async (id) => [id, await (await loadMeasure(id)).about()] as const),
  ),
) as Readonly<Record<ConverterId, MeasureAbout>>;

/**
 * The side card of a converter page.
 * @example measureReferenceCard("length").title // "Quick Reference"
 */
export function measureReferenceCard(id: ConverterId): ReferenceCardData {
  return measureAbouts[id].referenceCard;
}

/**
 * Where each unit of a measure is used, by unit key.
 * @example measureUnitUses("length")["meter"]?.startsWith("The SI base unit") // true
 */
export function measureUnitUses(id: ConverterId): Readonly<Record<string, string>> {
  return measureAbouts[id].unitUses;
}

/**
 * What the pair pages say of each unit of a measure whose name also means another unit (none for
 * most measures).
 * @example measureUnitMeanings("volume")["gallon"]?.sizeIn // "liter"
 */
export function measureUnitMeanings(
  id: ConverterId,
): Readonly<Partial<Record<string, UnitMeaning>>> {
  return measureAbouts[id].unitMeanings ?? {};
}
