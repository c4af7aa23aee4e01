/**
 * The force converter's reference card: the factors people look up, and everyday weights as
 * forces, computed from the units.
 */
import {
  referenceFigure,
  referenceLines,
  type ReferenceCardData,
  type ReferenceLine,
} from "../reference-card";
import { forceUnits } from "./units";
import { convertWithin } from "../linear";

const line = referenceLines(forceUnits);

/** The weight of a mass in kilograms, in newtons and pounds-force, to 3 significant digits. */
function weightOfKilograms(kilograms: number): string {
  const newtons = convertWithin(forceUnits, kilograms, "kilogram_force", "newton");
  const poundsForce = convertWithin(forceUnits, kilograms, "kilogram_force", "pound_force");
  return `${referenceFigure(newtons, 3)} N (${referenceFigure(poundsForce, 3)} lbf)`;
}

/** Force reference: factors, and the weights of familiar masses. */
export const forceReference: { factors: ReferenceLine[]; weights: ReferenceLine[] } = {
  factors: [
    line("1 lbf", "pound_force", "newton", "N"),
    line("1 kgf", "kilogram_force", "newton", "N"),
    line("1 N", "newton", "pound_force", "lbf"),
    line("1 N", "newton", "dyne", "dyn"),
    line("1 kN", "kilonewton", "pound_force", "lbf"),
    line("1 kip", "kip", "kilonewton", "kN"),
    line("1 tf", "tonne_force", "kilonewton", "kN"),
    line("1 pdl", "poundal", "newton", "N"),
  ],
  weights: [
    { term: "An apple (100 g)", value: weightOfKilograms(0.1) },
    { term: "A 1 kg bag of sugar", value: weightOfKilograms(1) },
    { term: "An adult (70 kg)", value: weightOfKilograms(70) },
    { term: "A small car (1,000 kg)", value: weightOfKilograms(1000) },
  ],
};

/** The side card of the force converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Force Reference",
  sections: [
    { title: "Conversion Factors", lines: forceReference.factors },
    { title: "Weights on Earth", lines: forceReference.weights },
  ],
  note: "Weights are at standard gravity, gₙ; the pound-force, kilogram-force and tonne-force are defined with it.",
};
