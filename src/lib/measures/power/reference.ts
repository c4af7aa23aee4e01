/**
 * The power converter's reference card: conversions, appliances and engines, computed from the units.
 */
import { referenceLines, type ReferenceCardData } from "../reference-card";
import { powerUnits } from "./units";
import { formatTrimmed } from "../../number-format";
import { convertWithin } from "../linear";

const line = referenceLines(powerUnits);

function horsepowerOf(kilowatts: number): string {
  return formatTrimmed(convertWithin(powerUnits, kilowatts, "kilowatt", "horsepower"), 0, true);
}

/** Power reference: conversions, household appliances, vehicle engines. */
export const powerReference = {
  common: [
    line("1 kW", "kilowatt", "horsepower", "hp"),
    line("1 kW", "kilowatt", "btu_per_hour", "BTU/h"),
    line("1 hp", "horsepower", "watt", "W"),
    line("1 W", "watt", "btu_per_hour", "BTU/h"),
  ],
  appliances: [
    { term: "LED light bulb", value: "5-15 W" },
    { term: "Laptop", value: "30-100 W" },
    { term: "Microwave oven", value: "600-1,200 W" },
    { term: "Electric kettle", value: "1,500-3,000 W" },
    { term: "Electric oven", value: "2,000-5,000 W" },
  ],
  engines: [
    { term: "Small city car", value: `about 50 kW (${horsepowerOf(50)} hp)` },
    { term: "Family car", value: `about 100 kW (${horsepowerOf(100)} hp)` },
    { term: "Sports car", value: `about 300 kW (${horsepowerOf(300)} hp)` },
    { term: "Heavy truck", value: `about 400 kW (${horsepowerOf(400)} hp)` },
  ],
};

/** The side card of the power converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Power Reference",
  sections: [
    { title: "Common Conversions", lines: powerReference.common },
    { title: "Household Appliances", lines: powerReference.appliances },
    { title: "Vehicle Engines", lines: powerReference.engines },
  ],
};
