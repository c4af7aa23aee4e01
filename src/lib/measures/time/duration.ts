/**
 * A duration written the way a clock reads it ('1 h 2 min 3.5 s'), from an exact number of seconds:
 * the time converter's context line, the data transfer rate's download time and the flow rate's
 * time to fill use it. Whole days, hours and minutes come from the time units' own sizes; the
 * seconds keep up to three decimals, and a duration that needed rounding says so ('≈').
 */
import { exact, product, toNumber, type Exact } from "../exact";
import { formatSignificant } from "../../number-format";
import { times } from "./units";

/** A duration as text, and whether the text had to round it. */
export interface DurationText {
  /** E.g. '1 min 20 s', '2 d 3 h', '0.000125 s'; with '≈ ' in front when rounded. */
  readonly text: string;
  /** False when the text is the duration exactly. */
  readonly rounded: boolean;
}

/** The largest part a duration is split into. */
export type LargestPart = "day" | "hour";

const millisecondsPerSecond = 1000n;

/** A whole number of milliseconds in a unit of time (a minute is 60,000). */
function millisecondsIn(unit: Exact): bigint {
  return (unit.numerator * millisecondsPerSecond) / unit.denominator;
}

/** Digits grouped in thousands: 1234567 → '1,234,567'. */
function grouped(whole: bigint): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * Whether a decimal text (commas allowed) is exactly the number.
 * @example isExactly("0.125", exact("1/8")) // true
 * @example isExactly("0.333333", exact("1/3")) // false
 */
export function isExactly(text: string, value: Exact): boolean {
  const written = exact(text.replaceAll(",", ""));
  return written.numerator === value.numerator && written.denominator === value.denominator;
}

/**
 * A duration of 0 seconds or more as days (or hours), minutes and seconds, seconds to three
 * decimals at most; under a second, as seconds to six significant digits.
 * @example formatDuration(exact(80)).text // "1 min 20 s"
 * @example formatDuration(exact(90061), "day").text // "1 d 1 h 1 min 1 s"
 * @example formatDuration(exact("8589934592/3000000")).text // "≈ 47 min 43.312 s"
 */
export function formatDuration(seconds: Exact, largest: LargestPart = "hour"): DurationText {
  if (seconds.numerator < 0n) throw new RangeError("A duration cannot be negative");
  if (seconds.numerator < seconds.denominator) {
    const text = `${formatSignificant(toNumber(seconds), 6)} s`;
    const rounded = !isExactly(text.slice(0, -2), seconds);
    return { text: `${rounded ? "≈ " : ""}${text}`, rounded };
  }
  // Rounded to the nearest millisecond, half up, before it is split, so that 59.9996 s is 1 min.
  const scaled = product(seconds, exact(Number(millisecondsPerSecond)));
  const total = (scaled.numerator * 2n + scaled.denominator) / (2n * scaled.denominator);
  const rounded = total * scaled.denominator !== scaled.numerator;
  const parts: string[] = [];
  let rest = total;
  const steps = [
    ...(largest === "day" ? [{ unit: times.day, symbol: "d" }] : []),
    { unit: times.hour, symbol: "h" },
    { unit: times.minute, symbol: "min" },
  ];
  for (const { unit, symbol } of steps) {
    const size = millisecondsIn(unit.exact);
    const count = rest / size;
    rest -= count * size;
    if (count > 0n) parts.push(`${grouped(count)} ${symbol}`);
  }
  if (rest > 0n || parts.length === 0) {
    const whole = rest / millisecondsPerSecond;
    const fraction = String(rest % millisecondsPerSecond)
      .padStart(3, "0")
      .replace(/0+$/, "");
    parts.push(`${whole}${fraction ? `.${fraction}` : ""} s`);
  }
  return { text: `${rounded ? "≈ " : ""}${parts.join(" ")}`, rounded };
}
