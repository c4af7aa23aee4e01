/**
 * What kind of quantity a value is, as powers of six base kinds: length (m), mass (g), time (s),
 * temperature (K), data (B) and angle (°). Each measure is one such kind, and its base unit is a
 * size in those bases: the only numbers here are read from the measures' own definitions (a
 * kilogram in grams, a cubic metre in litres).
 */
import type { ConverterId } from "../measures";
import { masses } from "../measures/weight/units";
import { volumes } from "../measures/volume/units";
import { angleUnits } from "../measures/angle/units";
import { frequencyUnits } from "../measures/frequency/units";
import { one, quotient, type Exact } from "./rational";

/** Powers of length, mass, time, temperature, data and angle. */
export type Dimension = readonly [number, number, number, number, number, number];

/** A pure number's kind. */
export const dimensionless: Dimension = [0, 0, 0, 0, 0, 0];

/** The base units' symbols, in the order of a Dimension; mass is shown in kilograms. */
const baseSymbols = ["m", "kg", "s", "K", "B", "°"] as const;

/**
 * The kind of a product (powers add), or of a quotient when `sign` is −1.
 * @example combined([1, 0, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0], -1) // speed: [1, 0, -1, 0, 0, 0]
 */
export function combined(a: Dimension, b: Dimension, sign: 1 | -1): Dimension {
  return a.map((power, index) => power + sign * (b[index] ?? 0)) as unknown as Dimension;
}

/**
 * The kind of a quantity raised to a power.
 * @example raised([1, 0, 0, 0, 0, 0], 2) // area
 */
export function raised(kind: Dimension, exponent: number): Dimension {
  return kind.map((power) => power * exponent) as unknown as Dimension;
}

/**
 * Whether two kinds are the same.
 * @example sameDimension(dimensionless, [0, 0, 0, 0, 0, 0]) // true
 */
export function sameDimension(a: Dimension, b: Dimension): boolean {
  return a.every((power, index) => power === b[index]);
}

/**
 * Whether a kind is a pure number.
 * @example isDimensionless([0, 0, 0, 0, 0, 0]) // true
 */
export function isDimensionless(kind: Dimension): boolean {
  return sameDimension(kind, dimensionless);
}

/**
 * A kind written in base units, e.g. 'm·kg/s²', for a result no measure has a unit for; with the
 * factor that takes a value in the calculator's bases (grams) to those units (kilograms).
 * @example baseUnitText([1, 0, -1, 0, 0, 0]).symbol // "m/s"
 */
export function baseUnitText(kind: Dimension): { symbol: string; scale: Exact } {
  const superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  const write = (power: number, symbol: string) =>
    power === 1
      ? symbol
      : `${symbol}${String(power)
          .split("")
          .map((digit) => superscripts[Number(digit)] ?? digit)
          .join("")}`;
  const above = kind.flatMap((power, index) =>
    power > 0 ? [write(power, baseSymbols[index] ?? "")] : [],
  );
  const below = kind.flatMap((power, index) =>
    power < 0 ? [write(-power, baseSymbols[index] ?? "")] : [],
  );
  const symbol = `${above.length > 0 ? above.join("·") : "1"}${below.length > 0 ? `/${below.join("·")}` : ""}`;
  const mass = kind[1];
  // A kilogram is 1,000 g: a value in g^n is (1/1000)^n as much in kg^n.
  let scale = one;
  for (let count = 0; count < Math.abs(mass); count += 1)
    scale =
      mass > 0 ? quotient(scale, masses.kilogram.exact) : quotient(masses.kilogram.exact, one);
  return { symbol, scale };
}

interface MeasureKind {
  readonly dimension: Dimension;
  /** The measure's base unit in the calculator's base units. */
  readonly scale: Exact;
  /**
   * The key of the unit of size 1, for a measure whose units are not written as exact sizes
   * (angles and frequencies carry π): the others are sized through its converter.
   */
  readonly baseKey?: string;
}

const kilogram = masses.kilogram.exact;
/** Whether a size written with a power of π is exactly 1 (the degree, the hertz). */
function isOneWithoutPi(size: Exact, piPower: number): boolean {
  return piPower === 0 && size.numerator === 1n && size.denominator === 1n;
}

const kind = (dimension: Dimension, scale: Exact = one, baseKey?: string): MeasureKind =>
  baseKey === undefined ? { dimension, scale } : { dimension, scale, baseKey };

/**
 * Each measure's kind and its base unit's size. Fuel economy is absent: its units are reciprocal
 * to each other (miles per gallon against litres per 100 km), so it is converted, never computed.
 */
export const measureKinds: Readonly<Partial<Record<ConverterId, MeasureKind>>> = {
  length: kind([1, 0, 0, 0, 0, 0]),
  weight: kind([0, 1, 0, 0, 0, 0]),
  time: kind([0, 0, 1, 0, 0, 0]),
  temperature: kind([0, 0, 0, 1, 0, 0]),
  "data-storage": kind([0, 0, 0, 0, 1, 0]),
  angle: kind(
    [0, 0, 0, 0, 0, 1],
    one,
    angleUnits.find((unit) => isOneWithoutPi(unit.degrees, unit.piPower))?.key,
  ),
  area: kind([2, 0, 0, 0, 0, 0]),
  // The litre, in cubic metres.
  volume: kind([3, 0, 0, 0, 0, 0], quotient(one, volumes.cubicMeter.exact)),
  speed: kind([1, 0, -1, 0, 0, 0]),
  acceleration: kind([1, 0, -2, 0, 0, 0]),
  frequency: kind(
    [0, 0, -1, 0, 0, 0],
    one,
    frequencyUnits.find((unit) => isOneWithoutPi(unit.hertz, unit.piPower))?.key,
  ),
  "flow-rate": kind([3, 0, -1, 0, 0, 0]),
  "data-transfer-rate": kind([0, 0, -1, 0, 1, 0]),
  // The SI's coherent units of these are in kilograms.
  force: kind([1, 1, -2, 0, 0, 0], kilogram),
  pressure: kind([-1, 1, -2, 0, 0, 0], kilogram),
  energy: kind([2, 1, -2, 0, 0, 0], kilogram),
  torque: kind([2, 1, -2, 0, 0, 0], kilogram),
  power: kind([2, 1, -3, 0, 0, 0], kilogram),
  density: kind([-3, 1, 0, 0, 0, 0], kilogram),
};
