/**
 * Area units; base unit: the square metre. Square units are the squares of their lengths; the
 * hectare is 10,000 m² and the acre 43,560 square feet.
 */
import type { SourceKey } from "../sources";
import { baseUnit, derivedUnit, unitOf, type DefinedUnit } from "../define-unit";
import { power } from "../exact";
import { lengths } from "../length/units";
import type { LinearUnit, UnitKeyOf } from "../types";

const squareOf = (length: DefinedUnit, source: SourceKey): DefinedUnit =>
  derivedUnit(
    `${length.symbol}²`,
    power(length.exact, 2),
    `1 ${length.symbol} × 1 ${length.symbol}`,
    source,
  );

const squareMeter = baseUnit("m²", "SI coherent unit of area", "si");
const squareFoot = squareOf(lengths.foot, "handbook44");

export const areaUnits = [
  { key: "square_meter", label: "Square meters (m²)", group: "Metric", ...squareMeter },
  {
    key: "square_kilometer",
    label: "Square kilometers (km²)",
    group: "Metric",
    ...squareOf(lengths.kilometer, "siPrefix"),
  },
  {
    key: "square_centimeter",
    label: "Square centimeters (cm²)",
    group: "Metric",
    ...squareOf(lengths.centimeter, "siPrefix"),
  },
  {
    key: "hectare",
    label: "Hectares (ha)",
    group: "Metric",
    ...unitOf("ha", 10000, squareMeter, "si"),
  },
  { key: "square_foot", label: "Square feet (ft²)", group: "Imperial", ...squareFoot },
  {
    key: "square_inch",
    label: "Square inches (in²)",
    group: "Imperial",
    ...squareOf(lengths.inch, "handbook44"),
  },
  {
    key: "square_yard",
    label: "Square yards (yd²)",
    group: "Imperial",
    ...squareOf(lengths.yard, "handbook44"),
  },
  {
    key: "square_mile",
    label: "Square miles (mi²)",
    group: "Imperial",
    ...squareOf(lengths.mile, "handbook44"),
  },
  {
    key: "acre",
    label: "Acres (ac)",
    group: "Imperial",
    ...unitOf("ac", 43560, squareFoot, "handbook44"),
  },
] as const satisfies readonly LinearUnit[];

export type AreaUnitKey = UnitKeyOf<typeof areaUnits>;
