import { formatTrimmed } from "../number-format";
import { formatSixSignificantDigits } from "./formatSixSignificantDigits";

/**
 * A value whose decimal ends within 10 significant digits, in full; any other as
 * formatSixSignificantDigits (time, whose definitions are such decimals: a mean Gregorian year is
 * 365.2425 days, a month 30.436875).
 * @example formatShortDecimalOrSixSignificant(365.2425) // "365.2425"
 * @example formatShortDecimalOrSixSignificant(1 / 365.2425) // "0.00273791"
 */
export function formatShortDecimalOrSixSignificant(value: number): string {
  // Twelve digits wipe out the last bits of binary noise (365.24249999999995); the digits that
  // remain, trailing zeros dropped, are the decimal's own. Whole numbers and exponents: six.
  const digits = Number(Math.abs(value).toPrecision(12)).toString();
  const [whole = "", decimals = ""] = digits.split(".");
  const short =
    decimals !== "" &&
    !digits.includes("e") &&
    `${whole}${decimals}`.replace(/^0+/, "").length <= 10;
  return short ? formatTrimmed(value, decimals.length) : formatSixSignificantDigits(value);
}
