/** The temperature converter: its units, defaults, input rule, formats and context line. */
import { temperatureUnits, type TemperatureUnitKey } from "./units";
import { convertTemperature } from "./convert";
import { formatTwoDecimalsWithSymbol } from "../../result-format";
import { signedConverterRule } from "../../input";
import { defineConverter, anyNumber, withGroup } from "../define-converter";

export const temperatureConverter = defineConverter<TemperatureUnitKey>({
  id: "temperature",
  measureName: "temperature",
  units: withGroup(temperatureUnits, null),
  defaultFrom: "celsius",
  defaultTo: "fahrenheit",
  inputRule: signedConverterRule,
  convertUnits: convertTemperature,
  validate: anyNumber,
  formatResult: (value, unit) => formatTwoDecimalsWithSymbol(value, unit.symbol),
  hasContext: true,
});
