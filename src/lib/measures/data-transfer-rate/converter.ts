/** The data transfer rate converter: its units, defaults, input rule, formats and context line. */
import { dataTransferRateUnits, type DataTransferRateUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const dataTransferRateConverter = defineConverter<DataTransferRateUnitKey>({
  id: "data-transfer-rate",
  measureName: "data transfer rate",
  units: dataTransferRateUnits,
  defaultFrom: "megabits_per_second",
  defaultTo: "megabytes_per_second",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(dataTransferRateUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
