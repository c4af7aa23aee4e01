/** What power units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { PowerUnitKey } from "./units";

/** What power units are called and how people write them. */
export const powerUnitNames = {
  watt: {
    singular: "watt",
    plural: "watts",
    heading: "Watts",
    aliases: ["w"],
    counterpart: "horsepower",
  },
  kilowatt: {
    singular: "kilowatt",
    plural: "kilowatts",
    heading: "Kilowatts",
    aliases: ["kw"],
    counterpart: "horsepower",
  },
  horsepower: {
    singular: "horsepower",
    plural: "horsepower",
    heading: "Horsepower",
    aliases: ["hp", "horse power", "horsepowers", "mechanical horsepower"],
    counterpart: "kilowatt",
  },
  btu_per_hour: {
    singular: "BTU per hour",
    plural: "BTUs per hour",
    heading: "BTUs per Hour",
    aliases: ["btu/h", "btu/hr", "btuh", "btu per hour", "btu per hr", "btus/h", "btus/hr"],
    counterpart: "watt",
  },
} as const satisfies UnitNamesOf<PowerUnitKey>;

/** How people name power units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: powerUnitNames };
