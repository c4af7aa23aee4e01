import Converter from "../Converter";
import { speedConverter } from "../../../lib/measures/speed/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The speed converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function SpeedConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(speedConverter, preset)} />;
}
