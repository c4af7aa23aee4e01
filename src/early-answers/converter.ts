/**
 * The early answer of a unit converter island (see runtime.ts): the result and the "37 m ="
 * line, from the same evaluation and formats as the island, at the visitor's stored precision.
 */
import {
  evaluateConversion,
  findUnit,
  type ConverterConfig,
} from "../lib/measures/define-converter";
import { parseConverterPreferences } from "../lib/converter/preferences";
import { converterTexts } from "../lib/converter/texts";
import { readStored, storageKeys } from "../stores/device-storage";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";
import { answerableAsTyped } from "./as-typed";

/**
 * The texts a converter island shows for its fields, or null where it shows something else (an
 * error, the input rule's message, no value) or says how it read the value (as-typed.ts).
 * @example converterEarlyTexts(lengthConverter, (name) => ({ value: "37", from: "meter", to: "foot" })[name])?.["result-number"] // "121.391076 "
 */
export function converterEarlyTexts(
  config: ConverterConfig,
  field: FieldReader,
  storedPreferences: string | null = null,
): EarlyTexts {
  const valueText = field("value");
  const fromUnit = findUnit(config, field("from") ?? "");
  const toUnit = findUnit(config, field("to") ?? "");
  if (valueText === undefined || !fromUnit || !toUnit) return null;
  if (!answerableAsTyped(valueText, config.inputRule)) return null;
  const outcome = evaluateConversion(config, valueText, fromUnit.key, toUnit.key);
  if (outcome.status !== "result") return null;
  const { precision } = parseConverterPreferences(storedPreferences);
  return converterTexts(config, outcome, fromUnit, toUnit, precision);
}

/**
 * Starts the early answer of the converter island just before the current script.
 * @example answerConverterEarly(lengthConverter) // in src/early-answers/entries/length.ts
 */
export function answerConverterEarly(config: ConverterConfig): void {
  answerBeforeHydration((field) =>
    converterEarlyTexts(config, field, readStored(storageKeys.converterPreferences)),
  );
}
