/**
 * The values of the temperature pair pages' tables: from −40 °C (where the Celsius and Fahrenheit
 * scales meet) to water boiling, in the unit converted from.
 */
import { convertTemperature } from "./convert";
import type { TemperatureUnitKey } from "./units";

const celsiusPoints = [-40, -30, -20, -10, 0, 10, 20, 25, 30, 37, 40, 50, 60, 70, 80, 90, 100];

/**
 * The table's values in the unit converted from, each printed to 10 decimals at most (37 °C gives
 * 98.6 °F, not 98.60000000000001).
 * @example pairTableValues("fahrenheit")[0] // -40
 */
export function pairTableValues(from: string): readonly number[] {
  return celsiusPoints.map((celsius) =>
    Number(convertTemperature(celsius, "celsius", from as TemperatureUnitKey).toFixed(10)),
  );
}
