/** What only the density pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { UnitMeaning } from "../types";
import type { DensityUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each density unit is used: a paragraph for its pair pages. */
export const unitUses = {
  kilogram_per_cubic_meter:
    "The kilogram per cubic meter is the SI unit of density. Engineering and building data use it for materials (concrete is about 2,400 kg/m³, steel about 7,850), and so do physics and meteorology: air at sea level is about 1.2 kg/m³ and water about 1,000.",
  gram_per_cubic_centimeter:
    "Grams per cubic centimeter are the density unit of laboratories, materials science and geology. A figure in g/cm³ is the density compared with water almost exactly, so minerals, metals and plastics are listed this way: aluminum about 2.7, iron about 7.9, gold about 19.3.",
  gram_per_milliliter:
    "Grams per milliliter are the same size as grams per cubic centimeter, used for liquids: chemists, pharmacists and food scientists give the densities of solutions, oils, syrups and milk (about 1.03 g/mL) in g/mL, and a kitchen scale turns milliliters into grams with them.",
  kilogram_per_liter:
    "Kilograms per liter are the same size as grams per milliliter. Fuel and chemical data sheets use kg/L (diesel is about 0.83 kg/L, petrol about 0.74), as do recipes and shipping, where a liter of a liquid is weighed by the kilogram.",
  gram_per_liter:
    "A gram per liter is exactly one kilogram per cubic meter. Chemistry and medicine use it for concentrations: sea water holds about 35 g/L of salt, and blood tests give hemoglobin and proteins in g/L in many countries.",
  milligram_per_liter:
    "A milligram per liter is a thousandth of a gram per liter, the unit of water quality. Drinking-water limits, dissolved oxygen, nitrate, chlorine and pool chemistry are given in mg/L; in water, 1 mg/L is about one part per million by mass.",
  pound_per_cubic_foot:
    "Pounds per cubic foot (pcf) are the US density unit for building materials, soils and bulk goods: normal concrete is about 145 pcf, water about 62.4, and lightweight fills, foams and insulation are specified in pcf.",
  pound_per_cubic_inch:
    "Pounds per cubic inch are used in US mechanical and aerospace engineering for metals and plastics, to turn a part's volume into its weight: steel is about 0.284 lb/in³ and aluminum about 0.098.",
  ounce_per_cubic_inch:
    "Ounces per cubic inch are a sixteenth of a pound per cubic inch. They suit small, light parts in US practice, such as working out the weight of a small casting or a 3D-printed part from its volume in cubic inches.",
  pound_per_us_gallon:
    "Pounds per US gallon (ppg) are how the US oil and gas industry gives the density of drilling mud, and how paints, coatings, chemicals and fuels are weighed by the gallon: water is about 8.34 lb/gal, diesel about 7.1.",
  pound_per_uk_gallon:
    "Pounds per UK (imperial) gallon give densities for the larger imperial gallon, in older British engineering, brewing and trade tables; water is about 10.0 lb per UK gallon, which is how the imperial gallon was first defined: the volume of 10 pounds of water.",
} as const satisfies Readonly<Record<DensityUnitKey, string>>;

/** What the pair pages say of pounds per gallon, whose gallon may be the US or the UK one. */
export const unitMeanings: Readonly<Partial<Record<DensityUnitKey, UnitMeaning>>> = {
  pound_per_us_gallon: { meaning: "pounds per US gallon", sizeIn: "kilogram_per_cubic_meter" },
};

export const about: MeasureAbout = { tool, unitUses, unitMeanings, referenceCard };
