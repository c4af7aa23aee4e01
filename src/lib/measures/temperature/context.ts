/** The temperature context band of the spec (section 9, context bands). */
import type { TemperatureUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { convertTemperature } from "./convert";
import type { ContextTone, TemperatureIcon } from "../context-types";

export interface TemperatureBand {
  label: string;
  tone: ContextTone;
  icon: TemperatureIcon;
}

/**
 * The banner for a value below absolute zero (0 K, −273.15 °C, −459.67 °F): not a temperature
 * anything can have, so it takes the place of the spec's bands.
 */
export const belowAbsoluteZero: TemperatureBand = {
  label: "Below absolute zero (0 K): no temperature can be this low. Check the value and its unit.",
  tone: "rose",
  icon: "snowflake",
};

/**
 * The temperature banner for a temperature in °C (the result converted to Celsius). Thresholds:
 * at or below 0, up to 10, 20, 25, 35, 40; 100 or more; otherwise very hot.
 * @example temperatureBand(22).label // "Room temperature: comfortable indoors."
 */
export function temperatureBand(celsius: number): TemperatureBand {
  if (celsius <= 0) {
    return {
      label: "Freezing point of water or below: water turns to ice.",
      tone: "blue",
      icon: "snowflake",
    };
  }
  if (celsius <= 10) {
    return {
      label: "Very cold: coat and gloves weather.",
      tone: "sky",
      icon: "snowflake",
    };
  }
  if (celsius <= 20)
    return { label: "Cool: light-jacket weather.", tone: "teal", icon: "thermometer" };
  if (celsius <= 25) {
    return { label: "Room temperature: comfortable indoors.", tone: "green", icon: "thermometer" };
  }
  if (celsius <= 35) return { label: "Warm: a summer day.", tone: "amber", icon: "thermometer" };
  if (celsius <= 40) {
    return { label: "Hot: heatwave conditions.", tone: "orange", icon: "thermometer" };
  }
  if (celsius >= 100) {
    return {
      label: "Boiling point of water or above: water boils at sea level.",
      tone: "rose",
      icon: "flame",
    };
  }
  return { label: "Very hot: hotter than any weather, like a sauna.", tone: "red", icon: "flame" };
}

/**
 * The context line of a temperature conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({
  value,
  from,
  result,
  to,
}: Conversion<TemperatureUnitKey>): ConverterContext {
  const band =
    convertTemperature(value, from, "kelvin") < 0
      ? belowAbsoluteZero
      : temperatureBand(convertTemperature(result, to, "celsius"));
  return { ...contextLine("Temperature feel", band.label), tone: band.tone, icon: band.icon };
}
