/** Pressure units; base unit: the pascal. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const pressureUnits = [
  { key: "pascal", label: "Pascals (Pa)", symbol: "Pa", group: "SI", factor: 1 },
  { key: "kilopascal", label: "Kilopascals (kPa)", symbol: "kPa", group: "SI", factor: 1000 },
  { key: "bar", label: "Bar (bar)", symbol: "bar", group: "Metric", factor: 1e5 },
  {
    key: "psi",
    label: "Pounds per square inch (psi)",
    symbol: "psi",
    group: "Imperial",
    factor: 6895,
  },
  {
    key: "atmosphere",
    label: "Atmospheres (atm)",
    symbol: "atm",
    group: "Standard",
    factor: 101325,
  },
  { key: "torr", label: "Torr (Torr)", symbol: "Torr", group: "Standard", factor: 133.322 },
  {
    key: "mmhg",
    label: "Millimeters of mercury (mmHg)",
    symbol: "mmHg",
    group: "Standard",
    factor: 133.322,
  },
] as const satisfies readonly LinearUnit[];

export type PressureUnitKey = UnitKeyOf<typeof pressureUnits>;
