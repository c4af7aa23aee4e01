/**
 * Data storage units; base unit: the byte. As the spec counts them, kilo, mega, giga, tera and
 * peta step by 1024 (what IEC 80000-13 names kibi, mebi, gibi, tebi and pebi); a kilobit is
 * 1024 bits. The decimal units drives are sold in (SI prefixes, steps of 1000) sit beside them in
 * a group of their own.
 */
import { baseUnit, unitOf, type DefinedUnit } from "../define-unit";
import type { LinearUnit, UnitKeyOf } from "../types";

/** The spec's binary factor between neighbouring units. */
export const binaryFactor = 1024;
/** The SI prefixes' factor between neighbouring decimal units. */
export const decimalFactor = 1000;

/** The byte, which the IEC binary units (binary-units.ts) are multiples of. */
export const byte = baseUnit("B", "8 bits", "iecBinary");
const bit = unitOf("b", "1/8", byte, "iecBinary");
const times1024 = (symbol: string, unit: DefinedUnit) =>
  unitOf(symbol, binaryFactor, unit, "iecBinary");
const kilobyte = times1024("KB", byte);
const megabyte = times1024("MB", kilobyte);
const gigabyte = times1024("GB", megabyte);
const terabyte = times1024("TB", gigabyte);
const kilobit = times1024("Kb", bit);
const megabit = times1024("Mb", kilobit);
const times1000 = (symbol: string, unit: DefinedUnit) =>
  unitOf(symbol, decimalFactor, unit, "siPrefix");
const decimalKilobyte = times1000("kB (decimal)", byte);
const decimalMegabyte = times1000("MB (decimal)", decimalKilobyte);
const decimalGigabyte = times1000("GB (decimal)", decimalMegabyte);
const decimalTerabyte = times1000("TB (decimal)", decimalGigabyte);
/** The select's group of the decimal units (not in the spec, which counts in 1024s only). */
const decimalGroup = "Decimal (SI)";

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
  {
    key: "kilobyte_decimal",
    label: "Decimal kilobytes (10³ B)",
    group: decimalGroup,
    ...decimalKilobyte,
  },
  {
    key: "megabyte_decimal",
    label: "Decimal megabytes (10⁶ B)",
    group: decimalGroup,
    ...decimalMegabyte,
  },
  {
    key: "gigabyte_decimal",
    label: "Decimal gigabytes (10⁹ B)",
    group: decimalGroup,
    ...decimalGigabyte,
  },
  {
    key: "terabyte_decimal",
    label: "Decimal terabytes (10¹² B)",
    group: decimalGroup,
    ...decimalTerabyte,
  },
  {
    key: "petabyte_decimal",
    label: "Decimal petabytes (10¹⁵ B)",
    group: decimalGroup,
    ...times1000("PB (decimal)", decimalTerabyte),
  },
] as const satisfies readonly LinearUnit[];

export type DataStorageUnitKey = UnitKeyOf<typeof dataStorageUnits>;

/**
 * What data units are called and how people write them. Written in any case, 'mb' is a megabyte;
 * the case-sensitive symbols of the table tell 'Mb' (megabit) from 'MB'.
 */
