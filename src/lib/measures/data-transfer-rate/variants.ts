/**
 * The converter's decimal byte rates (kB/s, MB/s, GB/s), whose names also mean the 1024-based rates
 * that Windows and many download managers show under the same letters (KiB/s, MiB/s, GiB/s, which
 * the converter lists by their IEC names). For Quick convert and the pair pages' notes; islands
 * never import it.
 */
import { terminatingDecimal } from "../exact-decimal";
import type { MeasureVariants } from "../types";
import { dataTransferRateUnits, type DataTransferRateUnitKey } from "./units";

const binary = "1024-based";

const megabytePerSecond = dataTransferRateUnits.find((unit) => unit.key === "megabytes_per_second");
if (!megabytePerSecond) throw new Error("The data transfer rate has no megabytes_per_second");
/** Bytes a second in 1 MB/s, from the unit's definition: '1,000,000'. */
const bytesInMegabyte = terminatingDecimal(megabytePerSecond.exact, true) ?? "";

export const dataTransferRateVariants: MeasureVariants = {
  units: [],
  ambiguous: {
    kilobytes_per_second: [
      { key: "kibibytes_per_second" satisfies DataTransferRateUnitKey, reading: binary },
    ],
    megabytes_per_second: [
      { key: "mebibytes_per_second" satisfies DataTransferRateUnitKey, reading: binary },
    ],
    gigabytes_per_second: [
      { key: "gibibytes_per_second" satisfies DataTransferRateUnitKey, reading: binary },
    ],
  },
  reading: {
    namedWhen: /decimal/i,
    used: `Decimal, as networks count (1 MB/s = ${bytesInMegabyte} bytes a second)`,
    other: () => "in the 1024-based units Windows and many download managers show,",
  },
};
