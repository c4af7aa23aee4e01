import Converter from "../Converter";
import { lengthConverter } from "../../../lib/converters/length";

/** The length converter island: the shared converter with only this page's data. */
export default function LengthConverter() {
  return <Converter config={lengthConverter} />;
}
