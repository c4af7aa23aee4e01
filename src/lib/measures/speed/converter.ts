/** The speed converter: its units, defaults, input rule, formats and context line. */
import { speedUnits, type SpeedUnitKey } from "./units";
import { formatTwoDecimals } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const speedConverter = defineConverter<SpeedUnitKey>({
  id: "speed",
  measureName: "speed",
  units: speedUnits,
  defaultFrom: "kilometers_per_hour",
  defaultTo: "miles_per_hour",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(speedUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatTwoDecimals),
  hasContext: true,
});
