/**
 * A unit as the calculator computes with it: its kind, its size in the calculator's base units
 * (dimensions.ts) and, for a temperature scale, where its zero lies. Sizes come from the units'
 * exact definitions; the few units defined through π (the radian, radians per second) take the
 * converter's own factor, correct to the 17 digits a number holds.
 */
import type { ConverterId } from "../measures";
import { converters, findKnownUnit } from "../measures/all";
import { temperatureUnits } from "../measures/temperature/units";
import type { UnitReading } from "../quick-convert/unit-index";
import { answerSymbol } from "../quick-convert/answer";
import { measureKinds, type Dimension } from "./dimensions";
import { exact, one, product, type Exact } from "./rational";

export interface CalculatorUnit {
  readonly measure: ConverterId;
  readonly key: string;
  /** As answers print it, e.g. 'ft' or 'gal (US)'. */
  readonly symbol: string;
  readonly dimension: Dimension;
  /** One of it, in the calculator's base units. */
  readonly size: Exact;
  /** A temperature scale's zero, in kelvins; null for every other unit. */
  readonly zero: Exact | null;
}

const built = new Map<string, CalculatorUnit | null>();

function buildUnit({ measure, key }: UnitReading): CalculatorUnit | null {
  const kind = measureKinds[measure];
  const unit = findKnownUnit(measure, key);
  if (!kind || !unit) return null;
  const symbol = answerSymbol(measure, key);
  const scale = temperatureUnits.find((scaleUnit) => scaleUnit.key === key);
  if (measure === "temperature" && scale) {
    return {
      measure,
      key,
      symbol,
      dimension: kind.dimension,
      size: scale.degree,
      zero: scale.zero,
    };
  }
  let size = unit.exact;
  if (!size) {
    const config = converters[measure];
    const reference =
      kind.baseKey === undefined
        ? config.units
            .map((candidate) => findKnownUnit(measure, candidate.key))
            .find((candidate) => candidate?.exact !== undefined)
        : { key: kind.baseKey, exact: one };
    if (!reference?.exact) return null;
    const factor = config.convert(1, key, reference.key);
    if (factor === null || !Number.isFinite(factor)) return null;
    size = product(exact(factor), reference.exact);
  }
  return {
    measure,
    key,
    symbol,
    dimension: kind.dimension,
    size: product(size, kind.scale),
    zero: null,
  };
}

/**
 * A unit of a measure as the calculator computes with it; null for units it cannot compute with
 * (fuel economy's reciprocal units).
 * @example calculatorUnit({ measure: "length", key: "foot" })?.dimension // [1, 0, 0, 0, 0, 0], a length
 */
export function calculatorUnit(reading: UnitReading): CalculatorUnit | null {
  const id = `${reading.measure}/${reading.key}`;
  if (!built.has(id)) built.set(id, buildUnit(reading));
  return built.get(id) ?? null;
}
