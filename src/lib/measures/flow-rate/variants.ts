/**
 * The converter's gallons per minute, whose name also means the UK's imperial gallons per minute
 * (also in the converter, named as such). For Quick convert and the pair pages' notes; islands
 * never import it.
 */
import type { MeasureVariants } from "../types";
import type { FlowRateUnitKey } from "./units";

export const flowRateVariants: MeasureVariants = {
  units: [],
  ambiguous: {
    us_gallons_per_minute: [
      { key: "uk_gallons_per_minute" satisfies FlowRateUnitKey, reading: "UK (imperial)" },
    ],
  },
  reading: {
    namedWhen: /\bus\b/i,
    used: null,
    other: (readings) => `In ${readings.join(" and ")} units,`,
  },
};
