/** What only the data transfer rate pages print: the tool's texts, where each unit is used, the reference card, the download time form. */
import type { MeasureAbout } from "../measure";
import type { UnitMeaning } from "../types";
import type { DataTransferRateUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { downloadTimeForm } from "./download-time";

/** Where each data rate unit is used: a paragraph for its pair pages. */
export const unitUses = {
  bits_per_second:
    "A bit per second is the smallest unit of data rate: one binary digit moved each second. Serial ports, sensor links and the first modems, which ran at 300 to 2,400 bit/s, are rated in plain bits per second.",
  kilobits_per_second:
    "A kilobit per second is 1,000 bits per second. Dial-up modems topped out at 56 kbit/s, and audio and voice streams are still described in kilobits: a typical MP3 or streaming music track is encoded at 128 to 320 kbit/s.",
  megabits_per_second:
    "A megabit per second is 1,000,000 bits per second, the unit of broadband, mobile data and Wi-Fi speeds and of speed test results. Video streams are budgeted in Mbit/s too: roughly 5 Mbit/s for HD and 15 to 25 Mbit/s for 4K.",
  gigabits_per_second:
    "A gigabit per second is 1,000 megabits per second. Fibre-to-the-home plans, Ethernet ports (1 GbE, 10 GbE), Wi-Fi 6 and 7 link rates and data centre links are rated in Gbit/s.",
  terabits_per_second:
    "A terabit per second is 1,000 gigabits per second. Submarine cables, internet exchange points and the backbones of large networks carry traffic measured in Tbit/s.",
  bytes_per_second:
    "A byte per second is 8 bits per second. Low-level tools and programming interfaces often report throughput in plain bytes per second before scaling it up to KB/s or MB/s.",
  kilobytes_per_second:
    "This converter's kilobyte per second is the decimal one, 1,000 bytes (8,000 bits) per second. Download dialogs show slow transfers in KB/s; when a program counts 1,024 bytes to the kilobyte, that is the KiB/s listed separately here.",
  megabytes_per_second:
    "This converter's megabyte per second is the decimal one, 1,000,000 bytes (8 megabits) per second. Drive makers quote read and write speeds of SSDs, memory cards and USB sticks in MB/s, and a 100 Mbit/s connection moves at most 12.5 MB/s.",
  gigabytes_per_second:
    "A gigabyte per second here is 1,000,000,000 bytes per second. NVMe SSDs, PCIe lanes, memory buses and Thunderbolt links are rated in GB/s.",
  kibibytes_per_second:
    "A kibibyte per second is 1,024 bytes per second. Many download managers, browsers and operating system tools that count in binary units show this rate, often written KB/s.",
  mebibytes_per_second:
    "A mebibyte per second is 1,048,576 bytes per second, about 4.9% more than a decimal MB/s. Windows copy dialogs and command-line tools such as wget show transfer speeds in these binary units, usually labelled MB/s.",
  gibibytes_per_second:
    "A gibibyte per second is 1,073,741,824 bytes per second. Benchmarks of memory, storage arrays and network file systems often report results in GiB/s.",
} as const satisfies Readonly<Record<DataTransferRateUnitKey, string>>;

/** What the converter's kB/s, MB/s and GB/s are: for their pair pages' note. */
export const unitMeanings: Readonly<Partial<Record<DataTransferRateUnitKey, UnitMeaning>>> = {
  kilobytes_per_second: {
    meaning: "decimal kilobytes per second, as networks count",
    sizeIn: "bytes_per_second",
  },
  megabytes_per_second: {
    meaning: "decimal megabytes per second, as networks count",
    sizeIn: "bytes_per_second",
  },
  gigabytes_per_second: {
    meaning: "decimal gigabytes per second, as networks count",
    sizeIn: "bytes_per_second",
  },
};

export const about: MeasureAbout = {
  tool,
  unitUses,
  unitMeanings,
  referenceCard,
  companion: { kind: "download-time", form: downloadTimeForm() },
};
