/**
 * Force units; base unit: the newton (1 kg·m/s²). The gravitational units are weights under
 * standard gravity, gₙ (written once in weight/units.ts): the pound-force is the avoirdupois pound's
 * weight (weight/units.ts's `poundForce`), the kilogram-force and the tonne-force are the kilogram's
 * and the tonne's, and the ounce-force and the kip are 1/16 and 1,000 pounds-force. The dyne (g·cm/s²)
 * and the poundal (lb·ft/s²) are mass times length per second squared, with no gravity in them.
 */
import { baseUnit, derivedUnit, unitOf, type DefinedUnit } from "../define-unit";
import { product, quotient, type Exact } from "../exact";
import { terminatingDecimal } from "../exact-decimal";
import { lengths } from "../length/units";
import type { LinearUnit, UnitKeyOf } from "../types";
import { masses, poundForce, standardGravity } from "../weight/units";

const gravityText = `${terminatingDecimal(standardGravity)} m/s²`;

/** A mass in kilograms. */
const inKilograms = (mass: DefinedUnit): Exact => quotient(mass.exact, masses.kilogram.exact);

/** The weight of a mass under standard gravity, in newtons. */
const weightOf = (symbol: string, mass: DefinedUnit): DefinedUnit =>
  derivedUnit(
    symbol,
    product(inKilograms(mass), standardGravity),
    `1 ${mass.symbol} × ${gravityText}`,
    "standardGravity",
  );

/** A mass times a length per second squared: the dyne and the poundal. */
const massTimesAcceleration = (symbol: string, mass: DefinedUnit, length: DefinedUnit) =>
  derivedUnit(
    symbol,
    product(inKilograms(mass), length.exact),
    `1 ${mass.symbol} × 1 ${length.symbol}/s²`,
    "sp811",
  );

const newton = baseUnit("N", "1 kg·m/s² (SI special name)", "si");
const kilonewton = unitOf("kN", 1000, newton, "siPrefix");
const poundForceUnit = derivedUnit(
  "lbf",
  poundForce,
  `1 ${masses.pound.symbol} × ${gravityText}`,
  "standardGravity",
);
const kilogramForce = weightOf("kgf", masses.kilogram);

/** Force units other measures are built from (torque: a force times a length). */
export const forces = {
  newton,
  kilonewton,
  dyne: massTimesAcceleration("dyn", masses.gram, lengths.centimeter),
  poundForce: poundForceUnit,
  ounceForce: unitOf("ozf", "1/16", poundForceUnit, "sp811"),
  kilogramForce,
};

export const forceUnits = [
  { key: "newton", label: "Newtons (N)", group: "SI", ...newton },
  { key: "kilonewton", label: "Kilonewtons (kN)", group: "SI", ...kilonewton },
  {
    key: "meganewton",
    label: "Meganewtons (MN)",
    group: "SI",
    ...unitOf("MN", 1000, kilonewton, "siPrefix"),
  },
  { key: "kilogram_force", label: "Kilograms-force (kgf)", group: "Metric", ...kilogramForce },
  {
    key: "tonne_force",
    label: "Tonnes-force (tf)",
    group: "Metric",
    ...weightOf("tf", masses.ton),
  },
  { key: "dyne", label: "Dynes (dyn)", group: "Metric", ...forces.dyne },
  { key: "pound_force", label: "Pounds-force (lbf)", group: "Imperial", ...poundForceUnit },
  { key: "ounce_force", label: "Ounces-force (ozf)", group: "Imperial", ...forces.ounceForce },
  {
    key: "kip",
    label: "Kips (kip)",
    group: "Imperial",
    ...unitOf("kip", 1000, poundForceUnit, "sp811"),
  },
  {
    key: "poundal",
    label: "Poundals (pdl)",
    group: "Imperial",
    ...massTimesAcceleration("pdl", masses.pound, lengths.foot),
  },
] as const satisfies readonly LinearUnit[];

export type ForceUnitKey = UnitKeyOf<typeof forceUnits>;
