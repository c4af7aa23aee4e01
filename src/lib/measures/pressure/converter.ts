/** The pressure converter: its units, defaults, input rule, formats and context line. */
import { pressureUnits, type PressureUnitKey } from "./units";
import { pressureBand } from "./context";
import { formatPressureOrPowerResult, withUnitSymbol } from "../../result-format";
import { unsignedConverterRule } from "../../input";
import { convertWithin } from "../linear";
import { defineConverter, notNegative, formattedWith, contextLine } from "../define-converter";

export const pressureConverter = defineConverter<PressureUnitKey>({
  id: "pressure",
  measureName: "pressure",
  units: pressureUnits,
  defaultFrom: "psi",
  defaultTo: "bar",
  inputRule: unsignedConverterRule,
  convertUnits: (value, from, to) => convertWithin(pressureUnits, value, from, to),
  validate: notNegative,
  formatResult: formattedWith(formatPressureOrPowerResult),
  context: ({ value, from, resultText }) => {
    const fromUnit = pressureUnits.find((unit) => unit.key === from);
    const formula = `${withUnitSymbol(formatPressureOrPowerResult(value), fromUnit?.symbol ?? from)} = ${resultText}`;
    return {
      ...contextLine(
        "Pressure level",
        pressureBand(convertWithin(pressureUnits, value, from, "atmosphere")),
      ),
      formula,
    };
  },
});
