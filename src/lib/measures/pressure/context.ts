/** The pressure context band of the spec (section 9, context bands). */

/**
 * The pressure level of a pressure in atmospheres. Bands: below 0.1, 0.9, 1.1, 3, 100; else extreme.
 * @example pressureBand(1) // "Standard atmospheric pressure: the air pressure at sea level."
 */
export function pressureBand(atmospheres: number): string {
  if (atmospheres < 0.1) return "Near-perfect vacuum: far below the air around us.";
  if (atmospheres < 0.9) return "Low pressure (high altitude): like the thin air on a mountain.";
  if (atmospheres < 1.1) return "Standard atmospheric pressure: the air pressure at sea level.";
  if (atmospheres < 3) return "Car tire pressure: what keeps a car tire firm.";
  if (atmospheres < 100) return "Scuba tank pressure: the range of compressed-gas cylinders.";
  return "Extreme industrial pressure: hydraulic presses and the deep sea.";
}
