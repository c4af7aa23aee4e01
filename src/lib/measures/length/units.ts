/** Length units; base unit: the metre. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const lengthUnits = [
  { key: "meter", label: "Meters (m)", symbol: "m", group: "Metric", factor: 1 },
  { key: "kilometer", label: "Kilometers (km)", symbol: "km", group: "Metric", factor: 1000 },
  { key: "centimeter", label: "Centimeters (cm)", symbol: "cm", group: "Metric", factor: 0.01 },
  { key: "millimeter", label: "Millimeters (mm)", symbol: "mm", group: "Metric", factor: 0.001 },
  { key: "inch", label: "Inches (in)", symbol: "in", group: "Imperial", factor: 0.0254 },
  { key: "foot", label: "Feet (ft)", symbol: "ft", group: "Imperial", factor: 0.3048 },
  { key: "yard", label: "Yards (yd)", symbol: "yd", group: "Imperial", factor: 0.9144 },
  { key: "mile", label: "Miles (mi)", symbol: "mi", group: "Imperial", factor: 1609.344 },
] as const satisfies readonly LinearUnit[];

export type LengthUnitKey = UnitKeyOf<typeof lengthUnits>;
