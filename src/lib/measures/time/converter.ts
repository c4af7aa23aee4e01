/** The time converter: its units, defaults, input rule, formats and context line. */
import { timeUnits, type TimeUnitKey } from "./units";
import { formatShortDecimalOrSixSignificant } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const timeConverter = defineConverter<TimeUnitKey>({
  id: "time",
  measureName: "time",
  units: timeUnits,
  defaultFrom: "hours",
  defaultTo: "minutes",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(timeUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatShortDecimalOrSixSignificant),
  hasContext: true,
});
