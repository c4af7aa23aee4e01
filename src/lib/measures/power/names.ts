/** What power units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
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

/** Where each power unit is used: a paragraph for its pair pages. */
export const unitUses = {
  watt: "The watt is the SI unit of power, one joule per second. Light bulbs, phone chargers, household appliances and audio amplifiers are rated in watts.",
  kilowatt:
    "A kilowatt is 1,000 watts. Kettles, ovens and heaters draw a few kilowatts, solar systems and electric car chargers are rated in kW, and official documents in Europe give a car engine's power in kilowatts.",
  horsepower:
    "The mechanical horsepower converted here is 550 foot-pounds per second, about 745.7 watts, the unit James Watt used to compare steam engines with horses. Car, motorcycle, lawn mower and outboard engines are rated in horsepower in the US and UK; the metric horsepower (PS) used in parts of Europe is slightly smaller, about 735.5 W.",
  btu_per_hour:
    "BTU per hour measures heating and cooling power in the United States. Air conditioners, furnaces, space heaters and grills are rated in BTU/h, often just called BTUs: a small window air conditioner gives about 5,000 to 8,000 BTU/h, and 12,000 BTU/h is one ton of cooling.",
} as const satisfies Readonly<Record<PowerUnitKey, string>>;
