/**
 * The acceleration converter's reference card: the factors to m/s² and g, and familiar
 * accelerations, computed from the units.
 */
import {
  referenceFigure,
  referenceLines,
  type ReferenceCardData,
  type ReferenceLine,
} from "../reference-card";
import { accelerationUnits, type AccelerationUnitKey } from "./units";
import { convertWithin } from "../linear";

const line = referenceLines(accelerationUnits);

/** An acceleration in g and in m/s², to 3 significant digits. */
function inGAndSi(amount: number, unit: AccelerationUnitKey): string {
  const inG = convertWithin(accelerationUnits, amount, unit, "standard_gravity");
  const inSi = convertWithin(accelerationUnits, amount, unit, "meter_per_second_squared");
  return `${referenceFigure(inG, 3)} g (${referenceFigure(inSi, 3)} m/s²)`;
}

/** Acceleration reference: factors, and accelerations people know. */
export const accelerationReference: { factors: ReferenceLine[]; familiar: ReferenceLine[] } = {
  factors: [
    line("1 gₙ", "standard_gravity", "meter_per_second_squared", "m/s²"),
    line("1 gₙ", "standard_gravity", "foot_per_second_squared", "ft/s²"),
    line("1 ft/s²", "foot_per_second_squared", "meter_per_second_squared", "m/s²"),
    line("1 Gal (cm/s²)", "centimeter_per_second_squared", "meter_per_second_squared", "m/s²"),
    line("1 km/h/s", "kilometer_per_hour_per_second", "meter_per_second_squared", "m/s²"),
    line("1 mph/s", "mile_per_hour_per_second", "meter_per_second_squared", "m/s²"),
    line("1 m/s²", "meter_per_second_squared", "standard_gravity", "gₙ"),
  ],
  familiar: [
    { term: "Car, 0 to 100 km/h in 10 s", value: inGAndSi(10, "kilometer_per_hour_per_second") },
    { term: "Sports car, 0 to 60 mph in 3 s", value: inGAndSi(20, "mile_per_hour_per_second") },
    { term: "Fighter pilot in a g-suit", value: `up to ${inGAndSi(9, "standard_gravity")}` },
    { term: "Gravity on the Moon", value: `about ${inGAndSi(1.62, "meter_per_second_squared")}` },
  ],
};

/** The side card of the acceleration converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Acceleration Reference",
  sections: [
    { title: "Conversion Factors", lines: accelerationReference.factors },
    { title: "Familiar Accelerations", lines: accelerationReference.familiar },
  ],
  note: "gₙ is standard gravity, fixed in 1901 as the acceleration that turns a mass into its weight; real gravity varies by a few tenths of a percent with latitude and height.",
};
