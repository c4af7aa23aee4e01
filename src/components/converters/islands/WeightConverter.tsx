import Converter from "../Converter";
import { weightConverter } from "../../../lib/measures/weight/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The weight converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function WeightConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(weightConverter, preset)} />;
}
