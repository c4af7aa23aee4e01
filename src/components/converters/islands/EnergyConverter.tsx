import Converter from "../Converter";
import { energyConverter } from "../../../lib/converters/energy";

/** The energy converter island: the shared converter with only this page's data. */
export default function EnergyConverter() {
  return <Converter config={energyConverter} />;
}
