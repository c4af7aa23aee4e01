/**
 * The energy converter's reference card: conversions, food and household energy, computed from the units.
 */
import { referenceLines, type ReferenceCardData } from "../reference-card";
import { energyUnits } from "./units";

const line = referenceLines(energyUnits);

/** Energy reference: conversions, food energy, household energy. */
export const energyReference = {
  common: [
    line("1 kWh", "kilowatt_hour", "joule", "J"),
    line("1 kWh", "kilowatt_hour", "btu", "BTU"),
    line("1 Wh", "watt_hour", "joule", "J"),
    line("1 BTU", "btu", "joule", "J"),
    line("1 kcal", "kilocalorie", "kilojoule", "kJ"),
    line("1 cal", "calorie", "joule", "J"),
  ],
  food: [
    line("1 food Calorie (kcal)", "kilocalorie", "kilojoule", "kJ"),
    line("A medium apple (about 95 kcal)", "kilocalorie", "kilojoule", "kJ", 3, 95),
    line("2,000 kcal (a day's food)", "kilocalorie", "kilowatt_hour", "kWh", 3, 2000),
  ],
  household: [
    line("100 W bulb for 1 hour", "watt_hour", "kilowatt_hour", "kWh", 6, 100),
    line("2,000 W kettle for 3 minutes", "watt_hour", "kilowatt_hour", "kWh", 6, 2000 / 20),
    line("1,000 W microwave for 30 minutes", "watt_hour", "kilowatt_hour", "kWh", 6, 1000 / 2),
    line("1 kWh of electricity", "kilowatt_hour", "joule", "J"),
  ],
};

/** The side card of the energy converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Energy Reference",
  class: "hidden lg:block",
  sections: [
    { title: "Common Conversions", lines: energyReference.common },
    { title: "Food Energy", lines: energyReference.food },
    { title: "Household Energy", lines: energyReference.household },
  ],
};
