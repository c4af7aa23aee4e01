/**
 * Pressure units; base unit: the pascal. The psi is a pound-force (the avoirdupois pound under
 * standard gravity) per square inch; the torr is 1/760 of the standard atmosphere; the
 * conventional millimetre of mercury is 13.5951 g/cm³ × standard gravity × 1 mm.
 */
import { baseUnit, derivedUnit, unitOf } from "../define-unit";
import { exact, power, product, quotient } from "../exact";
import { terminatingDecimal } from "../exact-decimal";
import { lengths } from "../length/units";
import type { LinearUnit, UnitKeyOf } from "../types";
import { poundForce, standardGravity } from "../weight/units";

const gravityText = `${terminatingDecimal(standardGravity)} m/s²`;
const mercuryDensity = exact("13595.1");

const pascal = baseUnit("Pa", "1 N/m² (SI special name)", "si");
const atmosphere = unitOf("atm", 101325, pascal, "sp811");

export const pressureUnits = [
  { key: "pascal", label: "Pascals (Pa)", group: "SI", ...pascal },
  {
    key: "kilopascal",
    label: "Kilopascals (kPa)",
    group: "SI",
    ...unitOf("kPa", 1000, pascal, "siPrefix"),
  },
  { key: "bar", label: "Bar (bar)", group: "Metric", ...unitOf("bar", 100000, pascal, "sp811") },
  {
    key: "psi",
    label: "Pounds per square inch (psi)",
    group: "Imperial",
    ...derivedUnit(
      "psi",
      quotient(poundForce, power(lengths.inch.exact, 2)),
      `1 lbf / 1 in² (lbf = 1 lb × ${gravityText})`,
      "standardGravity",
    ),
  },
  { key: "atmosphere", label: "Atmospheres (atm)", group: "Standard", ...atmosphere },
  {
    key: "torr",
    label: "Torr (Torr)",
    group: "Standard",
    ...unitOf("Torr", "1/760", atmosphere, "sp811"),
  },
  {
    key: "mmhg",
    label: "mm of mercury (mmHg)",
    group: "Standard",
    ...derivedUnit(
      "mmHg",
      product(mercuryDensity, standardGravity, lengths.millimeter.exact),
      `${terminatingDecimal(mercuryDensity, true)} kg/m³ × ${gravityText} × 1 mm (conventional)`,
      "sp811",
    ),
  },
] as const satisfies readonly LinearUnit[];

export type PressureUnitKey = UnitKeyOf<typeof pressureUnits>;
