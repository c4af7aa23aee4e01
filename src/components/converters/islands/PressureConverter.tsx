import Converter from "../Converter";
import { pressureConverter } from "../../../lib/converters/pressure";

/** The pressure converter island: the shared converter with only this page's data. */
export default function PressureConverter() {
  return <Converter config={pressureConverter} />;
}
