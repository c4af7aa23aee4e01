/**
 * The area converter's reference card, computed from the units.
 */
import { referenceLines, type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { areaUnits } from "./units";

const line = referenceLines(areaUnits);

/** Area reference. */
export const areaReference: ReferenceLine[] = [
  line("1 m²", "square_meter", "square_foot", "ft²"),
  line("1 ft²", "square_foot", "square_inch", "in²"),
  line("1 acre", "acre", "square_meter", "m²"),
  line("1 hectare", "hectare", "square_meter", "m²"),
  line("1 hectare", "hectare", "acre", "acres"),
  line("1 km²", "square_kilometer", "hectare", "hectares"),
  line("1 mi²", "square_mile", "acre", "acres"),
];

/** The side card of the area converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Area Reference",
  sections: [{ lines: areaReference }],
};
