/**
 * Weights as a bathroom or kitchen scale reads them: stones and pounds (11 st 0.3 lb), pounds and
 * ounces (2 lb 3.3 oz), the smaller unit to a tenth. The ratios come from the unit table (14 lb a
 * stone, 16 oz a pound); a line says "≈" when it is rounded.
 */
import type { ConverterConfig } from "../define-converter";
import type { MassUnitKey } from "./units";

/** The unit a result is in, and the smaller unit its mixed form goes down to. */
const scaleParts: Partial<Record<string, { larger: MassUnitKey; smaller: MassUnitKey }>> = {
  stone: { larger: "stone", smaller: "pound" },
  pound: { larger: "pound", smaller: "ounce" },
};

const tenths = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/**
 * The mixed form under a weight converter's result in stones or pounds, from the typed value; null
 * for other units, and where it would only repeat the result (a whole number of the unit).
 * @example scaleReadingText(weightConverter, 70, "kilogram", "stone") // "≈ 11 st 0.3 lb"
 * @example scaleReadingText(weightConverter, 1, "kilogram", "pound") // "≈ 2 lb 3.3 oz"
 */
export function scaleReadingText(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
): string | null {
  const parts = scaleParts[to];
  if (!parts) return null;
  const larger = config.units.find((unit) => unit.key === parts.larger);
  const smaller = config.units.find((unit) => unit.key === parts.smaller);
  const inSmaller = config.convert(value, from, parts.smaller);
  const perLarger = config.convert(1, parts.larger, parts.smaller);
  if (!larger || !smaller || inSmaller === null || perLarger === null) return null;
  const tenthsInSmaller = Math.round(inSmaller * 10);
  const tenthsPerLarger = Math.round(perLarger * 10);
  if (!(tenthsInSmaller > 0) || !Number.isSafeInteger(tenthsInSmaller)) return null;
  const whole = Math.floor(tenthsInSmaller / tenthsPerLarger);
  const rest = (tenthsInSmaller - whole * tenthsPerLarger) / 10;
  if (rest === 0) return null;
  const rounded = Math.abs(tenthsInSmaller / 10 - inSmaller) > 1e-9 * Math.max(1, inSmaller);
  const text = [
    whole > 0 ? `${tenths.format(whole)} ${larger.symbol}` : "",
    `${tenths.format(rest)} ${smaller.symbol}`,
  ]
    .filter(Boolean)
    .join(" ");
  return `${rounded ? "≈ " : ""}${text}`;
}
