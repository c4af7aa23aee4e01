/**
 * How ingredient amounts are written: a weight or volume with its unit, and the measuring-set
 * line ("≈ ⅓ cup + 1 tbsp").
 */
import { formatTrimmed } from "../number-format";
import { withFractionGlyphs } from "../fraction-glyphs";
import { exact, product, quotient, toNumber } from "../measures/exact";
import { kitchenMeasureText, type KitchenScale } from "../measures/volume/kitchen-measures";
import { kitchenCupNames, measuringSetUnits, type KindedUnit } from "./units";

/**
 * An amount with its unit, singular for exactly 1: by the unit's symbol or its name, to its
 * decimals (at least two below 1), as the unit's definition says.
 * @example formatIngredientAmount(113.5, gram) // "113.5 g"
 * @example formatIngredientAmount(2, usCup) // "2 US cups"
 */
export function formatIngredientAmount(value: number, unit: KindedUnit): string {
  const decimals = Math.abs(value) < 1 ? Math.max(unit.decimals, 2) : unit.decimals;
  const number = formatTrimmed(value, decimals, true);
  if (unit.bySymbol) return `${number} ${unit.symbol}`;
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
