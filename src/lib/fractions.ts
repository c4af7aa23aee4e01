/**
 * The fraction line under a converter's result: inches and feet as a tape measure reads them
 * (src/lib/measures/length/feet-and-inches.ts), cups and spoons as a measuring set measures them
 * (src/lib/measures/volume/kitchen-measures.ts), stones and pounds or pounds and ounces as a scale
 * reads them (src/lib/measures/weight/scale-reading.ts). Loaded with a converter's details, on
 * demand.
 */
import { fractionKind, type ConverterConfig } from "./measures/define-converter";
import { lengthInchText } from "./measures/length/feet-and-inches";
import { volumeKitchenText } from "./measures/volume/kitchen-measures";
import { scaleReadingText } from "./measures/weight/scale-reading";

/**
 * The fraction line under a converter's result, computed through the converter's own conversion
 * from the typed value; null where none applies or where it would only repeat `shownResult`.
 * @example converterFractionText(lengthConverter, 1.75, "meter", "foot", 5.74147, 16) // "≈ 5 ft 8 7/8 in"
 * @example converterFractionText(volumeConverter, 80, "milliliter", "cup", 0.33814, 16) // "≈ 1/3 cup"
 */
export function converterFractionText(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
  // The line comes from the typed value (exactly), not from the rounded result; kept for callers.
  _result: number,
  step: number,
  shownResult?: string,
): string | null {
  const kind = fractionKind(config, to);
  if (kind === "measuring-set") return volumeKitchenText(config, value, from, to, shownResult);
  if (kind === "scale") return scaleReadingText(config, value, from, to);
  return kind === "tape-measure"
    ? lengthInchText(config, value, from, to, step, shownResult)
    : null;
}
