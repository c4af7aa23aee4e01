/**
 * Data storage units; base unit: the byte. As the spec counts them, kilo, mega, giga, tera and
 * peta step by 1024 (what IEC 80000-13 names kibi, mebi, gibi, tebi and pebi); a kilobit is
 * 1024 bits.
 */
import { baseUnit, unitOf, type DefinedUnit } from "../define-unit";
import type { LinearUnit, UnitKeyOf } from "../types";

/** The spec's binary factor between neighbouring units. */
export const binaryFactor = 1024;

const byte = baseUnit("B", "8 bits", "iecBinary");
const bit = unitOf("b", "1/8", byte, "iecBinary");
const times1024 = (symbol: string, unit: DefinedUnit) =>
  unitOf(symbol, binaryFactor, unit, "iecBinary");
const kilobyte = times1024("KB", byte);
const megabyte = times1024("MB", kilobyte);
const gigabyte = times1024("GB", megabyte);
const terabyte = times1024("TB", gigabyte);
const kilobit = times1024("Kb", bit);
const megabit = times1024("Mb", kilobit);

export const dataStorageUnits = [
  { key: "bit", label: "Bits (b)", group: "Basic", ...bit },
  { key: "byte", label: "Bytes (B)", group: "Basic", ...byte },
  { key: "kilobyte", label: "Kilobytes (KB)", group: "Standard", ...kilobyte },
  { key: "megabyte", label: "Megabytes (MB)", group: "Standard", ...megabyte },
  { key: "gigabyte", label: "Gigabytes (GB)", group: "Standard", ...gigabyte },
  { key: "terabyte", label: "Terabytes (TB)", group: "Standard", ...terabyte },
  { key: "petabyte", label: "Petabytes (PB)", group: "Standard", ...times1024("PB", terabyte) },
  { key: "kilobit", label: "Kilobits (Kb)", group: "Network", ...kilobit },
  { key: "megabit", label: "Megabits (Mb)", group: "Network", ...megabit },
  { key: "gigabit", label: "Gigabits (Gb)", group: "Network", ...times1024("Gb", megabit) },
] as const satisfies readonly LinearUnit[];

export type DataStorageUnitKey = UnitKeyOf<typeof dataStorageUnits>;

/**
 * What data units are called and how people write them. Written in any case, 'mb' is a megabyte;
 * the case-sensitive symbols of the table tell 'Mb' (megabit) from 'MB'.
 */
