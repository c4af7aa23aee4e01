/** What energy units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { EnergyUnitKey } from "./units";

/** What energy units are called and how people write them. */
export const energyUnitNames = {
  joule: {
    singular: "joule",
    plural: "joules",
    heading: "Joules",
    aliases: ["j"],
    counterpart: "calorie",
  },
  kilojoule: {
    singular: "kilojoule",
    plural: "kilojoules",
    heading: "Kilojoules",
    aliases: ["kj"],
    counterpart: "kilocalorie",
  },
  calorie: {
    singular: "calorie",
    plural: "calories",
    heading: "Calories",
    aliases: ["cal", "cals", "small calorie", "small calories", "gram calorie", "gram calories"],
    counterpart: "joule",
  },
  kilocalorie: {
    singular: "kilocalorie",
    plural: "kilocalories",
    heading: "Kilocalories",
    aliases: ["kcal", "kcals", "food calorie", "food calories", "large calorie", "large calories"],
    counterpart: "kilojoule",
  },
  btu: {
    singular: "British thermal unit",
    plural: "British thermal units",
    heading: "British Thermal Units",
    aliases: ["btu", "btus"],
    counterpart: "kilowatt_hour",
  },
  watt_hour: {
    singular: "watt-hour",
    plural: "watt-hours",
    heading: "Watt-Hours",
    aliases: ["wh", "watt hour", "watt hours", "watthour", "watthours"],
    counterpart: "joule",
  },
  kilowatt_hour: {
    singular: "kilowatt-hour",
    plural: "kilowatt-hours",
    heading: "Kilowatt-Hours",
    aliases: ["kwh", "kw h", "kilowatt hour", "kilowatt hours", "kilowatthour", "kilowatthours"],
    counterpart: "joule",
  },
} as const satisfies UnitNamesOf<EnergyUnitKey>;

/** How people name energy units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: energyUnitNames };
