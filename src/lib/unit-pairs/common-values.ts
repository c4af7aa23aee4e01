/**
 * The values in the table of common conversions on each pair page: a range that fits the measure
 * and the unit converted from.
 */
import type { AngleUnitKey } from "../measures/angle/units";
import { convertAngle } from "../measures/angle/convert";
import type { ConverterId } from "../measures/define-converter";
import type { TemperatureUnitKey } from "../measures/temperature/units";
import { convertTemperature } from "../measures/temperature/convert";

const everyday = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100, 1000];

/** Temperatures from −40 °C (where the Celsius and Fahrenheit scales meet) to water boiling. */
const celsiusPoints = [-40, -30, -20, -10, 0, 10, 20, 25, 30, 37, 40, 50, 60, 70, 80, 90, 100];

/** Familiar angles, in degrees. */
const degreePoints = [0, 15, 30, 45, 60, 90, 120, 135, 180, 270, 360];

/** Values in one unit, per unit, for measures where what is typical depends on the unit. */
const fuelEconomyValues: Record<string, readonly number[]> = {
  mpg_us: [10, 15, 20, 25, 30, 35, 40, 45, 50, 60],
  mpg_imperial: [10, 15, 20, 25, 30, 35, 40, 45, 50, 60],
  l_per_100km: [3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20],
  km_per_l: [5, 8, 10, 12, 15, 18, 20, 25, 30],
};

/** A converted anchor printed to 10 decimals at most, so 37 °C gives 98.6 °F and not 98.60000000000001. */
function tidy(value: number): number {
  return Number(value.toFixed(10));
}

/**
 * The values of a pair page's table, in the unit converted from.
 * @example commonValues("length", "meter") // [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100, 1000]
 * @example commonValues("temperature", "fahrenheit")[0] // -40
 */
export function commonValues(measure: ConverterId, from: string): readonly number[] {
  switch (measure) {
    case "temperature":
      return celsiusPoints.map((celsius) =>
        tidy(convertTemperature(celsius, "celsius", from as TemperatureUnitKey)),
      );
    case "angle":
      return degreePoints.map((degrees) =>
        tidy(convertAngle(degrees, "degree", from as AngleUnitKey)),
      );
    case "fuel-economy":
      return fuelEconomyValues[from] ?? everyday;
    case "data-storage":
      return [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
    case "speed":
      return [1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 100, 120, 150, 200];
    default:
      return everyday;
  }
}
