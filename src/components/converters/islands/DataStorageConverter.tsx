import Converter from "../Converter";
import { dataStorageConverter } from "../../../lib/converters/data-storage";

/** The data storage converter island: the shared converter with only this page's data. */
export default function DataStorageConverter() {
  return <Converter config={dataStorageConverter} />;
}
