/** What only the area pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { AreaUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

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

export const about: MeasureAbout = { tool, unitUses, referenceCard };
