/**
 * How ingredient amounts are written: a weight or volume with its unit, and the measuring-set
 * line ("≈ ⅓ cup + 1 tbsp").
 */
import { formatTrimmed } from "../number-format";
import { withFractionGlyphs } from "../fraction-glyphs";
import { exact, product, quotient, toNumber } from "../measures/exact";
import { kitchenMeasureText, type KitchenScale } from "../measures/volume/kitchen-measures";
import { kitchenCupNames, measuringSetUnits, type KindedUnit } from "./units";

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
