/**
 * The conversion factors page's content: every unit of every converter with how it is defined,
 * its exact size in its measure's base unit and the source of the definition, read from the
 * measures' units.ts files (nothing here restates a number); then the units Quick convert reads
 * beyond the converters' selects (the UK gallon, the short ton, the kibibyte).
 */
import { converterIds, type ConverterId } from ".";
import { converters, measureVariants } from "./all";
import type { Exact } from "./exact";
import { terminatingDecimal } from "./exact-decimal";
import { toNumber } from "./exact";
import { formatSignificant } from "../number-format";
import { sources, type SourceKey } from "./sources";

export interface FactorRow {
  key: string;
  label: string;
  symbol: string;
  /** How the unit is defined, e.g. '12 in'. */
  definedAs: string;
  /** Its size in the base unit: exact digits, or '1/3 ≈ 0.3333333333' when they repeat. */
  size: string;
  /** Whether `size` is the whole value (false when it had to be rounded or involves π). */
  exact: boolean;
  source: string;
  /** False for a unit the converter's selects do not list, which Quick convert reads. */
  inConverter: boolean;
}

export interface MeasureFactors {
  id: ConverterId;
  measureName: string;
  /** The unit sizes are given in, e.g. 'Meters (m)'. */
  baseUnit: string;
  rows: FactorRow[];
}

/** 'imperial gallons' → 'Imperial gallons'. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function exactSize(size: Exact): { size: string; exact: boolean } {
  const decimal = terminatingDecimal(size, true);
  if (decimal !== null) return { size: decimal, exact: true };
  const rounded = formatSignificant(toNumber(size), 10, true);
  return { size: `${size.numerator}/${size.denominator} ≈ ${rounded}`, exact: false };
}

interface DefinedOption {
  key: string;
  label: string;
  symbol: string;
  definedAs?: string;
  source?: SourceKey;
  exact?: Exact;
  degree?: Exact;
  zero?: Exact;
  degrees?: Exact;
  /** A frequency unit's size in hertz, times π to the power `piPower` (as `degrees` is an angle's). */
  hertz?: Exact;
  piPower?: number;
  constant?: Exact | null;
}

function sizeOf(unit: DefinedOption): { size: string; exact: boolean } {
  if (unit.exact) return exactSize(unit.exact);
  if (unit.degree && unit.zero) {
    const degree = exactSize(unit.degree);
    const zero = exactSize(unit.zero);
    return {
      size: `1 degree = ${degree.size} K; 0 on this scale = ${zero.size} K`,
      exact: degree.exact && zero.exact,
    };
  }
  const timesPi = unit.degrees ?? unit.hertz;
  if (timesPi) {
    const rational = exactSize(timesPi);
    if (!unit.piPower) return rational;
    return {
      size: `${rational.size}/π ≈ ${formatSignificant(toNumber(timesPi) / Math.PI, 10)}`,
      exact: false,
    };
  }
  if (unit.constant) {
    const constant = exactSize(unit.constant);
    return { size: `L/100 km = ${constant.size} ÷ value`, exact: constant.exact };
  }
  return { size: "1", exact: true };
}

/**
 * Every converter's units with their definitions, exact sizes and sources.
 * @example conversionFactors()[0]?.rows.find((row) => row.key === "inch")?.size // "0.0254"
 */
export function conversionFactors(): MeasureFactors[] {
  return converterIds.map((id) => {
    const row = (unit: DefinedOption, inConverter: boolean): FactorRow => ({
      key: unit.key,
      label: unit.label,
      symbol: unit.symbol,
      definedAs: unit.definedAs ?? "",
      ...sizeOf(unit),
      source: unit.source ? sources[unit.source] : "",
      inConverter,
    });
    const rows = [
      ...converters[id].units.map((unit) => row(unit as DefinedOption, true)),
      ...measureVariants[id].units.map((unit) =>
        row({ ...unit, label: capitalised(unit.names.plural) }, false),
      ),
    ];
    // The base unit is the one of size 1 (Kelvin: 1 degree = 1 K; 0 on this scale = 0 K).
    const base = rows.find((row) => /^(1|1 degree = 1 K; 0 on this scale = 0 K)$/.test(row.size));
    return { id, measureName: converters[id].measureName, baseUnit: base?.label ?? "", rows };
  });
}
