/**
 * Which texts a numeric field reads with the calculator's grammar (calculator/field-reading.ts)
 * before its character rule: apart from input.ts, so that only the pages whose fields do so
 * (converters, lists, cooking) load it.
 */
import { acceptInput, type InputRule } from "./input";
import type { ConverterId } from "./measures";
import type { ConverterConfig } from "./measures/define-converter";
import type { FieldUnit } from "./calculator/field-reading";

/**
 * Whether a field's text holds more than its character rule keeps and may be an expression for
 * the calculator's grammar to read (field-reading.ts): an operator between numbers, a bracket, a
 * unit or a foot or inch mark. A lone leading minus is the rule's to judge.
 * @example mayBeExpression(`5'9"`) // true
 * @example mayBeExpression("0.1+0.2") // true
 * @example mayBeExpression("-5") // false
 */
export function mayBeExpression(text: string): boolean {
  return /[\p{L}°'"′″’”+*×÷^()¼-¾⅐-⅞]|[\d)]\s*[-−/]/u.test(text);
}

/**
 * Whether a text holds what a rule would drop and may be an expression (mayBeExpression): the
 * texts that fields and lists read with the calculator's grammar first.
 * @example holdsExpression("5 ft 9 in", unsignedConverterRule) // true (unsignedConverterRule from input.ts)
 * @example holdsExpression("1,5", unsignedConverterRule) // false
 */
export function holdsExpression(text: string, rule: InputRule): boolean {
  // An exponent of three digits may be past the largest number: the calculator says so.
  // (acceptInput, not keepNumericText: the islands import it already, so it costs no export.)
  const kept = acceptInput(text, rule);
  return (mayBeExpression(text) && !(kept.accepted && kept.value === text)) || /e\d{3}/i.test(text);
}

/**
 * The unit a converter's field (its Value, its list) is in, for the calculator's reader; null for
 * a key the converter does not have.
 * @example converterFieldUnit(converters.length, "foot") // { measure: "length", unit: "foot" }
 */
export function converterFieldUnit(config: ConverterConfig, unitKey: string): FieldUnit | null {
  // A converter's id is its measure's (src/lib/measures/index.ts).
  return config.isUnit(unitKey) ? { measure: config.id as ConverterId, unit: unitKey } : null;
}
