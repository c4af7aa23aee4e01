/** What only the volume pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { UnitMeaning } from "../types";
import type { VolumeUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each volume unit is used: a paragraph for its pair pages. */
export const unitUses = {
  liter:
    "A liter is a cubic decimeter, 1,000 cubic centimeters. Drinks, fuel at the pump, engine sizes and the capacity of containers are measured in liters in most of the world, and even in the US soft drinks come in 1- and 2-liter bottles.",
  milliliter:
    "A milliliter is a thousandth of a liter, the same volume as a cubic centimeter. Medicine doses, syringes, cosmetics and the contents of cans and small bottles are labelled in milliliters, and metric recipes measure liquids in them.",
  gallon:
    "This converter's gallon is the US liquid gallon of 231 cubic inches, about 3.785 liters. Gasoline, milk and paint are sold by the gallon in the United States. The imperial gallon once used in the UK (about 4.546 liters) is larger and is not the one converted here.",
  quart:
    "The US liquid quart is a quarter of a gallon, or 2 pints, about 0.946 liters. Milk, ice cream, motor oil and stock are commonly sold in quarts in the United States.",
  pint: "The US liquid pint is an eighth of a US gallon, 16 US fluid ounces, about 473 milliliters. Americans buy cream, ice cream and beer by the pint; the British imperial pint, still used for beer and milk in the UK, is larger (about 568 mL).",
  cup: "The US customary cup is half a US pint, 8 US fluid ounces or 16 tablespoons, about 236.6 milliliters. American recipes measure flour, sugar and liquids in cups; nutrition labels use a rounded 240 mL cup, and the metric cup of Australia and other countries is 250 mL.",
  fluid_ounce:
    "The US fluid ounce is a sixteenth of a US pint, about 29.57 milliliters. Drinks, baby bottles and liquid cosmetics are labelled in fluid ounces in the United States. It measures volume, unlike the ounce of weight, and is a little larger than the imperial fluid ounce (about 28.41 mL).",
  tablespoon:
    "The US tablespoon is half a fluid ounce, or 3 teaspoons, about 14.8 milliliters. Recipes use it for oil, butter, sauces and spices; the Australian tablespoon is larger, at 20 mL.",
  teaspoon:
    "The US teaspoon is a third of a tablespoon, about 4.93 milliliters, often rounded to 5 mL. Recipes use it for salt, baking powder and spices, and it is a familiar measure for liquid medicine, where the 5 mL spoon or syringe that comes with the bottle is safer than a kitchen spoon.",
} as const satisfies Readonly<Record<VolumeUnitKey, string>>;

/** Which gallon, quart, pint, cup and fluid ounce the converter's are: for their pair pages' note. */
export const unitMeanings: Readonly<Partial<Record<VolumeUnitKey, UnitMeaning>>> = {
  gallon: { meaning: "US gallons", sizeIn: "liter" },
  quart: { meaning: "US liquid quarts", sizeIn: "liter" },
  pint: { meaning: "US liquid pints", sizeIn: "milliliter" },
  cup: { meaning: "US cups", sizeIn: "milliliter" },
  fluid_ounce: { meaning: "US fluid ounces", sizeIn: "milliliter" },
};

export const about: MeasureAbout = { tool, unitUses, unitMeanings, referenceCard };
