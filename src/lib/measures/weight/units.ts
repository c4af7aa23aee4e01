/**
 * Mass (weight) units; base unit: the gram. The pound is the international avoirdupois pound of
 * 1959 (0.45359237 kg); the ounce and the stone are fractions and multiples of it.
 */
import { baseUnit, unitOf } from "../define-unit";
import { exact, one, product, quotient } from "../exact";
import type { LinearUnit, UnitKeyOf } from "../types";

const gram = baseUnit("g", "one thousandth of the SI base unit, the kilogram", "si");
const kilogram = unitOf("kg", 1000, gram, "siPrefix");
const pound = unitOf("lb", "0.45359237", kilogram, "yardAndPound1959");

/** Mass units other measures are built from (the pound-force, BMI in pounds) or refer to. */
export const masses = {
  gram,
  kilogram,
  ton: unitOf("t", 1000, kilogram, "si"),
  pound,
  ounce: unitOf("oz", "1/16", pound, "handbook44"),
  stone: unitOf("st", 14, pound, "sp811"),
  shortTon: unitOf("short ton", 2000, pound, "handbook44"),
  longTon: unitOf("long ton", 2240, pound, "handbook44"),
};

/** Standard acceleration of gravity, m/s²: what turns a mass into a weight (a force). */
export const standardGravity = exact("9.80665");

/** The pound-force in newtons: one pound (in kilograms) under standard gravity. */
export const poundForce = product(
  masses.pound.exact,
  quotient(one, masses.kilogram.exact),
  standardGravity,
);

export const massUnits = [
  { key: "kilogram", label: "Kilograms (kg)", group: "Metric", ...masses.kilogram },
  { key: "gram", label: "Grams (g)", group: "Metric", ...masses.gram },
  { key: "ton", label: "Metric Tons (t)", group: "Metric", ...masses.ton },
  { key: "pound", label: "Pounds (lb)", group: "Imperial", ...masses.pound },
  { key: "ounce", label: "Ounces (oz)", group: "Imperial", ...masses.ounce },
  { key: "stone", label: "Stone (st)", group: "Imperial", ...masses.stone },
] as const satisfies readonly LinearUnit[];

export type MassUnitKey = UnitKeyOf<typeof massUnits>;
