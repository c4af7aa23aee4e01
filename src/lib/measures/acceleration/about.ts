/** What only the acceleration pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import { accelerationUnits, type AccelerationUnitKey } from "./units";
import { convertWithin } from "../linear";
import { terminatingDecimal } from "../exact-decimal";
import { referenceFigure } from "../reference-card";
import { standardGravity } from "../weight/units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { pairTableValues } from "./pair-values";

/** Standard gravity in another unit, to 4 significant digits: 32.17 ft/s². */
function gravityIn(unit: AccelerationUnitKey): string {
  const figure = convertWithin(accelerationUnits, 1, "standard_gravity", unit);
  return `${referenceFigure(figure, 4)} ${accelerationUnits.find((known) => known.key === unit)?.symbol ?? unit}`;
}

/** Where each acceleration unit is used: a paragraph for its pair pages. */
export const unitUses = {
  meter_per_second_squared:
    "The meter per second squared is the SI unit of acceleration: a speed that grows by one meter per second every second. Physics and engineering calculations, accelerometers in phones and cars, and the figures of gravity itself (about 9.8 m/s² at the Earth's surface) use it.",
  centimeter_per_second_squared:
    "A centimeter per second squared is the gal (symbol Gal), the acceleration unit of the old CGS system, named after Galileo. Geophysicists still use it and its thousandth, the milligal, to map tiny differences in the Earth's gravity that reveal ore bodies, oil-bearing rock and ice thickness.",
  kilometer_per_hour_per_second:
    "Kilometers per hour per second say how many km/h a vehicle gains each second. Train and tram specifications often give acceleration and braking this way, and it turns a car's 0 to 100 km/h time into an average directly: 10 seconds means 10 km/h per second.",
  foot_per_second_squared: `The foot per second squared is the acceleration unit of US customary engineering. Ballistics, aerospace and mechanics texts in the United States use it; standard gravity is about ${gravityIn("foot_per_second_squared")}.`,
  inch_per_second_squared: `The inch per second squared appears in US machine design and vibration work, for the accelerations of cams, linkages, motion stages and conveyors. Standard gravity is about ${gravityIn("inch_per_second_squared")}, a figure that also turns weights in pounds into masses in US structural dynamics.`,
  mile_per_hour_per_second:
    "Miles per hour per second say how many mph a vehicle gains or loses each second. US and UK car tests, drag racing and traffic engineering use it: a car going from 0 to 60 mph in 6 seconds averages 10 mph per second, and everyday braking in traffic stays below about 7 mph per second.",
  standard_gravity: `Standard gravity, gₙ, is exactly ${terminatingDecimal(standardGravity)} m/s², fixed in 1901 as a conventional value of the pull of gravity at sea level. Accelerations felt by people and machines are measured in it as g-force: pilots and astronauts, roller coaster designers, crash tests, and accelerometer and shock ratings of electronics.`,
} as const satisfies Readonly<Record<AccelerationUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard, pairTableValues };
