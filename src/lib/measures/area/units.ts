/** Area units; base unit: the square metre. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const areaUnits = [
  { key: "square_meter", label: "Square meters (m²)", symbol: "m²", group: "Metric", factor: 1 },
  {
    key: "square_kilometer",
    label: "Square kilometers (km²)",
    symbol: "km²",
    group: "Metric",
    factor: 1e6,
  },
  {
    key: "square_centimeter",
    label: "Square centimeters (cm²)",
    symbol: "cm²",
    group: "Metric",
    factor: 1e-4,
  },
  { key: "hectare", label: "Hectares (ha)", symbol: "ha", group: "Metric", factor: 1e4 },
  {
    key: "square_foot",
    label: "Square feet (ft²)",
    symbol: "ft²",
    group: "Imperial",
    factor: 0.092903,
  },
  {
    key: "square_inch",
    label: "Square inches (in²)",
    symbol: "in²",
    group: "Imperial",
    factor: 0.00064516,
  },
  {
    key: "square_yard",
    label: "Square yards (yd²)",
    symbol: "yd²",
    group: "Imperial",
    factor: 0.836127,
  },
  // The spec says "about 2589988"; this is the exact international square mile (1609.344² m²).
  {
    key: "square_mile",
    label: "Square miles (mi²)",
    symbol: "mi²",
    group: "Imperial",
    factor: 2589988.110336,
  },
  { key: "acre", label: "Acres (ac)", symbol: "ac", group: "Imperial", factor: 4046.86 },
] as const satisfies readonly LinearUnit[];

export type AreaUnitKey = UnitKeyOf<typeof areaUnits>;
