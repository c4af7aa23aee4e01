/** The density converter: its units, defaults, input rule, formats and context line. */
import { densityUnits, type DensityUnitKey } from "./units";
import { formatSixSignificantOrExponent } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

/** A density is a mass per volume, never below zero: the field takes no minus. */
export const densityConverter = defineConverter<DensityUnitKey>({
  id: "density",
  measureName: "density",
  units: densityUnits,
  defaultFrom: "gram_per_cubic_centimeter",
  defaultTo: "kilogram_per_cubic_meter",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(densityUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantOrExponent),
  hasContext: true,
});
