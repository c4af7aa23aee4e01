/** The angle context band of the spec (section 9, context bands). */
import type { AngleUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { convertAngle } from "./convert";
import { angleNoValueMessage } from "./converter";

/**
 * An angle in degrees brought into [0, 360).
 * @example normalizeDegrees(-90) // 270
 */

export function normalizeDegrees(degrees: number): number {
  const normalized = ((degrees % 360) + 360) % 360;
  return normalized === 360 ? 0 : normalized;
}

/** How close to 90, 180 or 270 degrees still counts as that exact direction. */
const directionTolerance = 0.01;

/**
 * The direction an angle points (0° = east, counter-clockwise); asks for a value when there is none.
 * @example angleDirection(45) // "First quadrant (Northeast): between east and north."
 * @example angleDirection(null) // "Enter a value for context"
 */
export function angleDirection(degrees: number | null): string {
  if (degrees === null || !Number.isFinite(degrees)) return angleNoValueMessage;
  const angle = normalizeDegrees(degrees);
  if (angle > 360 - directionTolerance || angle < directionTolerance) {
    return "Full circle: facing east, back where it started.";
  }
  if (Math.abs(angle - 90) < directionTolerance) return "Right angle: pointing north.";
  if (Math.abs(angle - 180) < directionTolerance) return "Straight line: pointing west.";
  if (Math.abs(angle - 270) < directionTolerance) return "Right angle: pointing south.";
  if (angle < 90) return "First quadrant (Northeast): between east and north.";
  if (angle < 180) return "Second quadrant (Northwest): between north and west.";
  if (angle < 270) return "Third quadrant (Southwest): between west and south.";
  return "Fourth quadrant (Southeast): between south and east.";
}

/**
 * The context line of a angle conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({ value, from }: Conversion<AngleUnitKey>): ConverterContext {
  return contextLine("Direction", angleDirection(convertAngle(value, from, "degree")));
}
