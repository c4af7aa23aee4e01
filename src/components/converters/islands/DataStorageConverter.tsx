import Converter from "../Converter";
import { dataStorageConverter } from "../../../lib/measures/data-storage/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The data storage converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function DataStorageConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(dataStorageConverter, preset)} />;
}
