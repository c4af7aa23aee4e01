/** The data storage converter: its units, defaults, input rule, formats and context line. */
import { dataStorageUnits, type DataStorageUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const dataStorageConverter = defineConverter<DataStorageUnitKey>({
  id: "data-storage",
  measureName: "data storage",
  units: dataStorageUnits,
  defaultFrom: "gigabyte",
  defaultTo: "megabyte",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(dataStorageUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantDigits),
});
