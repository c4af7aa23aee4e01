/** What only the flow rate pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { UnitMeaning } from "../types";
import type { FlowRateUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each flow rate unit is used: a paragraph for its pair pages. */
export const unitUses = {
  cubic_meters_per_second:
    "The cubic meter per second is the SI unit of volume flow rate, sometimes called the cumec. Hydrologists give river discharges and flood flows in m³/s, and dam spillways and hydroelectric turbines are rated in it.",
  cubic_meters_per_hour:
    "Cubic meters per hour are the unit of pumps, fans and water meters in much of the world: building ventilation, water supply, heating circuits and industrial process flows are specified in m³/h.",
  liters_per_second:
    "Liters per second measure larger flows of water: fire hydrants and hoses, irrigation, pipe sizing for buildings and the output of springs and small streams.",
  liters_per_minute:
    "Liters per minute are the everyday metric unit of flow. Shower heads and taps (often 6 to 12 L/min), garden pumps, medical oxygen and compressed air tools are rated in L/min.",
  liters_per_hour:
    "Liters per hour suit slow, steady flows: drip irrigation emitters, aquarium and pond pumps, fuel consumption of engines at idle and dosing pumps.",
  milliliters_per_minute:
    "Milliliters per minute measure small, precise flows: infusion pumps and intravenous drips, laboratory pumps and chromatography, and the flow of coffee from an espresso machine.",
  us_gallons_per_minute:
    "This converter's gallon per minute (gpm) is the US gallon of 231 cubic inches, about 3.785 liters, per minute. Pumps, well yields, plumbing fixtures, pool filters and fire flows are rated in gpm in the United States.",
  us_gallons_per_hour:
    "US gallons per hour (gph) rate aquarium, pond and fountain pumps, water heaters, drip irrigation and fuel burn of boats and small aircraft in the United States.",
  cubic_feet_per_second:
    "Cubic feet per second (cfs, or cusecs) measure river and stream flow in the United States: the US Geological Survey reports discharges in cfs, and dam releases and irrigation rights are given in it.",
  cubic_feet_per_minute:
    "Cubic feet per minute (cfm) rate air flow: fans, range hoods, HVAC ducts, vacuum cleaners and air compressors in the United States are specified in cfm.",
  uk_gallons_per_minute:
    "The UK gallon per minute uses the imperial gallon of 4.54609 liters, about 20% larger than the US gallon. Older British pumps, boilers and fire service equipment, and older Canadian ratings, are given in imperial gallons per minute.",
} as const satisfies Readonly<Record<FlowRateUnitKey, string>>;

/** Which gallon the converter's gallons per minute are: for their pair pages' note. */
export const unitMeanings: Readonly<Partial<Record<FlowRateUnitKey, UnitMeaning>>> = {
  us_gallons_per_minute: { meaning: "US gallons per minute", sizeIn: "liters_per_minute" },
};

export const about: MeasureAbout = { tool, unitUses, unitMeanings, referenceCard };
