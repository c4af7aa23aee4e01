/** What only the speed pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { SpeedUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { pairTableValues } from "./pair-values";

/** Where each speed unit is used: a paragraph for its pair pages. */
export const unitUses = {
  meters_per_second:
    "Meters per second is the SI unit of speed. Physics and engineering calculations use it, weather services in many countries report wind in m/s, and it puts sprinting in perspective: the fastest 100 m runners reach a little over 12 m/s.",
  kilometers_per_hour:
    "Kilometers per hour is the unit on road signs and car speedometers in most countries. Motorway limits are typically between 100 and 130 km/h, and many weather services give wind speeds in km/h.",
  miles_per_hour:
    "Miles per hour is used on road signs and speedometers in the United States and the United Kingdom. US freeway limits typically range from 55 to 80 mph and the UK motorway limit is 70 mph; baseball pitches and tennis serves are timed in mph too.",
  feet_per_second:
    "Feet per second appears in US engineering and ballistics: the muzzle velocity of bullets, the flow of water in pipes and channels, and the speed of lifts and fans are often given in ft/s.",
  knots:
    "A knot is one nautical mile (1,852 m) per hour. Ships, aircraft and marine and aviation weather forecasts give speeds in knots, because a nautical mile is one minute of latitude, which makes distances easy to read off a chart.",
} as const satisfies Readonly<Record<SpeedUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard, pairTableValues };
