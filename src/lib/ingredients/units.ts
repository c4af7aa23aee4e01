/**
 * The units an ingredient amount is given or answered in: the measures' ingredient volumes (US
 * cup first) and weights (grams first), as one list with each unit's kind.
 */
import {
  ingredientVolumeUnits,
  type IngredientUnit,
  type IngredientVolumeKey,
} from "../measures/volume/ingredient-units";
import {
  ingredientWeightUnits,
  type IngredientWeightKey,
} from "../measures/weight/ingredient-units";

export type IngredientUnitKey = IngredientVolumeKey | IngredientWeightKey;

export interface KindedUnit extends IngredientUnit {
  readonly key: IngredientUnitKey;
  readonly kind: "volume" | "weight";
  /** The select's option group. */
  readonly group: string;
}

export const ingredientUnits: readonly KindedUnit[] = [
  ...ingredientVolumeUnits.map((unit) => ({ ...unit, kind: "volume" as const, group: "Volume" })),
  ...ingredientWeightUnits.map((unit) => ({ ...unit, kind: "weight" as const, group: "Weight" })),
];

/**
 * The unit of a key, or undefined.
 * @example ingredientUnit("gram")?.symbol // "g"
 */
export function ingredientUnit(key: string): KindedUnit | undefined {
  return ingredientUnits.find((unit) => unit.key === key);
}

export {
  ingredientCup,
  isCupUnit,
  kitchenCupNames,
  measuringSetUnits,
  portionUnits,
} from "../measures/volume/ingredient-units";
export { ingredientWeights } from "../measures/weight/ingredient-units";
