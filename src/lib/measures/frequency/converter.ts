/** The frequency converter: its units, defaults, input rule, formats and context line. */
import { frequencyUnits, type FrequencyUnitKey } from "./units";
import { convertFrequency } from "./convert";
import { formatSixSignificantDigits } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const frequencyConverter = defineConverter<FrequencyUnitKey>({
  id: "frequency",
  measureName: "frequency",
  units: frequencyUnits,
  defaultFrom: "hertz",
  defaultTo: "rpm",
  inputRule: unsignedConverterRule,
  convertUnits: convertFrequency,
  validate: notNegative,
  formatResult: formattedWith(formatSixSignificantDigits),
  hasContext: true,
});
