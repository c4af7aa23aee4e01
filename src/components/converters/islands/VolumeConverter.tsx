import Converter from "../Converter";
import { volumeConverter } from "../../../lib/measures/volume/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The volume converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function VolumeConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(volumeConverter, preset)} />;
}
