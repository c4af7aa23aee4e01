/** The acceleration converter: its units, defaults, input rule, formats and context line. */
import { accelerationUnits, type AccelerationUnitKey } from "./units";
import { formatSixSignificantDigits } from "../../result-format";
import { signedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { anyNumber, defineConverter, formattedWith } from "../define-converter";

/** An acceleration has a direction: a minus is braking, or acceleration the other way. */
export const accelerationConverter = defineConverter<AccelerationUnitKey>({
  id: "acceleration",
  measureName: "acceleration",
  units: accelerationUnits,
  defaultFrom: "standard_gravity",
  defaultTo: "meter_per_second_squared",
  inputRule: signedConverterRule,
  convertUnits: (value, from, to) => convertWithin(accelerationUnits, value, from, to),
  validate: anyNumber,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
