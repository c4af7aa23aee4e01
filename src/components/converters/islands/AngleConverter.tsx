import Converter from "../Converter";
import { angleConverter } from "../../../lib/measures/angle/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The angle converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function AngleConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(angleConverter, preset)} />;
}
