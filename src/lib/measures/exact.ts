/**
 * Exact rational numbers for unit definitions and conversions. Every unit's size is a fraction
 * of two integers (an inch is 254/10000 m), so conversions multiply and divide fractions and round
 * once, when the answer becomes a JavaScript number: 1 cup in tablespoons is exactly 16, not
 * 15.999946 as with factors rounded to six digits.
 */

/** A rational number in lowest terms; the denominator is positive. */
export interface Exact {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** The exact number 1. */
export const one: Exact = { numerator: 1n, denominator: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): Exact {
  if (denominator === 0n) throw new RangeError("division by zero");
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An exact number from a decimal text ("0.0254", "1e-7", "1/3"), an integer, a fraction of two
 * such numbers, or a JavaScript number (read as the shortest decimal that prints it, so 0.1 is 1/10).
 * Throws on text that is not a number: definitions are written by us, never typed by visitors.
 * @example exact("0.0254") // { numerator: 127n, denominator: 5000n }
 * @example exact(101325, 760) // 101325/760 in lowest terms
 */
export function exact(value: string | number | bigint, over: string | number | bigint = 1n): Exact {
  const top = typeof value === "bigint" ? reduced(value, 1n) : fromDecimal(String(value));
  const bottom = typeof over === "bigint" ? reduced(over, 1n) : fromDecimal(String(over));
  return quotient(top, bottom);
}

function fromDecimal(text: string): Exact {
  const slash = text.indexOf("/");
  if (slash > 0) return quotient(fromDecimal(text.slice(0, slash)), fromDecimal(text.slice(slash + 1)));
  const match = decimalPattern.exec(text.trim());
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) {
    throw new RangeError(`not a decimal number: ${text}`);
  }
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${whole}${fraction}` || "0") * (sign === "-" ? -1n : 1n);
  return exponent >= 0
    ? reduced(digits * 10n ** BigInt(exponent), 1n)
    : reduced(digits, 10n ** BigInt(-exponent));
}

/**
 * The product of exact numbers.
 * @example product(exact(12), exact("0.0254")) // 0.3048 as 381/1250
 */
export function product(...factors: readonly Exact[]): Exact {
  return factors.reduce(
    (total, factor) =>
      reduced(total.numerator * factor.numerator, total.denominator * factor.denominator),
    one,
  );
}

/**
 * One exact number divided by another.
 * @example quotient(exact(1), exact(3)) // 1/3
 */
export function quotient(dividend: Exact, divisor: Exact): Exact {
  return reduced(dividend.numerator * divisor.denominator, dividend.denominator * divisor.numerator);
}

/**
 * The sum of two exact numbers.
 * @example sum(exact("0.1"), exact("0.2")) // 3/10
 */
export function sum(a: Exact, b: Exact): Exact {
  return reduced(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/**
 * An exact number raised to a whole power (negative powers divide).
 * @example power(exact("0.3048"), 2) // 0.09290304
 */
export function power(base: Exact, exponent: number): Exact {
  const magnitude = BigInt(Math.abs(exponent));
  const raised = reduced(base.numerator ** magnitude, base.denominator ** magnitude);
  return exponent < 0 ? quotient(one, raised) : raised;
}

/**
 * The nearest JavaScript number to an exact number (rounded once, through 21 significant digits).
 * @example toNumber(exact(1, 3)) // 0.3333333333333333
 */
export function toNumber(value: Exact): number {
  const { numerator, denominator } = value;
  if (numerator === 0n) return 0;
  const magnitude = numerator < 0n ? -numerator : numerator;
  // Scale so that the integer quotient holds at least 21 significant digits.
  const shift = Math.max(0, denominator.toString().length - magnitude.toString().length + 21);
  const digits = (magnitude * 10n ** BigInt(shift)) / denominator;
  return Number(`${numerator < 0n ? "-" : ""}${digits}e-${shift}`);
}

/**
 * The full decimal expansion when it ends (the denominator has no prime factor but 2 and 5),
 * else null; digits are grouped in thousands before the point when asked.
 * @example terminatingDecimal(exact("0.3048")) // "0.3048"
 * @example terminatingDecimal(exact(1, 3)) // null
 */
export function terminatingDecimal(value: Exact, grouping = false): string | null {
  let rest = value.denominator;
  let places = 0;
  while (rest % 10n === 0n) [rest, places] = [rest / 10n, places + 1];
  while (rest % 2n === 0n || rest % 5n === 0n) {
    rest = rest % 2n === 0n ? rest / 2n : rest / 5n;
    places += 1;
  }
  if (rest !== 1n) return null;
  const negative = value.numerator < 0n;
  const scaled = ((negative ? -value.numerator : value.numerator) * 10n ** BigInt(places)) /
    value.denominator;
  const text = scaled.toString().padStart(places + 1, "0");
  const whole = text.slice(0, text.length - places);
  const fraction = text.slice(text.length - places).replace(/0+$/, "");
  const wholeText = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ",") : whole;
  return `${negative ? "-" : ""}${wholeText}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Whether two exact numbers are equal.
 * @example equal(exact("0.5"), exact(1, 2)) // true
 */
export function equal(a: Exact, b: Exact): boolean {
  return a.numerator === b.numerator && a.denominator === b.denominator;
}
