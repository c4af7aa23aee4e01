/**
 * The cooking converter's measuring-set line ("1/4 cup + 2 tbsp"), apart from cooking.ts so that
 * the page loads its code only when a result is in cups, tablespoons or teaspoons.
 */
import { cookingVolumeUnits, type CookingVolumeUnit } from "./cooking";
import { kitchenFractionText, kitchenScale } from "../measures/volume/kitchen-measures";
import { isKitchenUnit } from "../measures/volume/kitchen-units";
import { convertWithin } from "../measures/linear";

/**
 * The measuring-set line under a result in cups, tablespoons or teaspoons ("1/4 cup + 2 tbsp"),
 * when it adds something to the result as shown; null for other units.
 * @example cookingFractionText(0.375, "cup", "0.375 cup") // "1/4 cup + 2 tbsp"
 * @example cookingFractionText(236.588, "milliliter", "236.588 mL") // null
 */
export function cookingFractionText(
  value: number,
  unitKey: string,
  shownResult: string,
): string | null {
  const unit = cookingVolumeUnits.find((candidate) => candidate.key === unitKey);
  if (!unit || !isKitchenUnit(unit.key)) return null;
  const scale = kitchenScale(cookingVolumeUnits, (amount, from, to) =>
    convertWithin(cookingVolumeUnits, amount, from as CookingVolumeUnit, to as CookingVolumeUnit),
  );
  return scale && kitchenFractionText(value, unit.key, scale, shownResult);
}
