import Converter from "../Converter";
import { volumeConverter } from "../../../lib/converters/volume";

/** The volume converter island: the shared converter with only this page's data. */
export default function VolumeConverter() {
  return <Converter config={volumeConverter} />;
}
