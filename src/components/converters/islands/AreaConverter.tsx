import Converter from "../Converter";
import { areaConverter } from "../../../lib/measures/area/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/**
 * The area converter island: the shared converter with only this page's data, preset to a
 * unit pair on pair pages.
 */
export default function AreaConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(areaConverter, preset)} />;
}
