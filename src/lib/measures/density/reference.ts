/**
 * The density converter's reference card: the factors between the metric, US and gallon units,
 * and familiar densities, computed from the units.
 */
import {
  referenceFigure,
  referenceLines,
  type ReferenceCardData,
  type ReferenceLine,
} from "../reference-card";
import { densityUnits } from "./units";
import { convertWithin } from "../linear";

const line = referenceLines(densityUnits);

/** A density in kg/m³ and in lb/ft³, to 3 significant digits. */
function inSiAndPounds(kilogramsPerCubicMeter: number): string {
  const poundsPerCubicFoot = convertWithin(
    densityUnits,
    kilogramsPerCubicMeter,
    "kilogram_per_cubic_meter",
    "pound_per_cubic_foot",
  );
  return `${referenceFigure(kilogramsPerCubicMeter, 3)} kg/m³ (${referenceFigure(poundsPerCubicFoot, 3)} lb/ft³)`;
}

/** Density reference: factors, and the densities of familiar materials. */
export const densityReference: { factors: ReferenceLine[]; materials: ReferenceLine[] } = {
  factors: [
    line("1 g/cm³", "gram_per_cubic_centimeter", "kilogram_per_cubic_meter", "kg/m³"),
    line("1 g/cm³", "gram_per_cubic_centimeter", "pound_per_cubic_foot", "lb/ft³"),
    line("1 lb/ft³", "pound_per_cubic_foot", "kilogram_per_cubic_meter", "kg/m³"),
    line("1 lb/in³", "pound_per_cubic_inch", "gram_per_cubic_centimeter", "g/cm³"),
    line("1 lb/gal (US)", "pound_per_us_gallon", "kilogram_per_cubic_meter", "kg/m³"),
    line("1 lb/gal (UK)", "pound_per_uk_gallon", "kilogram_per_cubic_meter", "kg/m³"),
    line("1 kg/L", "kilogram_per_liter", "pound_per_us_gallon", "lb/gal (US)"),
  ],
  materials: [
    { term: "Air at sea level (15 °C)", value: `about ${inSiAndPounds(1.225)}` },
    { term: "Water (4 °C)", value: `about ${inSiAndPounds(1000)}` },
    { term: "Ice", value: `about ${inSiAndPounds(917)}` },
    { term: "Aluminum", value: `about ${inSiAndPounds(2700)}` },
    { term: "Steel", value: `about ${inSiAndPounds(7850)}` },
    { term: "Gold", value: `about ${inSiAndPounds(19300)}` },
  ],
};

/** The side card of the density converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Density Reference",
  sections: [
    { title: "Conversion Factors", lines: densityReference.factors },
    { title: "Familiar Densities", lines: densityReference.materials },
  ],
  note: "1 g/cm³, 1 g/mL and 1 kg/L are the same density, 1,000 kg/m³; a US gallon is smaller than a UK gallon, so the same liquid has more pounds per UK gallon.",
};
