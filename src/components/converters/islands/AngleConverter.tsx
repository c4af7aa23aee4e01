import Converter from "../Converter";
import { angleConverter } from "../../../lib/converters/angle";

/** The angle converter island: the shared converter with only this page's data. */
export default function AngleConverter() {
  return <Converter config={angleConverter} />;
}
