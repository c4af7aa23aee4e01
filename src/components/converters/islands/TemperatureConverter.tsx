import Converter from "../Converter";
import { temperatureConverter } from "../../../lib/measures/temperature/converter";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

/** The temperature converter island: the shared converter with this page's data. */
export default function TemperatureConverter(preset: PairPreset) {
  return <Converter config={withPairPreset(temperatureConverter, preset)} />;
}
