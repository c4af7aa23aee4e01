/**
 * The tables of an ingredient's page: common kitchen amounts in grams and ounces, weights in US
 * cups (with the measuring-set line), and one cup of each kind in grams.
 */
import { withFractionGlyphs } from "../fraction-glyphs";
import { convertIngredientAmount } from "./convert";
import { gramsPerCup, type Ingredient } from "./define";
import { formatIngredientAmount, measuringSetLine } from "./texts";
import {
  ingredientCup,
  ingredientUnit,
  ingredientUnits,
  ingredientWeights,
  isCupUnit,
  kitchenCupNames,
  measuringSetUnits,
  portionUnits,
  type KindedUnit,
} from "./units";

const unitOf = (key: string): KindedUnit => {
  const unit = ingredientUnit(key);
  if (!unit) throw new Error(`No ingredient unit ${key}`);
  return unit;
};

const cup = unitOf(ingredientCup.key);
const tablespoon = unitOf(measuringSetUnits.tablespoon.key);
const teaspoon = unitOf(measuringSetUnits.teaspoon.key);
const stick = unitOf(portionUnits.stick.key);
const gram = unitOf(ingredientWeights.gram.key);
const ounce = unitOf(ingredientWeights.ounce.key);

/** An amount as a row names it, e.g. '⅓ cup', '1½ cups', '2 tbsp'. */
interface KitchenAmount {
  count: string;
  unit: KindedUnit;
}

const amount = (count: string, unit: KindedUnit): KitchenAmount => ({ count, unit });

const cupAmounts = ["1/8", "1/4", "1/3", "1/2", "2/3", "3/4", "1", "1 1/2", "2", "3", "4"].map(
  (count) => amount(count, cup),
);
const spoonAmounts = [
  amount("1/2", teaspoon),
  amount("1", teaspoon),
  amount("1", tablespoon),
  amount("2", tablespoon),
];
const stickAmounts = ["1/2", "1", "2", "4"].map((count) => amount(count, stick));

function countValue(count: string): number {
  return count
    .split(" ")
    .map((part) => {
      const [top = "0", bottom = "1"] = part.split("/");
      return Number(top) / Number(bottom);
    })
    .reduce((total, part) => total + part, 0);
}

function amountLabel({ count, unit }: KitchenAmount): string {
  const value = countValue(count);
  const cupName = value > 1 ? kitchenCupNames.plural : kitchenCupNames.singular;
  const name = unit === cup ? cupName : value > 1 ? unit.plural : unit.symbol;
  const shortName = unit === tablespoon || unit === teaspoon ? unit.symbol : name;
  return withFractionGlyphs(`${count} ${shortName}`);
}

export interface AmountRow {
  /** e.g. '⅓ cup'. */
  amount: string;
  grams: string;
  ounces: string;
}

/**
 * Common kitchen amounts of an ingredient in grams and ounces: spoons first for an ingredient
 * measured by the spoon (its figure is per spoon), else cups from ⅛ to 4 and then spoons; sticks
 * for butter.
 * @example amountRows(flour)[6] // { amount: "1 cup", grams: "120 g", ounces: "4.23 oz" }
 */
export function amountRows(ingredient: Ingredient): AmountRow[] {
  const density = gramsPerCup(ingredient);
  const bySpoon = ingredient.citation.portion.unit !== portionUnits.cup;
  const amounts = bySpoon
    ? [...spoonAmounts, ...cupAmounts.slice(0, 7)]
    : [...cupAmounts, ...spoonAmounts.slice().reverse()];
  if (ingredient.inSticks) amounts.push(...stickAmounts);
  return amounts.map((row) => {
    const value = countValue(row.count);
    return {
      amount: amountLabel(row),
      grams: formatIngredientAmount(convertIngredientAmount(value, row.unit, gram, density), gram),
      ounces: formatIngredientAmount(
        convertIngredientAmount(value, row.unit, ounce, density),
        ounce,
      ),
    };
  });
}

export interface WeightRow {
  /** e.g. '100 g'. */
  weight: string;
  /** The weight in US cups, e.g. '0.83 US cups'. */
  cups: string;
  /** As a measuring set measures it, e.g. '≈ ¾ cup + 2 tbsp'; null where the cups say it. */
  measure: string | null;
}

const weightAmounts = [25, 50, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000];

/**
 * Weights from 25 g to 1 kg of an ingredient in US cups, each with its measuring-set line.
 * @example weightRows(flour)[2] // { weight: "100 g", cups: "0.83 US cups", measure: "≈ ¾ cup + 5 tsp" }
 */
export function weightRows(ingredient: Ingredient): WeightRow[] {
  const density = gramsPerCup(ingredient);
  return weightAmounts.map((grams) => {
    const cups = convertIngredientAmount(grams, gram, cup, density);
    return {
      weight: grams === 1000 ? "1 kg" : formatIngredientAmount(grams, gram),
      cups: formatIngredientAmount(cups, cup),
      measure: measuringSetLine(cups, cup),
    };
  });
}

export interface CupRow {
  /** The cup, e.g. 'Metric cup (250 mL)'. */
  cup: string;
  grams: string;
}

/**
 * One cup of each kind (US, metric, UK, Japanese) of an ingredient in grams.
 * @example cupRows(flour)[1] // { cup: "Metric cups (250 mL)", grams: "126.8 g" }
 */
export function cupRows(ingredient: Ingredient): CupRow[] {
  const density = gramsPerCup(ingredient);
  return ingredientUnits
    .filter((unit) => unit.kind === "volume" && isCupUnit(unit))
    .map((unit) => ({
      cup: unit.label,
      grams: formatIngredientAmount(convertIngredientAmount(1, unit, gram, density), gram),
    }));
}
