/**
 * The torque converter's reference card: the factors of workshop manuals and motor data sheets,
 * and typical tightening torques, computed from the units.
 */
import {
  referenceFigure,
  referenceLines,
  type ReferenceCardData,
  type ReferenceLine,
} from "../reference-card";
import { torqueUnits, type TorqueUnitKey } from "./units";
import { convertWithin } from "../linear";

const line = referenceLines(torqueUnits);

/** A range of torques in N·m, and the same range in another unit, to 2 significant digits. */
function rangeIn(low: number, high: number, unit: TorqueUnitKey, symbol: string): string {
  const inUnit = (newtonMeters: number) =>
    referenceFigure(convertWithin(torqueUnits, newtonMeters, "newton_meter", unit), 2);
  return `${low}-${high} N·m (${inUnit(low)}-${inUnit(high)} ${symbol})`;
}

/** Torque reference: factors, and what common fasteners are tightened to. */
export const torqueReference: { factors: ReferenceLine[]; tightening: ReferenceLine[] } = {
  factors: [
    line("1 N·m", "newton_meter", "pound_force_foot", "lbf·ft"),
    line("1 lbf·ft", "pound_force_foot", "newton_meter", "N·m"),
    line("1 lbf·ft", "pound_force_foot", "pound_force_inch", "lbf·in"),
    line("1 lbf·in", "pound_force_inch", "newton_meter", "N·m"),
    line("1 kgf·m", "kilogram_force_meter", "newton_meter", "N·m"),
    line("1 kgf·cm", "kilogram_force_centimeter", "newton_meter", "N·m"),
    line("1 ozf·in", "ounce_force_inch", "newton_centimeter", "N·cm"),
  ],
  tightening: [
    { term: "Bicycle stem bolts", value: rangeIn(4, 8, "pound_force_inch", "lbf·in") },
    { term: "Spark plug (14 mm)", value: rangeIn(20, 30, "pound_force_foot", "lbf·ft") },
    { term: "Car wheel nuts", value: rangeIn(80, 140, "pound_force_foot", "lbf·ft") },
  ],
};

/** The side card of the torque converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Torque Reference",
  sections: [
    { title: "Conversion Factors", lines: torqueReference.factors },
    { title: "Typical Tightening Torques", lines: torqueReference.tightening },
  ],
  note: "Tightening figures are typical; the manual of the part at hand comes first.",
};
