/**
 * The volume converter's Quick Reference card, with the cooking relations, computed from the units.
 */
import { referenceLines, type ReferenceCardData } from "../reference-card";
import { volumeUnits } from "./units";

const line = referenceLines(volumeUnits);

/** Volume Quick Reference and cooking relations. */
export const volumeReference = {
  quick: [
    line("1 L", "liter", "gallon", "gal"),
    line("1 gal", "gallon", "liter", "L"),
    line("1 cup", "cup", "milliliter", "mL"),
    line("1 pint", "pint", "milliliter", "mL"),
    line("1 fl oz", "fluid_ounce", "milliliter", "mL"),
  ],
  cooking: [
    line("1 cup", "cup", "tablespoon", "tbsp"),
    line("1 tbsp", "tablespoon", "teaspoon", "tsp"),
    line("1 fl oz", "fluid_ounce", "tablespoon", "tbsp"),
  ],
};

/** The side card of the volume converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Quick Reference",
  sections: [
    { lines: volumeReference.quick },
    { title: "Cooking", lines: volumeReference.cooking },
  ],
};
