/**
 * The acceleration context line: the value in g (standard gravity, gₙ), the unit people feel
 * accelerations in, and a familiar motion of about that size.
 */
import type { AccelerationUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { accelerationUnits } from "./units";
import { convertWithin } from "../linear";
import { roughFigure } from "../reference-card";

/** In g, what a car averages going from 0 to 100 km/h in 10 seconds (10 km/h each second). */
const carFromRest = convertWithin(
  accelerationUnits,
  10,
  "kilometer_per_hour_per_second",
  "standard_gravity",
);

/**
 * A familiar motion for an acceleration of this size in g, its direction aside. Bands: 0, below
 * 0.15, 0.5, 1.2, 2.5, 6, 10 and 100; beyond that, guns and impacts.
 * @example accelerationBand(9) // "fighter pilot range: a trained pilot in a g-suit holds about 9 g, for seconds."
 */
export function accelerationBand(standardGravities: number): string {
  const size = Math.abs(standardGravities);
  if (size === 0) return "no acceleration: standing still, or a steady speed in a straight line.";
  if (size < 0.15) return "gentle, like a lift starting or a train pulling away.";
  if (size < 0.5)
    return `like a car speeding up (0 to 100 km/h in 10 s averages ${roughFigure(carFromRest)} g).`;
  if (size < 1.2)
    return "about the pull of gravity itself, as in a sports car's launch or an emergency stop.";
  if (size < 2.5)
    return "like a crewed rocket launch: the Space Shuttle kept its crew at 3 g or less.";
  if (size < 6) return "roller coaster range: drops and loops press riders with 3 to 5 g, briefly.";
  if (size < 10)
    return "fighter pilot range: a trained pilot in a g-suit holds about 9 g, for seconds.";
  if (size < 100) return "more than a person can sustain; only brief peaks, as in a car crash.";
  return "far beyond the human body, like a shell fired from a gun or a hard impact.";
}

/**
 * The context line of an acceleration conversion (loaded with the converter's details, not with
 * the page): the value in g and what it feels like.
 * @example measureContext({ value: 1, from: "standard_gravity", to, result, resultText }).text // "1 g: about the pull of gravity itself, …"
 */
export function measureContext({ value, from }: Conversion<AccelerationUnitKey>): ConverterContext {
  const standardGravities = convertWithin(accelerationUnits, value, from, "standard_gravity");
  const direction = standardGravities < 0 ? " The minus gives its direction, as in braking." : "";
  return contextLine(
    "In g, standard gravity",
    `${roughFigure(standardGravities)} g: ${accelerationBand(standardGravities)}${direction}`,
  );
}
