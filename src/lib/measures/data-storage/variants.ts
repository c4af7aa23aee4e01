/**
 * Data units people type that the converter does not list by their own names (the IEC's KiB to
 * PiB, which are this converter's KB to PB), and the converter's KB to PB, whose names also mean
 * the decimal units drives are sold in. For Quick convert, the pair pages' notes and the factors
 * page; islands never import it.
 */
import type { MeasureVariants, VariantUnit } from "../types";
import { binaryUnits } from "./binary-units";
import type { DataStorageUnitKey } from "./units";

const prefixes = ["kilo", "mega", "giga", "tera", "peta"] as const;
type Prefix = (typeof prefixes)[number];

/** 'kibibyte' from 'kilobyte': the IEC's name of a 1024-based unit. */
const binaryName = (prefix: Prefix) => `${prefix.slice(0, 2)}bibyte`;

function binaryUnit(prefix: Prefix): VariantUnit {
  const name = binaryName(prefix);
  const unit = binaryUnits[name as keyof typeof binaryUnits];
  return {
    key: name,
    ...unit,
    names: {
      singular: name,
      plural: `${name}s`,
      aliases: [unit.symbol, `${unit.symbol}s`, `${prefix.charAt(0)}ibyte`],
      counterpart: `${prefix}byte_decimal` satisfies DataStorageUnitKey,
    },
  };
}

export const dataStorageVariants: MeasureVariants = {
  units: prefixes.map(binaryUnit),
  ambiguous: Object.fromEntries(
    prefixes.map((prefix) => [
      `${prefix}byte`,
      [{ key: `${prefix}byte_decimal` satisfies DataStorageUnitKey, reading: "decimal" }],
    ]),
  ),
  reading: {
    used: "1024-based, as this site's data converter counts",
    other: () => "in the decimal units drives are sold in,",
  },
};
