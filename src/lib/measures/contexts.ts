/**
 * The context line of every measure that has one, by converter. Only the converters' details
 * (src/components/converters/ConverterDetails.tsx) and the server read this, so a page downloads
 * its context bands when the visitor first interacts, not with the page.
 */
import type { ConverterConfig, ConverterContext, Conversion } from "./define-converter";

// Each function takes its own measure's unit keys; conversionContext checks them first.
type AnyContext = (conversion: Conversion<never>) => ConverterContext;
const contextLines: Readonly<Partial<Record<string, AnyContext>>> = import.meta.glob(
  "./*/context.ts",
  { eager: true, import: "measureContext" },
);

/**
 * The context line of a conversion, or null when its converter has none (or the units are not its).
 * @example conversionContext(converters.speed, { value: 40, from: "kilometers_per_hour", to: "knots", result: 21.6, resultText: "21.6 kn" })?.heading // "Speed context"
 */
export function conversionContext(
  config: ConverterConfig,
  conversion: Conversion<string>,
): ConverterContext | null {
  const context = contextLines[`./${config.id}/context.ts`];
  if (!context || !config.isUnit(conversion.from) || !config.isUnit(conversion.to)) return null;
  return context(conversion as Conversion<never>);
}
