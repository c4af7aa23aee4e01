/**
 * The data transfer rate converter's reference card and its note on decimal and binary rates,
 * computed from the units.
 */
import {
  referenceFigure,
  referenceLines,
  type ReferenceCardData,
  type ReferenceLine,
} from "../reference-card";
import { convertWithin } from "../linear";
import { dataTransferRateUnits } from "./units";

const line = referenceLines(dataTransferRateUnits);

/** Data rate reference: bits to bytes, the decimal steps and the binary rates beside them. */
export const dataTransferRateReference: ReferenceLine[] = [
  line("1 Mbit/s", "megabits_per_second", "megabytes_per_second", "MB/s"),
  line("1 Mbit/s", "megabits_per_second", "kilobits_per_second", "kbit/s"),
  line("1 Gbit/s", "gigabits_per_second", "megabits_per_second", "Mbit/s"),
  line("1 Gbit/s", "gigabits_per_second", "megabytes_per_second", "MB/s"),
  line("1 MB/s", "megabytes_per_second", "megabits_per_second", "Mbit/s"),
  line("1 MiB/s", "mebibytes_per_second", "megabytes_per_second", "MB/s", 8),
  line("100 Mbit/s", "megabits_per_second", "mebibytes_per_second", "MiB/s", 6, 100),
];

const bitsInMegabit = referenceFigure(
  convertWithin(dataTransferRateUnits, 1, "megabits_per_second", "bits_per_second"),
  7,
);
const bytesInMegabyte = referenceFigure(
  convertWithin(dataTransferRateUnits, 1, "megabytes_per_second", "bytes_per_second"),
  7,
);

/** The side card of the data transfer rate converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Data Rate Reference",
  sections: [{ lines: dataTransferRateReference }],
  note: "A byte is 8 bits. Network rates use decimal prefixes; KiB/s, MiB/s and GiB/s are 1024-based.",
  pageNote: `Rates count in steps of 1000, as networks do: 1 Mbit/s is ${bitsInMegabit} bits a second and 1 MB/s is ${bytesInMegabyte} bytes. The 1024-based rates that Windows and many download managers show as KB/s or MB/s are listed as KiB/s, MiB/s and GiB/s.`,
};
