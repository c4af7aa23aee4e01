import Converter from "../Converter";
import { weightConverter } from "../../../lib/converters/weight";

/** The weight converter island: the shared converter with only this page's data. */
export default function WeightConverter() {
  return <Converter config={weightConverter} />;
}
