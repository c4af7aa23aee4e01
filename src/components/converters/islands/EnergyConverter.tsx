import Converter from "../Converter";
import { energyConverter } from "../../../lib/measures/energy/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The energy converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function EnergyConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(energyConverter, preset)} />;
}
