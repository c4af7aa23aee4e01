/** The force converter: its units, defaults, input rule, formats and context line. */
import { forceUnits, type ForceUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { signedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { anyNumber, defineConverter, formattedWith } from "../define-converter";

/** A force has a direction: a minus is a pull against a push, or a force the other way. */
export const forceConverter = defineConverter<ForceUnitKey>({
  id: "force",
  measureName: "force",
  units: forceUnits,
  defaultFrom: "pound_force",
  defaultTo: "newton",
  inputRule: signedConverterRule,
  convertUnits: (value, from, to) => convertWithin(forceUnits, value, from, to),
  validate: anyNumber,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
