import { Flame, Snowflake, Thermometer } from "lucide";
import Converter from "../Converter";
import type { ContextIcons } from "../ContextPanel";
import { makeIcon } from "../../ui/icons";
import { temperatureConverter } from "../../../lib/converters/temperature";
import { withPairPreset, type PairPreset } from "../../../lib/unit-pairs/preset";

const temperatureIcons: ContextIcons = {
  snowflake: makeIcon(Snowflake),
  thermometer: makeIcon(Thermometer),
  flame: makeIcon(Flame),
};

/** The temperature converter island: the shared converter with this page's data and banner icons. */
export default function TemperatureConverter(preset: PairPreset) {
  return (
    <Converter
      config={withPairPreset(temperatureConverter, preset)}
      contextIcons={temperatureIcons}
    />
  );
}
