/**
 * The context line of a conversion, from its measure's context function (the measure object's
 * `context` part, which the converter's details load with their own code).
 */
import type { ConverterConfig, ConverterContext, Conversion } from "./define-converter";
import type { MeasureContext } from "./measure";

/**
 * The context line of a conversion, or null when its measure has none (or the units are not its).
 * @example conversionContext(speedContext, speedConverter, { value: 40, from: "kilometers_per_hour", to: "knots", result: 21.6, resultText: "21.6 kn" })?.heading // "Speed context"
 */
export function conversionContext(
  context: MeasureContext | null,
  config: ConverterConfig,
  conversion: Conversion<string>,
): ConverterContext | null {
  if (!context || !config.isUnit(conversion.from) || !config.isUnit(conversion.to)) return null;
  // Each measure's function takes its own unit keys, checked just above.
  return context(conversion as Conversion<never>);
}
