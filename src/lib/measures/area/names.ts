/** What area units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { AreaUnitKey } from "./units";

/** What area units are called and how people write them ('m2', 'm^2' and 'sq m' all read as m²). */
export const areaUnitNames = {
  square_meter: {
    singular: "square meter",
    plural: "square meters",
    heading: "Square Meters",
    aliases: [
      "m2",
      "sq m",
      "sqm",
      "sq meter",
      "sq meters",
      "square metre",
      "square metres",
      "sq metre",
      "sq metres",
      "meters squared",
      "metres squared",
    ],
    counterpart: "square_foot",
  },
  square_kilometer: {
    singular: "square kilometer",
    plural: "square kilometers",
    heading: "Square Kilometers",
    aliases: [
      "km2",
      "sq km",
      "sqkm",
      "square km",
      "square kilometre",
      "square kilometres",
      "sq kilometers",
      "sq kilometres",
    ],
    counterpart: "square_mile",
  },
  square_centimeter: {
    singular: "square centimeter",
    plural: "square centimeters",
    heading: "Square Centimeters",
    aliases: ["cm2", "sq cm", "sqcm", "square cm", "square centimetre", "square centimetres"],
    counterpart: "square_inch",
  },
  hectare: {
    singular: "hectare",
    plural: "hectares",
    heading: "Hectares",
    aliases: ["ha", "hectar", "hectars"],
    counterpart: "acre",
  },
  square_foot: {
    singular: "square foot",
    plural: "square feet",
    heading: "Square Feet",
    aliases: ["ft2", "sq ft", "sqft", "sq feet", "sq foot", "square ft", "feet squared"],
    counterpart: "square_meter",
  },
  square_inch: {
    singular: "square inch",
    plural: "square inches",
    heading: "Square Inches",
    aliases: ["in2", "sq in", "sqin", "sq inch", "sq inches", "square in"],
    counterpart: "square_centimeter",
  },
  square_yard: {
    singular: "square yard",
    plural: "square yards",
    heading: "Square Yards",
    aliases: ["yd2", "sq yd", "sq yds", "sqyd", "sq yard", "sq yards", "square yd"],
    counterpart: "square_meter",
  },
  square_mile: {
    singular: "square mile",
    plural: "square miles",
    heading: "Square Miles",
    aliases: ["mi2", "sq mi", "sqmi", "sq mile", "sq miles", "square mi"],
    counterpart: "square_kilometer",
  },
  acre: {
    singular: "acre",
    plural: "acres",
    heading: "Acres",
    aliases: ["ac", "acs"],
    counterpart: "hectare",
  },
} as const satisfies UnitNamesOf<AreaUnitKey>;

/** How people name area units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: areaUnitNames };
