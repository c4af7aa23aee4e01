/** The units a person's height is given in, as the BMI page's fields take it. */
import type { LengthUnitKey } from "./units";

export const heightUnitKeys = {
  centimeter: "centimeter",
  foot: "foot",
  inch: "inch",
} as const satisfies Record<string, LengthUnitKey>;
