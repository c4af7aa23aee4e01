/**
 * A value in every unit of its converter but the one it was typed in: the "Show All Conversions"
 * list, loaded when the visitor opens it.
 */
import type { ConverterConfig, UnitOption } from "../measures/define-converter";
import { messages } from "../messages";
import { resultAtPrecision, type Precision } from "../precision";

export interface ConvertedUnit {
  unit: UnitOption;
  /** The value in this unit with its symbol, e.g. '39.370079 in'. */
  text: string;
}

/**
 * Every other unit with the value converted into it, in the list's format (or at the chosen
 * precision).
 * @example allConversions(lengthConverter, 1, "meter").find(({ unit }) => unit.key === "inch")?.text // "39.370079 in"
 */
export function allConversions(
  config: ConverterConfig,
  value: number,
  from: string,
  precision: Precision = "auto",
): ConvertedUnit[] {
  return config.units
    .filter((unit) => unit.key !== from)
    .map((unit) => {
      const converted = config.convert(value, from, unit.key);
      return {
        unit,
        text:
          converted === null
            ? messages.conversionFailed
            : resultAtPrecision(config, converted, unit, precision, true),
      };
    });
}
