/** What only the power pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { PowerUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

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

export const about: MeasureAbout = { tool, unitUses, referenceCard };
