/** Data storage units in binary (1024) steps; base unit: the byte. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

/** The spec's binary factor between neighbouring units. */
export const binaryFactor = 1024;

export const dataStorageUnits = [
  { key: "bit", label: "Bits (b)", symbol: "b", group: "Basic", factor: 0.125 },
  { key: "byte", label: "Bytes (B)", symbol: "B", group: "Basic", factor: 1 },
  { key: "kilobyte", label: "Kilobytes (KB)", symbol: "KB", group: "Standard", factor: 1024 },
  { key: "megabyte", label: "Megabytes (MB)", symbol: "MB", group: "Standard", factor: 1024 ** 2 },
  { key: "gigabyte", label: "Gigabytes (GB)", symbol: "GB", group: "Standard", factor: 1024 ** 3 },
  { key: "terabyte", label: "Terabytes (TB)", symbol: "TB", group: "Standard", factor: 1024 ** 4 },
  { key: "petabyte", label: "Petabytes (PB)", symbol: "PB", group: "Standard", factor: 1024 ** 5 },
  { key: "kilobit", label: "Kilobits (Kb)", symbol: "Kb", group: "Network", factor: 128 },
  { key: "megabit", label: "Megabits (Mb)", symbol: "Mb", group: "Network", factor: 131072 },
  { key: "gigabit", label: "Gigabits (Gb)", symbol: "Gb", group: "Network", factor: 134217728 },
] as const satisfies readonly LinearUnit[];

export type DataStorageUnitKey = UnitKeyOf<typeof dataStorageUnits>;

/**
 * What data units are called and how people write them. Written in any case, 'mb' is a megabyte;
 * the case-sensitive symbols of the table tell 'Mb' (megabit) from 'MB'.
 */
