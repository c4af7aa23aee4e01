/**
 * The measuring-set line under a cooking result in cups, tablespoons or teaspoons, loaded on
 * demand: the page's default results (millilitres, kilograms) have none.
 */
import { cookingFractionText } from "../../lib/cooking/fraction";
import { earlyStale } from "../ui/early-answer-props";

/**
 * The line, or nothing where it would add nothing to the result as shown.
 * @example <KitchenLine value={0.375} unitKey="cup" shownResult="0.375 cup" />
 */
export default function KitchenLine({
  value,
  unitKey,
  shownResult,
}: {
  value: number;
  unitKey: string;
  shownResult: string;
}) {
  const line = cookingFractionText(value, unitKey, shownResult);
  return (
    line && (
      <p
        data-testid="result-fraction"
        className="mt-1 text-lg font-semibold text-ink"
        {...earlyStale}
      >
        {line}
      </p>
    )
  );
}
