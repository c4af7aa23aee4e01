import Converter from "../Converter";
import { powerConverter } from "../../../lib/measures/power/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The power converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function PowerConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(powerConverter, preset)} />;
}
