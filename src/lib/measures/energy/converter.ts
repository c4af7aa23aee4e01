/** The energy converter: its units, defaults, input rule, formats and context line. */
import { energyUnits, type EnergyUnitKey } from "./units";
import { formatUpToSixDecimalsOrExponent } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith } from "../define-converter";

export const energyConverter = defineConverter<EnergyUnitKey>({
  id: "energy",
  measureName: "energy",
  units: energyUnits,
  defaultFrom: "kilowatt_hour",
  defaultTo: "joule",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(energyUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatUpToSixDecimalsOrExponent),
  hasContext: true,
});
