/**
 * Exact rational numbers for unit definitions and conversions. Every unit's size is a fraction
 * of two integers (an inch is 254/10000 m), so conversions multiply and divide fractions and round
 * once, when the answer becomes a JavaScript number: 1 cup in tablespoons is exactly 16, not
 * 15.999946 as with factors rounded to six digits. (It runs in the browser too: keep it small.)
 */

/** A rational number in lowest terms; the denominator is positive. */
export interface Exact {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** The exact number 1. */
export const one: Exact = { numerator: 1n, denominator: 1n };

function reduced(numerator: bigint, denominator: bigint): Exact {
  let [a, b] = [numerator, denominator];
  while (b) [a, b] = [b, a % b];
  // The divisor takes the denominator's sign, so that the denominator comes out positive.
  if (a < 0n !== denominator < 0n) a = -a;
  return { numerator: numerator / a, denominator: denominator / a };
}

function fromText(text: string): Exact {
  const [top = "", bottom] = text.split("/");
  if (bottom !== undefined) return quotient(fromText(top), fromText(bottom));
  // Decimal text ("0.0254", "-1e-7", as String(number) prints); BigInt throws on anything else.
  const [mantissa = "", power = "0"] = top.split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const shift = Number(power) - fraction.length;
  const digits = BigInt(whole + fraction);
  return shift < 0
    ? reduced(digits, 10n ** BigInt(-shift))
    : reduced(digits * 10n ** BigInt(shift), 1n);
}

/**
 * An exact number from a decimal text ("0.0254", "1e-7"), a fraction text ("1/3"), or a
 * JavaScript number (read as the shortest decimal that prints it, so 0.1 is 1/10). Throws on text
 * that is not a number: only our definitions use text.
 * @example exact("0.0254") // { numerator: 127n, denominator: 5000n }
 * @example exact("101325/760") // 20265/152
 */
export function exact(value: string | number): Exact {
  return fromText(String(value));
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
  return reduced(
    dividend.numerator * divisor.denominator,
    dividend.denominator * divisor.numerator,
  );
}

/**
 * The sum of two exact numbers.
 * @example sum(exact("0.1"), exact("0.2")) // 3/10
 */
export function sum(a: Exact, b: Exact): Exact {
  return reduced(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

/**
 * An exact number raised to a whole power of 1 or more.
 * @example power(exact("0.3048"), 2) // 0.09290304
 */
export function power(base: Exact, exponent: number): Exact {
  return product(...Array.from({ length: exponent }, () => base));
}

/**
 * The nearest JavaScript number to an exact number (rounded once, through 21 significant digits).
 * @example toNumber(exact(1, 3)) // 0.3333333333333333
 */
export function toNumber({ numerator, denominator }: Exact): number {
  // Scale so that the integer quotient holds at least 21 significant digits.
  const digits = String(numerator < 0n ? -numerator : numerator).length;
  const shift = Math.max(0, String(denominator).length - digits + 21);
  return Number(`${(numerator * 10n ** BigInt(shift)) / denominator}e-${shift}`);
}
