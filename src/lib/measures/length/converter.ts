/** The length converter: its units, defaults, input rule, formats and context line. */
import { lengthDefaultFrom, lengthDefaultTo, lengthUnits, type LengthUnitKey } from "./units";
import { formatUpToSixDecimals } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";
import { footUnitKey, inchUnitKey } from "./fraction-steps";

export const lengthConverter = defineConverter<LengthUnitKey>({
  id: "length",
  measureName: "length",
  units: lengthUnits,
  defaultFrom: lengthDefaultFrom,
  defaultTo: lengthDefaultTo,
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(lengthUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatUpToSixDecimals),
  fractionUnits: { [inchUnitKey]: "tape-measure", [footUnitKey]: "tape-measure" },
});
