/**
 * The texts of a unit converter's result, as the page prints them: the "37 m =" line above the
 * result, and the result's number and its (smaller) unit. The island (Converter.tsx) and its early
 * answer (src/early-answers/converter.ts) both print these, so the answer shown before hydration
 * is the island's own.
 */
import type { ConverterConfig, UnitOption } from "../measures/define-converter";
import { resultAtPrecision, type Precision } from "../precision";
import { resultParts, withUnitSymbol } from "../result-format";

/** Every text of the result by name; each names the element (an early-answer slot) that shows it. */
export const converterTextNames = ["from-line", "result-number", "result-unit"] as const;

export type ConverterTextName = (typeof converterTextNames)[number];

export type ConverterTexts = Readonly<Record<ConverterTextName, string>>;

/**
 * The result's texts for a conversion (its value as read and its result) at a precision. The
 * number keeps the space before the unit, so the two join back to the whole result text.
 * @example converterTexts(lengthConverter, { readText: "37", result: 121.39107611548557 }, meter, foot, "auto") // { "from-line": "37 m", "result-number": "121.391076 ", "result-unit": "ft" }
 */
export function converterTexts(
  config: ConverterConfig,
  conversion: { readonly readText: string; readonly result: number },
  fromUnit: UnitOption,
  toUnit: UnitOption,
  precision: Precision,
): ConverterTexts {
  const parts = resultParts(
    resultAtPrecision(config, conversion.result, toUnit, precision),
    toUnit.symbol,
  );
  return {
    "from-line": withUnitSymbol(conversion.readText, fromUnit.symbol),
    "result-number": parts.number,
    "result-unit": parts.unit,
  };
}
