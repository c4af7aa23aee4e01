import Converter from "../Converter";
import { areaConverter } from "../../../lib/converters/area";

/** The area converter island: the shared converter with only this page's data. */
export default function AreaConverter() {
  return <Converter config={areaConverter} />;
}
