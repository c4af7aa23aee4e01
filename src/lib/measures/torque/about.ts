/** What only the torque pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import { torqueUnits, type TorqueUnitKey } from "./units";
import { terminatingDecimal } from "../exact-decimal";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** A unit's exact size in newton-metres, as decimal digits: 9.80665 for the kilogram-force metre. */
function inNewtonMeters(unit: TorqueUnitKey): string {
  const size = torqueUnits.find((known) => known.key === unit)?.exact;
  return (size && terminatingDecimal(size)) ?? unit;
}

/** Where each torque unit is used: a paragraph for its pair pages. */
export const unitUses = {
  newton_meter:
    "The newton-meter is the SI unit of torque: a force of one newton acting one meter from the axis. Torque wrenches, workshop manuals, engine data and motor specifications give torque in N·m in most of the world; car wheel nuts typically take around 100 N·m.",
  kilonewton_meter:
    "A kilonewton-meter is 1,000 newton-meters. Structural engineers use it for bending moments in beams, slabs and columns, and it rates large drives: ship propeller shafts, wind turbine gearboxes and heavy industrial machinery.",
  newton_centimeter:
    "A newton-centimeter is a hundredth of a newton-meter. Small electric motors, steppers and gearboxes, screwdrivers and the closures of bottles and jars (cap torque) are specified in N·cm.",
  kilogram_force_meter: `A kilogram-force meter is the torque of one kilogram-force at one meter, exactly ${inNewtonMeters("kilogram_force_meter")} newton-meters, since the kilogram-force is defined with standard gravity. Older Japanese and European car manuals and engine data gave torque in kgf·m (often written kg·m or mkg).`,
  kilogram_force_centimeter:
    "A kilogram-force centimeter is a hundredth of a kilogram-force meter. Hobby servo motors are rated in it (a standard servo gives a few kg·cm), and so are small geared motors and some torque screwdrivers.",
  dyne_centimeter:
    "The dyne-centimeter is the torque unit of the CGS system, a ten-millionth of a newton-meter. It appears in older physics texts and in the data of rotational viscometers, which measure how thick a fluid is by the small torque it takes to turn a spindle in it.",
  pound_force_foot:
    "The pound-force foot (lbf·ft, often written lb-ft or ft-lb) is the customary unit of torque in the United States. Engine torque in American car specifications, wheel-nut and bolt torques in US manuals, and the scales of most American torque wrenches use it.",
  pound_force_inch:
    "The pound-force inch (inch-pound) is a twelfth of a pound-force foot. US specifications use it for small fasteners: bicycle parts, electrical terminals and breakers, firearm scope mounts, and the smaller torque wrenches and screwdrivers.",
  ounce_force_inch:
    "The ounce-force inch is a sixteenth of a pound-force inch. US data sheets of small electric motors, stepper motors and servos give their torque in oz·in, beside N·cm or mN·m.",
} as const satisfies Readonly<Record<TorqueUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard };
