import Converter from "../Converter";
import { lengthConverter } from "../../../lib/measures/length/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The length converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function LengthConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(lengthConverter, preset)} />;
}
