/** The speed context band of the spec (section 9, context bands). */
import type { SpeedUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { speedUnits } from "./units";
import { convertWithin } from "../linear";

/**
 * What a speed in km/h compares to. Bands: up to 5, 25, 50, 120, 300, 900; above that supersonic.
 * @example speedBand(40) // "City driving: about the speed of traffic in town."
 */
export function speedBand(kilometersPerHour: number): string {
  if (kilometersPerHour <= 5) return "Walking speed: about as fast as a person on foot.";
  if (kilometersPerHour <= 25) return "Cycling speed: about as fast as a bicycle.";
  if (kilometersPerHour <= 50) return "City driving: about the speed of traffic in town.";
  if (kilometersPerHour <= 120) return "Highway driving: about the speed of cars on an open road.";
  if (kilometersPerHour <= 300) return "High-speed train: faster than any car on a public road.";
  if (kilometersPerHour <= 900)
    return "Commercial aircraft: about the speed of an airliner in flight.";
  return "Supersonic speed: near or beyond the speed of sound.";
}

/**
 * The context line of a speed conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({ value, from }: Conversion<SpeedUnitKey>): ConverterContext {
  return contextLine(
    "Speed context",
    speedBand(convertWithin(speedUnits, value, from, "kilometers_per_hour")),
  );
}
