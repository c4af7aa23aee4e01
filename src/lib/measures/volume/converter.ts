/** The volume converter: its units, defaults, input rule, formats and context line. */
import { volumeUnits, type VolumeUnitKey } from "./units";
import { formatUpToSixDecimals } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";
import { kitchenUnitKeys } from "./kitchen-units";

export const volumeConverter = defineConverter<VolumeUnitKey>({
  id: "volume",
  measureName: "volume",
  units: volumeUnits,
  defaultFrom: "liter",
  defaultTo: "gallon",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(volumeUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatUpToSixDecimals),
  fractionUnits: Object.fromEntries(kitchenUnitKeys.map((key) => [key, "measuring-set"] as const)),
});
