/** What area units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
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

/** Where each area unit is used: a paragraph for its pair pages. */
export const unitUses = {
  square_meter:
    "The square meter is the SI unit of area. The floor space of flats, houses and offices, building plots in towns, and materials such as tiles, carpet and paint coverage are measured in square meters in most countries.",
  square_kilometer:
    "A square kilometer is a million square meters, or 100 hectares. The areas of countries, cities, lakes, national parks and forests are given in square kilometers.",
  square_centimeter:
    "A square centimeter is a ten-thousandth of a square meter. It suits small surfaces: labels and photo prints, circuit boards, wound and skin areas in medicine, and cross-sections in science and engineering.",
  hectare:
    "A hectare is 10,000 square meters, a square 100 meters on each side, about 2.47 acres. Farmland, forests, vineyards and building land are measured in hectares in most countries; an international football pitch covers about 0.7 hectares.",
  square_foot:
    "The square foot is the unit of floor area for homes, offices and shops in the United States, and it is common in UK property listings. A typical new single-family house in the US has somewhere around 2,000 to 2,500 square feet.",
  square_inch:
    "A square inch is a square 1 inch on each side, exactly 6.4516 cm². It measures small surfaces in US customary work, such as sheet material, prints and screens, and it is the area behind psi, pounds per square inch.",
  square_yard:
    "A square yard is 9 square feet, about 0.836 m². Carpet, turf, fabric, concrete and paving work are priced by the square yard in the United States.",
  square_mile:
    "A square mile is 640 acres, about 2.59 km². The areas of US and UK states, counties, cities and lakes are often given in square miles, and the US public land survey divided land into sections of one square mile.",
  acre: "An acre is 43,560 square feet, about 4,047 m² or 0.405 hectares. Farms, ranches, parks and building plots are measured in acres in the United States, the United Kingdom and several other countries; an American football field with its end zones covers about 1.3 acres.",
} as const satisfies Readonly<Record<AreaUnitKey, string>>;
