/** What only the pressure pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { PressureUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each pressure unit is used: a paragraph for its pair pages. */
export const unitUses = {
  pascal:
    "The pascal is the SI unit of pressure, one newton of force on one square meter. It is so small that science and engineering mostly use its multiples: weather maps give air pressure in hectopascals (hPa) and material strengths are given in megapascals (MPa).",
  kilopascal:
    "A kilopascal is 1,000 pascals. Tyre pressures in Canada, Australia and much of Europe, building and heating specifications, and some medical texts use kilopascals; the air at sea level presses with about 101.3 kPa.",
  bar: "A bar is 100,000 pascals, very close to the air pressure at sea level. Tyre pressures in Europe, espresso machines (about 9 bar), scuba tanks (200 to 300 bar) and weather charts (in millibars) use it.",
  psi: "Pounds per square inch is the customary pressure unit of the United States. Car and bicycle tyres (about 30 to 35 psi for a car), air compressors, pressure washers and gas cylinders are rated in psi.",
  atmosphere:
    "The standard atmosphere is defined as exactly 101,325 pascals, the average air pressure at sea level. Chemistry uses it for standard conditions, and divers count in it: the pressure on a diver rises by about one atmosphere for every 10 meters of depth.",
  torr: "The torr is 1/760 of a standard atmosphere, named after Evangelista Torricelli, who built the first mercury barometer. Vacuum technology, such as the pumps, chambers and gauges of laboratories and chip factories, still works in torr and millitorr.",
  mmhg: "A millimeter of mercury is the pressure that holds up a column of mercury 1 mm high. Blood pressure (such as 120/80 mmHg) is measured in mmHg throughout medicine, and some barometers still read in it. It is almost exactly one torr.",
} as const satisfies Readonly<Record<PressureUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard };
