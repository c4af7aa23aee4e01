/** The values of the angle pair pages' tables: familiar angles, in the unit converted from. */
import { convertAngle } from "./convert";
import type { AngleUnitKey } from "./units";

const degreePoints = [0, 15, 30, 45, 60, 90, 120, 135, 180, 270, 360];

/**
 * The table's values in the unit converted from, each printed to 10 decimals at most.
 * @example pairTableValues("degree")[5] // 90
 */
export function pairTableValues(from: string): readonly number[] {
  return degreePoints.map((degrees) =>
    Number(convertAngle(degrees, "degree", from as AngleUnitKey).toFixed(10)),
  );
}
