/**
 * The table of common conversions under each converter, formatted as the page formats its results.
 */
import { findUnit, type ConverterId } from ".";
import { converters } from "./all";
import { formatTrimmed } from "../number-format";
import { withUnitSymbol } from "../result-format";

/** The values of the common-conversions table under each converter. */
export const commonConversionValues = [1, 2, 5, 10, 20, 50, 100, 1000] as const;

export interface CommonConversionTable {
  caption: string;
  fromLabel: string;
  toLabel: string;
  rows: { from: string; to: string }[];
}

/**
 * The table of common conversions for a converter's default pair, formatted as the page formats
 * its results.
 * @example commonConversionTable("length").rows[0] // { from: "1 m", to: "3.28084 ft" }
 */
export function commonConversionTable(id: ConverterId): CommonConversionTable {
  const config = converters[id];
  const fromUnit = findUnit(config, config.defaultFrom);
  const toUnit = findUnit(config, config.defaultTo);
  const fromLabel = fromUnit?.label ?? config.defaultFrom;
  const toLabel = toUnit?.label ?? config.defaultTo;
  const rows = commonConversionValues.map((value) => {
    const result = config.convert(value, config.defaultFrom, config.defaultTo);
    return {
      from: withUnitSymbol(formatTrimmed(value, 0, true), fromUnit?.symbol ?? config.defaultFrom),
      to: result !== null && toUnit ? config.formatResult(result, toUnit) : "",
    };
  });
  return {
    caption: `Common ${config.measureName} conversions: ${fromLabel} to ${toLabel}`,
    fromLabel,
    toLabel,
    rows,
  };
}
