/**
 * The length converter's Quick Reference card: metric and imperial relations, computed from the units.
 */
import { referenceLines, type ReferenceCardData } from "../reference-card";
import { lengthUnits } from "./units";

const line = referenceLines(lengthUnits);

/** Length Quick Reference, metric and imperial relations. */
export const lengthReference = {
  quick: [
    line("1 meter", "meter", "foot", "feet"),
    line("1 km", "kilometer", "mile", "miles"),
    line("1 inch", "inch", "centimeter", "cm"),
    line("1 foot", "foot", "centimeter", "cm"),
    line("1 yard", "yard", "meter", "meters"),
  ],
  metric: [
    line("1 km", "kilometer", "meter", "m"),
    line("1 m", "meter", "centimeter", "cm"),
    line("1 cm", "centimeter", "millimeter", "mm"),
  ],
  imperial: [
    line("1 foot", "foot", "inch", "inches"),
    line("1 yard", "yard", "foot", "feet"),
    line("1 mile", "mile", "yard", "yards"),
  ],
};

/** The side card of the length converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Quick Reference",
  sections: [
    { lines: lengthReference.quick },
    { title: "Metric", lines: lengthReference.metric },
    { title: "Imperial", lines: lengthReference.imperial },
  ],
};
