/**
 * Data transfer rate units; base unit: the byte per second. Each is an amount of data from the data
 * storage measure (its bit and byte, its decimal kilo-, mega- and gigabytes, the IEC's kibi-,
 * mebi- and gibibytes) per second of the time measure. Networks count rates in steps of 1000 (SI
 * prefixes): a megabit per second is 1,000,000 bits per second, a megabyte per second 1,000,000
 * bytes; the 1024-based rates are written with the IEC's binary prefixes (KiB/s, MiB/s, GiB/s).
 */
import { derivedUnit, unitOf, type DefinedUnit } from "../define-unit";
import { quotient } from "../exact";
import type { SourceKey } from "../sources";
import type { LinearUnit, UnitKeyOf } from "../types";
import { dataStorageUnits, decimalFactor, type DataStorageUnitKey } from "../data-storage/units";
import { binaryUnits } from "../data-storage/binary-units";
import { times } from "../time/units";

/** A unit of the data storage measure, by its key there. */
function stored(key: DataStorageUnitKey): DefinedUnit {
  const unit = dataStorageUnits.find((candidate) => candidate.key === key);
  if (!unit) throw new Error(`No data storage unit ${key}`);
  return unit;
}

const bit = stored("bit");
const kilobit = unitOf("kbit", decimalFactor, bit, "siPrefix");
const megabit = unitOf("Mbit", decimalFactor, kilobit, "siPrefix");
const gigabit = unitOf("Gbit", decimalFactor, megabit, "siPrefix");
const terabit = unitOf("Tbit", decimalFactor, gigabit, "siPrefix");

/** An amount of data per second: '1 Mbit / 1 s'. */
function perSecond(symbol: string, amount: DefinedUnit, source: SourceKey): DefinedUnit {
  return derivedUnit(
    symbol,
    quotient(amount.exact, times.second.exact),
    `1 ${amount.symbol} / 1 ${times.second.symbol}`,
    source,
  );
}

const bits = "Bits per second";
const bytes = "Bytes per second (decimal)";
const binaryBytes = "Bytes per second (binary)";

export const dataTransferRateUnits = [
  {
    key: "bits_per_second",
    label: "Bits (bit/s)",
    group: bits,
    ...perSecond("bit/s", bit, "iecInformation"),
  },
  {
    key: "kilobits_per_second",
    label: "Kilobits (kbit/s)",
    group: bits,
    ...perSecond("kbit/s", kilobit, "siPrefix"),
  },
  {
    key: "megabits_per_second",
    label: "Megabits (Mbit/s)",
    group: bits,
    ...perSecond("Mbit/s", megabit, "siPrefix"),
  },
  {
    key: "gigabits_per_second",
    label: "Gigabits (Gbit/s)",
    group: bits,
    ...perSecond("Gbit/s", gigabit, "siPrefix"),
  },
  {
    key: "terabits_per_second",
    label: "Terabits (Tbit/s)",
    group: bits,
    ...perSecond("Tbit/s", terabit, "siPrefix"),
  },
  {
    key: "bytes_per_second",
    label: "Bytes (B/s)",
    group: bytes,
    ...perSecond("B/s", stored("byte"), "iecInformation"),
  },
  {
    key: "kilobytes_per_second",
    label: "Kilobytes (kB/s)",
    group: bytes,
    ...perSecond("kB/s", stored("kilobyte_decimal"), "siPrefix"),
  },
  {
    key: "megabytes_per_second",
    label: "Megabytes (MB/s)",
    group: bytes,
    ...perSecond("MB/s", stored("megabyte_decimal"), "siPrefix"),
  },
  {
    key: "gigabytes_per_second",
    label: "Gigabytes (GB/s)",
    group: bytes,
    ...perSecond("GB/s", stored("gigabyte_decimal"), "siPrefix"),
  },
  {
    key: "kibibytes_per_second",
    label: "Kibibytes (KiB/s)",
    group: binaryBytes,
    ...perSecond("KiB/s", binaryUnits.kibibyte, "iecBinary"),
  },
  {
    key: "mebibytes_per_second",
    label: "Mebibytes (MiB/s)",
    group: binaryBytes,
    ...perSecond("MiB/s", binaryUnits.mebibyte, "iecBinary"),
  },
  {
    key: "gibibytes_per_second",
    label: "Gibibytes (GiB/s)",
    group: binaryBytes,
    ...perSecond("GiB/s", binaryUnits.gibibyte, "iecBinary"),
  },
] as const satisfies readonly LinearUnit[];

export type DataTransferRateUnitKey = UnitKeyOf<typeof dataTransferRateUnits>;
