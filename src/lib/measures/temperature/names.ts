/** What temperature units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { TemperatureUnitKey } from "./units";

/** What the temperature scales are called and how people write them. */
export const temperatureUnitNames = {
  celsius: {
    singular: "degree Celsius",
    plural: "degrees Celsius",
    heading: "Celsius",
    aliases: [
      "c",
      "°c",
      "deg c",
      "degc",
      "degree c",
      "degrees c",
      "celsius",
      "celcius",
      "celsuis",
      "centigrade",
      "degrees centigrade",
    ],
    counterpart: "fahrenheit",
  },
  fahrenheit: {
    singular: "degree Fahrenheit",
    plural: "degrees Fahrenheit",
    heading: "Fahrenheit",
    aliases: [
      "f",
      "°f",
      "deg f",
      "degf",
      "degree f",
      "degrees f",
      "fahrenheit",
      "farenheit",
      "fahrenheight",
      "farenheight",
      "fahrenhiet",
    ],
    counterpart: "celsius",
  },
  kelvin: {
    singular: "kelvin",
    plural: "kelvins",
    heading: "Kelvin",
    aliases: ["k", "°k", "degree kelvin", "degrees kelvin", "deg k"],
    counterpart: "celsius",
  },
} as const satisfies UnitNamesOf<TemperatureUnitKey>;

/** How people name temperature units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: temperatureUnitNames, temperatureScales: true };
