/**
 * The pressure converter's reference card: standard pressures, applications and weather, computed from the units.
 */
import { referenceLines, referenceFigure, type ReferenceCardData } from "../reference-card";
import { pressureUnits } from "./units";
import { convertWithin } from "../linear";

const line = referenceLines(pressureUnits);

/** Pressure reference (5 significant digits: the psi and torr factors are rounded). */
export const pressureReference = {
  standard: [
    line("1 atm", "atmosphere", "pascal", "Pa", 6),
    line("1 atm", "atmosphere", "kilopascal", "kPa", 6),
    line("1 atm", "atmosphere", "bar", "bar", 6),
    line("1 atm", "atmosphere", "psi", "psi", 5),
    line("1 atm", "atmosphere", "mmhg", "mmHg", 5),
    line("1 bar", "bar", "psi", "psi", 5),
  ],
  applications: [
    {
      term: "Car tire",
      value: `30-35 psi (about ${referenceFigure(convertWithin(pressureUnits, 30, "psi", "bar"), 3)}-${referenceFigure(convertWithin(pressureUnits, 35, "psi", "bar"), 3)} bar)`,
    },
    {
      term: "Road bicycle tire",
      value: `80-120 psi (about ${referenceFigure(convertWithin(pressureUnits, 80, "psi", "bar"), 3)}-${referenceFigure(convertWithin(pressureUnits, 120, "psi", "bar"), 3)} bar)`,
    },
    {
      term: "Espresso machine",
      value: `9 bar (about ${referenceFigure(convertWithin(pressureUnits, 9, "bar", "psi"), 3)} psi)`,
    },
    {
      term: "Full scuba tank",
      value: `200 bar (about ${referenceFigure(convertWithin(pressureUnits, 200, "bar", "psi"), 3)} psi)`,
    },
    {
      term: "Normal blood pressure",
      value: `120/80 mmHg (about ${referenceFigure(convertWithin(pressureUnits, 120, "mmhg", "kilopascal"), 3)}/${referenceFigure(convertWithin(pressureUnits, 80, "mmhg", "kilopascal"), 3)} kPa)`,
    },
  ],
  weather: [
    {
      term: "Standard sea level",
      value: `1,013.25 hPa (${referenceFigure(convertWithin(pressureUnits, 1, "atmosphere", "kilopascal"))} kPa)`,
    },
    { term: "High pressure (settled, clear weather)", value: "above about 1,020 hPa" },
    { term: "Low pressure (cloud, wind and rain)", value: "below about 1,000 hPa" },
  ],
};

/** The side card of the pressure converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Pressure Reference",
  sections: [
    { title: "Standard Pressures", lines: pressureReference.standard },
    { title: "Common Applications", lines: pressureReference.applications },
    { title: "Weather Pressure", lines: pressureReference.weather },
  ],
};
