/** What only the force pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { ForceUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each force unit is used: a paragraph for its pair pages. */
export const unitUses = {
  newton:
    "The newton is the SI unit of force: the push that speeds up one kilogram by one meter per second every second. Physics, engineering and product specifications use it, from the force of a spring or a door closer to the thrust of an engine; an apple weighs about one newton.",
  kilonewton:
    "A kilonewton is 1,000 newtons, about the weight of 102 kilograms. Structural and civil engineers give loads, anchor and bolt strengths in kN, climbing ropes, carabiners and slings are rated in kN, and so are winches and lifting gear.",
  meganewton:
    "A meganewton is a million newtons. It measures very large forces: the thrust of rocket engines and jet airliners at take-off, the capacity of piles, bridge bearings and hydraulic presses, and the loads in large structures.",
  kilogram_force:
    "A kilogram-force is the weight of one kilogram under standard gravity. It is not an SI unit, but scales, spring balances, older engineering tables and many product ratings (hand grips, hanging loads, servo motors) still count force this way; it is also called the kilopond (kp).",
  tonne_force:
    "A tonne-force is the weight of one metric tonne under standard gravity, 1,000 kilograms-force. Presses, cranes, jacks, load cells and the pull of winches and tractors are often rated in tonnes-force, sometimes written simply as tonnes.",
  dyne: "The dyne is the force unit of the centimeter-gram-second (CGS) system: one gram accelerated by one centimeter per second squared, a hundred-thousandth of a newton. Older physics texts use it, and surface tension is still often given in dynes per centimeter.",
  pound_force:
    "The pound-force is the weight of one avoirdupois pound under standard gravity. It is the customary force unit of the United States: thrust of jet and rocket engines, spring rates, fastener and bolt loads, and the pull of archery bows and winches are given in lbf.",
  ounce_force:
    "An ounce-force is a sixteenth of a pound-force. It rates small forces in US products and engineering: small springs, switches, triggers and gauges, and (as ounce-force inches) the torque of small motors.",
  kip: "A kip is 1,000 pounds-force, a kilopound. American structural engineers use it for loads on beams, columns and foundations, and stresses are given in kips per square inch (ksi).",
  poundal:
    "A poundal is the force that speeds up one pound by one foot per second every second, about a thirty-second of a pound-force, since standard gravity is about 32.17 ft/s². It belongs to the foot-pound-second system of old British physics and engineering texts and is rarely used today.",
} as const satisfies Readonly<Record<ForceUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard };
