import Converter from "../Converter";
import { powerConverter } from "../../../lib/converters/power";

/** The power converter island: the shared converter with only this page's data. */
export default function PowerConverter() {
  return <Converter config={powerConverter} />;
}
