/** What only the temperature pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { TemperatureUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { temperatureFormulas } from "./formulas";
import { pairTableValues } from "./pair-values";

/** Where each temperature scale is used: a paragraph for its pair pages. */
export const unitUses = {
  celsius:
    "The Celsius scale puts the freezing point of water at 0 °C and its boiling point at sea level at about 100 °C. Almost every country uses it for weather, cooking, fevers and thermostats, and a step of one degree Celsius is exactly the size of one kelvin.",
  fahrenheit:
    "On the Fahrenheit scale water freezes at 32 °F and boils at 212 °F, so 180 degrees span the range that Celsius divides into 100. It remains the everyday scale of the United States and a few other places, such as the Bahamas, Belize and the Cayman Islands, for weather, ovens and thermostats.",
  kelvin:
    "The kelvin is the SI base unit of temperature. Its scale starts at absolute zero (0 K, −273.15 °C) and climbs in steps the size of a degree Celsius. Physics, chemistry and engineering use kelvins, and the colour temperature of light bulbs, such as 2,700 K for warm white, is given in kelvins too.",
} as const satisfies Readonly<Record<TemperatureUnitKey, string>>;

export const about: MeasureAbout = {
  tool,
  unitUses,
  referenceCard,
  pairTableValues,
  pairFormula: (from, to) => {
    const formula = temperatureFormulas[`${from}-${to}` as keyof typeof temperatureFormulas];
    return formula && { symbols: formula.symbols, instruction: formula.words };
  },
};
