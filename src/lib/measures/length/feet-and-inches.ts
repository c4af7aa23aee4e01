/**
 * Lengths as a tape measure reads them: inches, or feet and inches, to the nearest 1/2 to 1/64
 * inch ("≈ 5 ft 8 7/8 in"). A line says "≈" whenever it is rounded, and there is none where it
 * would mislead (a value that rounds to nothing) or add nothing (an exact whole number).
 */
import type { ConverterConfig } from "../define-converter";
import {
  formatMixedFraction,
  fractionValue,
  isRounded,
  nearestFraction,
} from "../../mixed-fraction";
import { footUnitKey, inchUnitKey } from "./fraction-steps";

/**
 * A length in inches as feet (when `inchesPerFoot` is given) and inches to the nearest
 * 1/`step` inch; null when it rounds to nothing or is an exact whole number of the unit.
 * @example feetAndInchesText(68.8976, 16, 12, "ft", "in") // "≈ 5 ft 8 7/8 in"
 * @example feetAndInchesText(3.937, 16, null, "ft", "in") // "≈ 3 15/16 in"
 */
export function feetAndInchesText(
  inches: number,
  step: number,
  inchesPerFoot: number | null,
  footSymbol: string,
  inchSymbol: string,
): string | null {
  const steps = Math.round(inches * step);
  if (!(steps > 0) || !Number.isSafeInteger(steps)) return null;
  const stepsPerFoot = inchesPerFoot === null ? 0 : inchesPerFoot * step;
  const feet = stepsPerFoot > 0 ? Math.floor(steps / stepsPerFoot) : 0;
  const rest = nearestFraction(steps / step - feet * (inchesPerFoot ?? 0), step);
  const rounded = isRounded(steps / step, inches);
  const isWhole = inchesPerFoot === null ? rest.numerator === 0 : fractionValue(rest) === 0;
  if (!rounded && isWhole) return null;
  const parts = [
    feet > 0 ? `${feet} ${footSymbol}` : "",
    fractionValue(rest) > 0 ? `${formatMixedFraction(rest)} ${inchSymbol}` : "",
  ];
  return `${rounded ? "≈ " : ""}${parts.filter(Boolean).join(" ")}`;
}

/**
 * The inch line under a length converter's result in inches or feet, from the typed value, with
 * inches per foot from the unit table; null for other units or where it would only repeat
 * `shownResult`.
 * @example lengthInchText(lengthConverter, 1.75, "meter", "foot", 16) // "≈ 5 ft 8 7/8 in"
 */
export function lengthInchText(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
  step: number,
  shownResult?: string,
): string | null {
  const unit = (key: string) => config.units.find((candidate) => candidate.key === key);
  const inch = unit(inchUnitKey);
  const foot = unit(footUnitKey);
  const inches = config.convert(value, from, inchUnitKey);
  const perFoot = config.convert(1, footUnitKey, inchUnitKey);
  if ((to !== inchUnitKey && to !== footUnitKey) || !inch || !foot) return null;
  if (inches === null || perFoot === null) return null;
  const line = feetAndInchesText(
    inches,
    step,
    to === footUnitKey ? Math.round(perFoot) : null,
    foot.symbol,
    inch.symbol,
  );
  // Not when it only repeats the result as shown (a whole number: "12 in" and "≈ 12 in").
  return line === null || line.replace("≈ ", "") === shownResult ? null : line;
}
