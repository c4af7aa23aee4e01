/**
 * Torque units; base unit: the newton-metre. Each is a force unit of the force measure times a
 * length unit of the length measure, so every size comes from their definitions: the pound-force
 * foot is the pound-force (the pound under standard gravity) times the foot of 12 inches.
 */
import { baseUnit, derivedUnit, type DefinedUnit } from "../define-unit";
import { product } from "../exact";
import { forces } from "../force/units";
import { lengths } from "../length/units";
import type { SourceKey } from "../sources";
import type { LinearUnit, UnitKeyOf } from "../types";

/** A force acting at a lever arm of a length: its size is their product, in N·m. */
const moment = (force: DefinedUnit, length: DefinedUnit, source: SourceKey): DefinedUnit =>
  derivedUnit(
    `${force.symbol}·${length.symbol}`,
    product(force.exact, length.exact),
    `1 ${force.symbol} × 1 ${length.symbol}`,
    source,
  );

const newtonMeter = baseUnit("N·m", "1 N × 1 m (SI coherent unit of torque)", "si");

export const torqueUnits = [
  { key: "newton_meter", label: "Newton-meters (N·m)", group: "SI", ...newtonMeter },
  {
    key: "kilonewton_meter",
    label: "Kilonewton-meters (kN·m)",
    group: "SI",
    ...moment(forces.kilonewton, lengths.meter, "siPrefix"),
  },
  {
    key: "newton_centimeter",
    label: "Newton-centimeters (N·cm)",
    group: "SI",
    ...moment(forces.newton, lengths.centimeter, "siPrefix"),
  },
  {
    key: "kilogram_force_meter",
    label: "Kilogram-force m (kgf·m)",
    group: "Metric",
    ...moment(forces.kilogramForce, lengths.meter, "standardGravity"),
  },
  {
    key: "kilogram_force_centimeter",
    label: "Kilogram-force cm (kgf·cm)",
    group: "Metric",
    ...moment(forces.kilogramForce, lengths.centimeter, "standardGravity"),
  },
  {
    key: "dyne_centimeter",
    label: "Dyne-centimeters (dyn·cm)",
    group: "Metric",
    ...moment(forces.dyne, lengths.centimeter, "sp811"),
  },
  {
    key: "pound_force_foot",
    label: "Pound-force feet (lbf·ft)",
    group: "Imperial",
    ...moment(forces.poundForce, lengths.foot, "standardGravity"),
  },
  {
    key: "pound_force_inch",
    label: "Pound-force inches (lbf·in)",
    group: "Imperial",
    ...moment(forces.poundForce, lengths.inch, "standardGravity"),
  },
  {
    key: "ounce_force_inch",
    label: "Ounce-force inches (ozf·in)",
    group: "Imperial",
    ...moment(forces.ounceForce, lengths.inch, "standardGravity"),
  },
] as const satisfies readonly LinearUnit[];

export type TorqueUnitKey = UnitKeyOf<typeof torqueUnits>;
