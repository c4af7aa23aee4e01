/** The units a person's weight is given in, as the BMI page's fields take it. */
import type { MassUnitKey } from "./units";

export const bodyWeightUnitKeys = {
  kilogram: "kilogram",
  pound: "pound",
} as const satisfies Record<string, MassUnitKey>;
