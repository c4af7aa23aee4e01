/** The weight converter: its units, defaults, input rule, formats and context line. */
import { massUnits, type MassUnitKey } from "./units";
import { formatUpToSixDecimals } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const weightConverter = defineConverter<MassUnitKey>({
  id: "weight",
  measureName: "weight",
  units: massUnits,
  defaultFrom: "kilogram",
  defaultTo: "pound",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(massUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatUpToSixDecimals),
  // Under a result in stones or pounds, the mixed form a scale shows (scale-reading.ts).
  fractionUnits: { stone: "scale", pound: "scale" },
});
