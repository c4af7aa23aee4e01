/** The power converter: its units, defaults, input rule, formats and context line. */
import { powerUnits, type PowerUnitKey } from "./units";
import { formatSixSignificantOrExponent } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const powerConverter = defineConverter<PowerUnitKey>({
  id: "power",
  measureName: "power",
  units: powerUnits,
  defaultFrom: "kilowatt",
  defaultTo: "horsepower",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(powerUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantOrExponent),
  hasContext: true,
});
