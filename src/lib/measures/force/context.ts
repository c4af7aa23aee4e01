/**
 * The force context line: the mass whose weight on Earth is that force, under standard gravity
 * (gₙ), in milligrams, grams, kilograms or tonnes.
 */
import type { ForceUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { forceUnits } from "./units";
import { convertWithin } from "../linear";
import { roughFigure } from "../reference-card";

/**
 * A mass in kilograms as the context line says it: in tonnes from 1,000 kg, in grams below 1 kg
 * and in milligrams below 1 g, to 3 significant digits.
 * @example massText(0.45359237) // "454 g"
 */
export function massText(kilograms: number): string {
  if (kilograms >= 1000) return `${roughFigure(kilograms / 1000)} t`;
  if (kilograms >= 1) return `${roughFigure(kilograms)} kg`;
  if (kilograms >= 0.001) return `${roughFigure(kilograms * 1000)} g`;
  return `${roughFigure(kilograms * 1_000_000)} mg`;
}

/**
 * The context line of a force conversion (loaded with the converter's details, not with the
 * page): the weight it equals. A kilogram-force is the weight of 1 kg, so a force in kgf is the
 * mass in kilograms.
 * @example measureContext({ value: 1, from: "pound_force", to, result, resultText }).text // "About the weight of a mass of 454 g on Earth (standard gravity)."
 */
export function measureContext({ value, from }: Conversion<ForceUnitKey>): ConverterContext {
  const kilograms = Math.abs(convertWithin(forceUnits, value, from, "kilogram_force"));
  const text =
    kilograms === 0
      ? "No force: nothing pushes or pulls."
      : `About the weight of a mass of ${massText(kilograms)} on Earth (standard gravity).${value < 0 ? " The minus gives its direction." : ""}`;
  return contextLine("Weight equivalent", text);
}
