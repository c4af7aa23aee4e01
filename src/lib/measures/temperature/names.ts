/** What temperature units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
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

/** Where each temperature scale is used: a paragraph for its pair pages. */
export const unitUses = {
  celsius:
    "The Celsius scale puts the freezing point of water at 0 °C and its boiling point at sea level at about 100 °C. Almost every country uses it for weather, cooking, fevers and thermostats, and a step of one degree Celsius is exactly the size of one kelvin.",
  fahrenheit:
    "On the Fahrenheit scale water freezes at 32 °F and boils at 212 °F, so 180 degrees span the range that Celsius divides into 100. It remains the everyday scale of the United States and a few other places, such as the Bahamas, Belize and the Cayman Islands, for weather, ovens and thermostats.",
  kelvin:
    "The kelvin is the SI base unit of temperature. Its scale starts at absolute zero (0 K, −273.15 °C) and climbs in steps the size of a degree Celsius. Physics, chemistry and engineering use kelvins, and the colour temperature of light bulbs, such as 2,700 K for warm white, is given in kelvins too.",
} as const satisfies Readonly<Record<TemperatureUnitKey, string>>;
