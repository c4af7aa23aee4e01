/**
 * The context line of every measure that has one, by converter. Only the converters' details
 * (src/components/converters/ConverterDetails.tsx) and the server read this, so a page downloads
 * its context bands when the visitor first interacts, not with the page.
 */
import type {
  ConverterConfig,
  ConverterContext,
  ConverterId,
  Conversion,
} from "./define-converter";
import { temperatureContext } from "./temperature/context";
import { speedContext } from "./speed/context";
import { areaContext } from "./area/context";
import { pressureContext } from "./pressure/context";
import { energyContext } from "./energy/context";
import { powerContext } from "./power/context";
import { angleContext } from "./angle/context";
import { fuelEconomyContext } from "./fuel-economy/context";

// Each function takes its own measure's unit keys; conversionContext checks them first.
type AnyContext = (conversion: Conversion<never>) => ConverterContext;
const contexts: Partial<Record<ConverterId, AnyContext>> = {
  temperature: temperatureContext,
  speed: speedContext,
  area: areaContext,
  pressure: pressureContext,
  energy: energyContext,
  power: powerContext,
  angle: angleContext,
  "fuel-economy": fuelEconomyContext,
};

/**
 * The context line of a conversion, or null when its converter has none (or the units are not its).
 * @example conversionContext(converters.speed, { value: 40, from: "kilometers_per_hour", to: "knots", result: 21.6, resultText: "21.6 kn" })?.heading // "Speed context"
 */
export function conversionContext(
  config: ConverterConfig,
  conversion: Conversion<string>,
): ConverterContext | null {
  const context = contexts[config.id];
  if (!context || !config.isUnit(conversion.from) || !config.isUnit(conversion.to)) return null;
  return context(conversion as Conversion<never>);
}
