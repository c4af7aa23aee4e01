/** The area context band of the spec (section 9, context bands). */
import type { AreaUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { areaUnits } from "./units";
import { convertWithin } from "../linear";

/**
 * A size reference for an area in m²; 0 or less asks for a value. Bands: under 1, 10, 100, 500,
 * 10000, 40000; otherwise very large.
 * @example areaBand(250) // "About the size of a basketball court."
 * @example areaBand(0) // "Enter a value to see a size reference"
 */
/** The spec's context line for 0 or less. */
export const areaNoValueMessage = "Enter a value to see a size reference";

export function areaBand(squareMeters: number): string {
  if (!(squareMeters > 0)) return areaNoValueMessage;
  if (squareMeters < 1) return "About the size of a sheet of paper.";
  if (squareMeters < 10) return "About the size of a large dining table.";
  if (squareMeters < 100) return "About the size of a small two-car garage.";
  if (squareMeters < 500) return "About the size of a basketball court.";
  if (squareMeters < 10_000) return "Larger than a basketball court, up to nearly a soccer field.";
  if (squareMeters < 40_000) return "About the size of a large city block.";
  return "A very large area, bigger than a large city block.";
}

/**
 * The context line of a area conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({ value, from }: Conversion<AreaUnitKey>): ConverterContext {
  return contextLine(
    "Size reference",
    areaBand(convertWithin(areaUnits, value, from, "square_meter")),
  );
}
