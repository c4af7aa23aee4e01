/** The fuel economy converter: its units, defaults, input rule, formats and context line. */
import { fuelEconomyUnits, type FuelEconomyUnitKey } from "./units";
import { convertFuelEconomy } from "./convert";
import { formatTwoDecimals, formatUpToTwoDecimals } from "../../result-format";
import type { InputRule } from "../../input";
import { messages } from "../../messages";
import { defineConverter, formattedWith } from "../define-converter";

/** Fuel economy: digits and a decimal point, 10 characters. */
export const fuelEconomyRule: InputRule = {
  maxLength: 10,
  allowMinus: false,
  allowDecimal: true,
  tooLongMessage: messages.max10Digits,
};

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
