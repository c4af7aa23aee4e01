/** The fuel economy converter: its units, defaults, input rule, formats and context line. */
import { fuelEconomyUnits, type FuelEconomyUnitKey } from "./units";
import { convertFuelEconomy } from "./convert";
import { formatTwoDecimals, formatUpToTwoDecimals } from "../../result-format";
import { fuelEconomyRule } from "../../input";
import { messages } from "../../messages";
import { defineConverter, formattedWith } from "../define-converter";

export const fuelEconomyConverter = defineConverter<FuelEconomyUnitKey>({
  id: "fuel-economy",
  measureName: "fuel economy",
  units: fuelEconomyUnits,
  defaultFrom: "mpg_us",
  defaultTo: "l_per_100km",
  inputRule: fuelEconomyRule,
  convertUnits: convertFuelEconomy,
  validate: (value) => (value > 0 ? null : messages.invalidInput),
  formatResult: formattedWith(formatUpToTwoDecimals),
  formatListValue: formattedWith(formatTwoDecimals),
  hasContext: true,
});
