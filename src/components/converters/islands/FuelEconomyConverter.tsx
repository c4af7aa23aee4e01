import Converter from "../Converter";
import { fuelEconomyConverter } from "../../../lib/converters/fuel-economy";

/** The fuel economy converter island: the shared converter with only this page's data. */
export default function FuelEconomyConverter() {
  return <Converter config={fuelEconomyConverter} />;
}
