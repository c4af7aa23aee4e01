/**
 * The speed converter's reference card, computed from the units.
 */
import { referenceLines, type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { speedUnits } from "./units";

const line = referenceLines(speedUnits);

/** Speed reference: the page's to-km/h factors and a familiar limit. */
export const speedReference: ReferenceLine[] = [
  line("1 mph", "miles_per_hour", "kilometers_per_hour", "km/h"),
  line("1 m/s", "meters_per_second", "kilometers_per_hour", "km/h"),
  line("1 ft/s", "feet_per_second", "kilometers_per_hour", "km/h"),
  line("1 knot", "knots", "kilometers_per_hour", "km/h"),
  line("100 km/h", "kilometers_per_hour", "miles_per_hour", "mph", 4, 100),
];

/** The side card of the speed converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Speed Reference",
  sections: [{ lines: speedReference }],
};
