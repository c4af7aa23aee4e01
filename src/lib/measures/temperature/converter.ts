/** The temperature converter: its units, defaults, input rule, formats and context line. */
import { temperatureUnits, type TemperatureUnitKey } from "./units";
import { convertTemperature } from "./convert";
import { temperatureBand } from "./context";
import { formatTemperatureResult } from "../../result-format";
import { signedConverterRule } from "../../input";
import { defineConverter, anyNumber, contextLine, withGroup } from "../define-converter";

export const temperatureConverter = defineConverter<TemperatureUnitKey>({
  id: "temperature",
  measureName: "temperature",
  units: withGroup(temperatureUnits, null),
  defaultFrom: "celsius",
  defaultTo: "fahrenheit",
  inputRule: signedConverterRule,
  convertUnits: convertTemperature,
  validate: anyNumber,
  formatResult: (value, unit) => formatTemperatureResult(value, unit.symbol),
  context: ({ result, to }) => {
    const band = temperatureBand(convertTemperature(result, to, "celsius"));
    return { ...contextLine("Temperature feel", band.label), tone: band.tone, icon: band.icon };
  },
});
