import Converter from "../Converter";
import { speedConverter } from "../../../lib/converters/speed";

/** The speed converter island: the shared converter with only this page's data. */
export default function SpeedConverter() {
  return <Converter config={speedConverter} />;
}
