/** The angle converter: its units, defaults, input rule, formats and context line. */
import { angleUnits, type AngleUnitKey } from "./units";
import { convertAngle } from "./convert";
import { formatUpToSixDecimalsGrouped } from "../../result-format";
import { signedConverterRule } from "../../input";
import {
  defineConverter,
  anyNumber,
  formattedWith,
  contextLine,
  withGroup,
} from "../define-converter";

/** The spec's context line when there is no value. */
export const angleNoValueMessage = "Enter a value for context";

export const angleConverter = defineConverter<AngleUnitKey>({
  id: "angle",
  measureName: "angle",
  units: withGroup(angleUnits, null),
  defaultFrom: "degree",
  defaultTo: "radian",
  inputRule: signedConverterRule,
  convertUnits: convertAngle,
  validate: anyNumber,
  formatResult: formattedWith(formatUpToSixDecimalsGrouped),
  hasContext: true,
  contextWithoutValue: contextLine("Direction", angleNoValueMessage),
});
