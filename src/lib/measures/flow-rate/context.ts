/**
 * The flow rate's context line: how long the flow takes to fill something familiar, exactly: a
 * 150-litre bath, or, when that would take under ten seconds, an Olympic pool of 50 m × 25 m at
 * its 2 m minimum depth (2,500 m³).
 */
import type { FlowRateUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { exact, product, quotient, type Exact } from "../exact";
import { formatDuration } from "../time/duration";
import { lengths } from "../length/units";
import { volumes } from "../volume/units";
import { cubicMeter, flowRateUnits } from "./units";

/** A bath filled to 150 litres, in cubic metres. */
const bath = quotient(product(exact(150), volumes.liter.exact), cubicMeter.exact);
/** An Olympic pool, 50 m by 25 m and 2 m deep (the minimum depth), in cubic metres. */
const pool = product(
  exact(50),
  exact(25),
  exact(2),
  lengths.meter.exact,
  lengths.meter.exact,
  lengths.meter.exact,
);
/** Below this many seconds to fill the bath, the pool is the better comparison. */
const quickestBathInSeconds = exact(10);

/** Whether one exact number is below another. */
const isBelow = (a: Exact, b: Exact) => a.numerator * b.denominator < b.numerator * a.denominator;

/**
 * How long a flow in one of the converter's units takes to fill a bath or an Olympic pool.
 * @example timeToFill(10, "liters_per_minute") // "A 150 L bath fills in 15 min at this rate."
 */
export function timeToFill(value: number, from: FlowRateUnitKey): string {
  const unit = flowRateUnits.find((candidate) => candidate.key === from) ?? flowRateUnits[0];
  if (value === 0) return "At a flow of 0 nothing fills: enter a value above 0.";
  const rate = product(exact(value), unit.exact);
  const bathSeconds = quotient(bath, rate);
  if (!isBelow(bathSeconds, quickestBathInSeconds)) {
    return `A 150 L bath fills in ${formatDuration(bathSeconds, "day").text} at this rate.`;
  }
  const poolTime = formatDuration(quotient(pool, rate), "day").text;
  return `An Olympic pool (50 m × 25 m × 2 m, 2,500 m³) fills in ${poolTime} at this rate.`;
}

/**
 * The context line of a flow rate conversion (loaded with the converter's details).
 * @example measureContext({ value: 10, from: "liters_per_minute", to, result, resultText }).heading // "Time to fill"
 */
export function measureContext({ value, from }: Conversion<FlowRateUnitKey>): ConverterContext {
  return contextLine("Time to fill", timeToFill(value, from));
}
