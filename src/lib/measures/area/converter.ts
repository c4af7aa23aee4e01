/** The area converter: its units, defaults, input rule, formats and context line. */
import { areaUnits, type AreaUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const areaConverter = defineConverter<AreaUnitKey>({
  id: "area",
  measureName: "area",
  units: areaUnits,
  defaultFrom: "square_meter",
  defaultTo: "square_foot",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(areaUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
