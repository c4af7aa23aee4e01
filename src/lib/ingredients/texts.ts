/**
 * How ingredient amounts and answers are written: a weight or volume with its unit, the
 * measuring-set line ("≈ ⅓ cup + 1 tbsp"), the answer's lines and the figure it rests on.
 */
import { formatTrimmed } from "../number-format";
import { withFractionGlyphs } from "../fraction-glyphs";
import { exact, product, quotient, toNumber } from "../measures/exact";
import { kitchenMeasureText, type KitchenScale } from "../measures/volume/kitchen-measures";
import { figureGrams, type Ingredient } from "./define";
import { ingredientSources } from "./sources";
import { ingredientCup, kitchenCupNames, measuringSetUnits, type KindedUnit } from "./units";

/** Decimals an amount is shown to in a unit: a gram to 0.1, a cup or an ounce to 0.01. */
function decimalsFor(unit: KindedUnit, value: number): number {
  if (unit.symbol === "g" || unit.symbol === "mL") return Math.abs(value) < 1 ? 2 : 1;
  if (unit.symbol === "kg" || unit.symbol === "L" || unit.symbol === "lb") return 3;
  return 2;
}

/**
 * An amount with its unit, singular for exactly 1: a weight or metric volume by its symbol, a cup
 * or spoon by its name.
 * @example formatIngredientAmount(113.5, gram) // "113.5 g"
 * @example formatIngredientAmount(2, usCup) // "2 US cups"
 */
export function formatIngredientAmount(value: number, unit: KindedUnit): string {
  const number = formatTrimmed(value, decimalsFor(unit, value), true);
  const bySymbol = unit.kind === "weight" || /^(?:mL|dL|L)$/.test(unit.symbol);
  if (bySymbol) return `${number} ${unit.symbol}`;
  return `${number} ${number === "1" ? unit.singular : unit.plural}`;
}

const teaspoonsPer = (
  unit: KindedUnit | (typeof measuringSetUnits)[keyof typeof measuringSetUnits],
) => toNumber(quotient(unit.exact, measuringSetUnits.teaspoon.exact));

/** The US measuring set, for kitchen lines. */
const measuringSet: KitchenScale = {
  teaspoonsPer: {
    cup: teaspoonsPer(measuringSetUnits.cup),
    tablespoon: teaspoonsPer(measuringSetUnits.tablespoon),
    teaspoon: 1,
  },
  symbols: {
    cup: kitchenCupNames.singular,
    tablespoon: measuringSetUnits.tablespoon.symbol,
    teaspoon: measuringSetUnits.teaspoon.symbol,
  },
};

/**
 * An amount in US cups, tablespoons or teaspoons as a US measuring set measures it, with fraction
 * characters ("≈ ⅓ cup + 1 tbsp"); null for other units, and where it adds nothing (a whole
 * number of cups) or rounds to nothing.
 * @example measuringSetLine(0.375, usCup) // "¼ cup + 2 tbsp"
 */
export function measuringSetLine(value: number, unit: KindedUnit): string | null {
  const setUnit = Object.values(measuringSetUnits).find((candidate) => candidate.key === unit.key);
  if (!setUnit || !Number.isFinite(value)) return null;
  const teaspoons = toNumber(
    product(exact(value), quotient(unit.exact, measuringSetUnits.teaspoon.exact)),
  );
  const line = kitchenMeasureText(teaspoons, setUnit.key, measuringSet);
  return line && withFractionGlyphs(line);
}

/**
 * The measure an ingredient's figure is for, as a heading says it: '1 cup', '1 teaspoon'.
 * @example figureMeasure(butter) // "1 cup"
 */
export function figureMeasure(ingredient: Ingredient): string {
  const { count, unit } = ingredient.citation.portion;
  const name = unit.key === ingredientCup.key ? kitchenCupNames.singular : unit.singular;
  return `${formatTrimmed(count, 3)} ${count === 1 ? name : `${name}s`}`;
}

/**
 * An ingredient's headline: its figure as a sentence.
 * @example ingredientHeadline(flour) // "1 cup of all-purpose flour = 120 g"
 */
export function ingredientHeadline(ingredient: Ingredient): string {
  return `${figureMeasure(ingredient)} of ${ingredient.name} = ${figureGrams(ingredient)} g`;
}

/**
 * The line an answer rests on: the figure, how the cup is filled, and whose figure it is.
 * @example figureNote(flour) // "Based on 1 US cup of all-purpose flour = 120 g, spooned into the cup and levelled, not scooped or sifted (King Arthur Baking)."
 */
export function figureNote(ingredient: Ingredient): string {
  const { count, unit } = ingredient.citation.portion;
  const measure = `${formatTrimmed(count, 3)} ${count === 1 ? unit.singular : unit.plural}`;
  const source = ingredientSources[ingredient.citation.source].short;
  const basis = ingredient.kitchenFigure ? "the cooking table's figure" : source;
  return `Based on ${measure} of ${ingredient.name} = ${figureGrams(ingredient)} g, ${ingredient.filled} (${basis}).`;
}
