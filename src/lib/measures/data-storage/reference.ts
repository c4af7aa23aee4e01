/**
 * The data storage converter's reference card and the note on its binary units, computed from the units.
 */
import { referenceLines, type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { formatTrimmed } from "../../number-format";
import { binaryFactor, decimalFactor, dataStorageUnits } from "./units";

const line = referenceLines(dataStorageUnits);

/** Data storage reference: binary steps and network units. */
export const dataStorageReference: ReferenceLine[] = [
  line("1 byte", "byte", "bit", "bits"),
  line("1 KB", "kilobyte", "byte", "bytes"),
  line("1 MB", "megabyte", "kilobyte", "KB"),
  line("1 GB", "gigabyte", "megabyte", "MB"),
  line("1 TB", "terabyte", "gigabyte", "GB"),
  line("1 PB", "petabyte", "terabyte", "TB"),
  line("1 Mb (megabit)", "megabit", "kilobyte", "KB"),
  line("1 Gb (gigabit)", "gigabit", "megabyte", "MB"),
];

const binary = formatTrimmed(binaryFactor, 0, true);
const decimal = formatTrimmed(decimalFactor, 0, true);

/** The side card of the data storage converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Data Storage Reference",
  sections: [{ lines: dataStorageReference }],
  note: `Units step by ${binary} (binary); the Decimal (SI) units by ${decimal}. A byte is 8 bits.`,
  pageNote: `The KB, MB, GB, TB and PB of the Standard group are 1024-based, as Windows counts them: 1 KB = ${binary} bytes, 1 MB = ${binary} KB (the units also written KiB, MiB, GiB, TiB and PiB). The Decimal (SI) group has the 1000-based units drives and memory cards are sold in: 1 kB = ${decimal} bytes.`,
};
