import Converter from "../Converter";
import { pressureConverter } from "../../../lib/measures/pressure/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The pressure converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function PressureConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(pressureConverter, preset)} />;
}
