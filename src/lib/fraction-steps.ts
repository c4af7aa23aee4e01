/**
 * Which results get a fraction line, and which kind: the units are named in their measures'
 * folders (length/fraction-steps.ts, volume/kitchen-units.ts). Small, so that every converter
 * page can ask without loading the fraction code (src/lib/fractions.ts).
 */
import { footUnitKey, inchUnitKey } from "./measures/length/fraction-steps";
import { kitchenUnitKeys } from "./measures/volume/kitchen-units";

/**
 * Whether a unit's results get a fraction line, and which kind: "tape-measure" for inches and
 * feet (5 ft 8 7/8 in), "measuring-set" for cups, tablespoons and teaspoons (1/4 cup + 2 tbsp),
 * else null.
 * @example fractionKind("foot") // "tape-measure"
 */
export function fractionKind(unitKey: string): "tape-measure" | "measuring-set" | null {
  if (unitKey === inchUnitKey || unitKey === footUnitKey) return "tape-measure";
  return (kitchenUnitKeys as readonly string[]).includes(unitKey) ? "measuring-set" : null;
}
