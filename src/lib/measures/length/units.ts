/**
 * Length units; base unit: the metre. Each size is its definition: the inch of the 1959
 * international yard and pound, and the foot, yard and mile built from it.
 */
import { baseUnit, unitOf } from "../define-unit";
import type { LinearUnit, UnitKeyOf } from "../types";

const meter = baseUnit("m", "SI base unit of length", "si");
const inch = unitOf("in", "0.0254", meter, "yardAndPound1959");
const foot = unitOf("ft", 12, inch, "handbook44");

/** Length units other measures are built from (square feet, miles per hour, the gallon). */
export const lengths = {
  meter,
  kilometer: unitOf("km", 1000, meter, "siPrefix"),
  centimeter: unitOf("cm", "0.01", meter, "siPrefix"),
  millimeter: unitOf("mm", "0.001", meter, "siPrefix"),
  inch,
  foot,
  yard: unitOf("yd", 3, foot, "handbook44"),
  mile: unitOf("mi", 5280, foot, "handbook44"),
  nauticalMile: unitOf("nmi", 1852, meter, "sp811"),
};

export const lengthUnits = [
  { key: "meter", label: "Meters (m)", group: "Metric", ...lengths.meter },
  { key: "kilometer", label: "Kilometers (km)", group: "Metric", ...lengths.kilometer },
  { key: "centimeter", label: "Centimeters (cm)", group: "Metric", ...lengths.centimeter },
  { key: "millimeter", label: "Millimeters (mm)", group: "Metric", ...lengths.millimeter },
  { key: "inch", label: "Inches (in)", group: "Imperial", ...lengths.inch },
  { key: "foot", label: "Feet (ft)", group: "Imperial", ...lengths.foot },
  { key: "yard", label: "Yards (yd)", group: "Imperial", ...lengths.yard },
  { key: "mile", label: "Miles (mi)", group: "Imperial", ...lengths.mile },
] as const satisfies readonly LinearUnit[];

export type LengthUnitKey = UnitKeyOf<typeof lengthUnits>;

/**
 * The units the length converter starts with, and the home page's length card too. Here, beside
 * the units, because the home page loads this file and not the converter's.
 */
export const lengthDefaultFrom = "meter" satisfies LengthUnitKey;
export const lengthDefaultTo = "foot" satisfies LengthUnitKey;
