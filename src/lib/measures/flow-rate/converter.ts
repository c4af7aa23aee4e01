/** The flow rate converter: its units, defaults, input rule, formats and context line. */
import { flowRateUnits, type FlowRateUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const flowRateConverter = defineConverter<FlowRateUnitKey>({
  id: "flow-rate",
  measureName: "flow rate",
  units: flowRateUnits,
  defaultFrom: "liters_per_minute",
  defaultTo: "us_gallons_per_minute",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(flowRateUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
