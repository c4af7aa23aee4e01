/** The angle converter: its units, defaults, input rule, formats and context line. */
import { angleUnits, type AngleUnitKey } from "./units";
import { convertAngle } from "./convert";
import { angleDirection } from "./context";
import { formatAngleResult } from "../../result-format";
import { signedConverterRule } from "../../input";
import {
  defineConverter,
  anyNumber,
  formattedWith,
  contextLine,
  withGroup,
} from "../define-converter";

export const angleConverter = defineConverter<AngleUnitKey>({
  id: "angle",
  measureName: "angle",
  units: withGroup(angleUnits, null),
  defaultFrom: "degree",
  defaultTo: "radian",
  inputRule: signedConverterRule,
  convertUnits: convertAngle,
  validate: anyNumber,
  formatResult: formattedWith(formatAngleResult),
  context: ({ value, from }) =>
    contextLine("Direction", angleDirection(convertAngle(value, from, "degree"))),
  contextWithoutValue: contextLine("Direction", angleDirection(null)),
});
