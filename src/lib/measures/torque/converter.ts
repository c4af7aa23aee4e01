/** The torque converter: its units, defaults, input rule, formats and context line. */
import { torqueUnits, type TorqueUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { signedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { anyNumber, defineConverter, formattedWith } from "../define-converter";

/** A torque has a sense of rotation: a minus turns the other way (clockwise against anticlockwise). */
export const torqueConverter = defineConverter<TorqueUnitKey>({
  id: "torque",
  measureName: "torque",
  units: torqueUnits,
  defaultFrom: "newton_meter",
  defaultTo: "pound_force_foot",
  inputRule: signedConverterRule,
  convertUnits: (value, from, to) => convertWithin(torqueUnits, value, from, to),
  validate: anyNumber,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
