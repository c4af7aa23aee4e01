/** The pressure converter: its units, defaults, input rule, formats and context line. */
import { pressureUnits, type PressureUnitKey } from "./units";
import { formatSixSignificantOrExponent } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const pressureConverter = defineConverter<PressureUnitKey>({
  id: "pressure",
  measureName: "pressure",
  units: pressureUnits,
  defaultFrom: "psi",
  defaultTo: "bar",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(pressureUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantOrExponent),
  hasContext: true,
});
