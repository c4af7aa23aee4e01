/**
 * The weight converter's Quick Reference card, computed from the units.
 */
import { referenceLines, referenceFigure, type ReferenceCardData } from "../reference-card";
import { quotient, toNumber } from "../exact";
import { masses, massUnits } from "./units";

const line = referenceLines(massUnits);

/** Weight Quick Reference and relations. */
export const weightReference = {
  quick: [
    line("1 kg", "kilogram", "pound", "lb"),
    line("1 lb", "pound", "gram", "g"),
    line("1 stone", "stone", "kilogram", "kg"),
    line("1 oz", "ounce", "gram", "g"),
    line("1 ton", "ton", "kilogram", "kg"),
  ],
  relations: [
    line("1 stone", "stone", "pound", "lb"),
    line("1 lb", "pound", "ounce", "oz"),
    {
      term: "1 short ton",
      value: `${referenceFigure(toNumber(quotient(masses.shortTon.exact, masses.pound.exact)))} lb`,
    },
  ],
};

/** The side card of the weight converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Quick Reference",
  sections: [
    { lines: weightReference.quick },
    { title: "Relations", lines: weightReference.relations },
  ],
};
