import Converter from "../Converter";
import { fuelEconomyConverter } from "../../../lib/measures/fuel-economy/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The fuel economy converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function FuelEconomyConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(fuelEconomyConverter, preset)} />;
}
