/** What data storage units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { UnitNamesOf } from "../types";
import type { DataStorageUnitKey } from "./units";

export const dataStorageUnitNames = {
  bit: {
    singular: "bit",
    plural: "bits",
    heading: "Bits",
    aliases: [],
    counterpart: "byte",
  },
  byte: {
    singular: "byte",
    plural: "bytes",
    heading: "Bytes",
    aliases: ["octet", "octets"],
    counterpart: "bit",
  },
  kilobyte: {
    singular: "kilobyte",
    plural: "kilobytes",
    heading: "Kilobytes",
    aliases: ["kb", "kbyte", "kbytes", "kib", "kibibyte", "kibibytes"],
    counterpart: "megabyte",
  },
  megabyte: {
    singular: "megabyte",
    plural: "megabytes",
    heading: "Megabytes",
    aliases: ["mb", "mbyte", "mbytes", "meg", "megs", "mib", "mebibyte", "mebibytes"],
    counterpart: "gigabyte",
  },
  gigabyte: {
    singular: "gigabyte",
    plural: "gigabytes",
    heading: "Gigabytes",
    aliases: ["gb", "gbyte", "gbytes", "gig", "gigs", "gib", "gibibyte", "gibibytes"],
    counterpart: "megabyte",
  },
  terabyte: {
    singular: "terabyte",
    plural: "terabytes",
    heading: "Terabytes",
    aliases: ["tb", "tbyte", "tbytes", "tib", "tebibyte", "tebibytes"],
    counterpart: "gigabyte",
  },
  petabyte: {
    singular: "petabyte",
    plural: "petabytes",
    heading: "Petabytes",
    aliases: ["pb", "pbyte", "pbytes", "pib", "pebibyte", "pebibytes"],
    counterpart: "terabyte",
  },
  kilobit: {
    singular: "kilobit",
    plural: "kilobits",
    heading: "Kilobits",
    aliases: ["kbit", "kbits", "kibit"],
    counterpart: "kilobyte",
  },
  megabit: {
    singular: "megabit",
    plural: "megabits",
    heading: "Megabits",
    aliases: ["mbit", "mbits", "mibit"],
    counterpart: "megabyte",
  },
  gigabit: {
    singular: "gigabit",
    plural: "gigabits",
    heading: "Gigabits",
    aliases: ["gbit", "gbits", "gibit"],
    counterpart: "gigabyte",
  },
} as const satisfies UnitNamesOf<DataStorageUnitKey>;

/** Where each data unit is used: a paragraph for its pair pages. */
export const dataStorageUnitUses = {
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
} as const satisfies Readonly<Record<DataStorageUnitKey, string>>;
