/** The fuel economy converter: its units, defaults, input rule, formats and context line. */
import { fuelEconomyUnits, type FuelEconomyUnitKey } from "./units";
import { convertFuelEconomy, toLitersPer100Km } from "./convert";
import { fuelRating } from "./context";
import { formatFuelEconomyListValue, formatFuelEconomyResult } from "../../result-format";
import { fuelEconomyRule } from "../../input";
import { messages } from "../../messages";
import { defineConverter, formattedWith, contextLine } from "../define-converter";

export const fuelEconomyConverter = defineConverter<FuelEconomyUnitKey>({
  id: "fuel-economy",
  measureName: "fuel economy",
  units: fuelEconomyUnits,
  defaultFrom: "mpg_us",
  defaultTo: "l_per_100km",
  inputRule: fuelEconomyRule,
  convertUnits: convertFuelEconomy,
  validate: (value) => (value > 0 ? null : messages.invalidInput),
  formatResult: formattedWith(formatFuelEconomyResult),
  formatListValue: formattedWith(formatFuelEconomyListValue),
  context: ({ value, from }) => {
    const rating = fuelRating(toLitersPer100Km(value, from) ?? Number.POSITIVE_INFINITY);
    return {
      ...contextLine("Fuel rating", rating.description),
      tone: rating.tone,
      rating: rating.rating,
    };
  },
});
