/** What only the data storage pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { UnitMeaning } from "../types";
import type { DataStorageUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { pairTableValues } from "./pair-values";

/** Where each data unit is used: a paragraph for its pair pages. */
export const unitUses = {
  bit: "A bit is a single binary digit, 0 or 1, the smallest piece of information a computer stores. Network and internet speeds are quoted in bits per second (Mbps, Gbps), and eight bits make one byte.",
  byte: "A byte is 8 bits, enough to store one character of plain English text. File sizes, memory and disk space are counted in bytes and in the multiples of a byte.",
  kilobyte:
    "This converter counts a kilobyte as 1,024 bytes, the binary convention also written KiB. Short text files, e-mails without attachments and small icons are a few kilobytes; some software and drive makers count 1,000 bytes instead, which is why sizes sometimes disagree.",
  megabyte:
    "A megabyte here is 1,024 kilobytes, or 1,048,576 bytes. A photo from a phone takes a few megabytes, a three-minute MP3 song about 3 to 5 MB, and e-mail services typically cap attachments at 20 to 25 MB.",
  gigabyte:
    "A gigabyte here is 1,024 megabytes. Phone and laptop memory, mobile data plans, apps and films are sized in gigabytes. Windows counts in these binary units while drive makers count 1,000,000,000 bytes, which is why a '256 GB' drive shows up as about 238 GB.",
  terabyte:
    "A terabyte here is 1,024 gigabytes. Hard drives, SSDs, backup drives and cloud storage plans are sold in terabytes; one terabyte holds a few hundred thousand phone photos.",
  petabyte:
    "A petabyte here is 1,024 terabytes. Data centres, video platforms, scientific experiments and large company archives measure their storage in petabytes.",
  kilobit:
    "This converter counts a kilobit as 1,024 bits, or 128 bytes. Kilobits mostly appear in rates: dial-up modems ran at 56 kbit/s and MP3 files are encoded at 128 to 320 kbps, although data rates are usually counted in steps of 1,000.",
  megabit:
    "A megabit here is 1,024 kilobits, an eighth of a megabyte. Broadband and mobile internet speeds are advertised in megabits per second, so a 100 Mbps line downloads at most about 12 megabytes of a file each second.",
  gigabit:
    "A gigabit here is 1,024 megabits, an eighth of a gigabyte. Fibre connections, Ethernet ports and Wi-Fi link speeds are given in gigabits per second.",
  kilobyte_decimal:
    "A decimal kilobyte (kB) is 1,000 bytes, the SI meaning of kilo. Drive makers, network speeds and some operating systems (macOS among them) count in these decimal units.",
  megabyte_decimal:
    "A decimal megabyte is 1,000,000 bytes. Camera and phone makers, download sizes in some app stores and macOS count megabytes this way.",
  gigabyte_decimal:
    "A decimal gigabyte is 1,000,000,000 bytes: the gigabyte printed on the box of a USB stick, memory card or SSD.",
  terabyte_decimal:
    "A decimal terabyte is 1,000,000,000,000 bytes: the terabyte hard drives and SSDs are sold in, which is why a 1 TB drive shows as about 931 GB in Windows.",
  petabyte_decimal:
    "A decimal petabyte is 1,000,000,000,000,000 bytes. Storage systems and cloud providers often quote capacity in these decimal units.",
} as const satisfies Readonly<Record<DataStorageUnitKey, string>>;

/** What the converter's KB to PB are: for their pair pages' note. */
export const unitMeanings: Readonly<Partial<Record<DataStorageUnitKey, UnitMeaning>>> =
  Object.fromEntries(
    (["kilo", "mega", "giga", "tera", "peta"] as const).map((prefix) => [
      `${prefix}byte`,
      { meaning: `1024-based ${prefix}bytes, as this converter counts them`, sizeIn: "byte" },
    ]),
  );

export const about: MeasureAbout = { tool, unitUses, unitMeanings, referenceCard, pairTableValues };
