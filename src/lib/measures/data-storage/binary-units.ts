/**
 * The IEC binary units by their own names (KiB to PiB), which Quick convert reads. Apart from
 * units.ts so that the converter's page does not download them.
 */
import { unitOf } from "../define-unit";
import { binaryFactor, byte } from "./units";

const kibibyte = unitOf("KiB", binaryFactor, byte, "iecBinary");
const mebibyte = unitOf("MiB", binaryFactor, kibibyte, "iecBinary");
const gibibyte = unitOf("GiB", binaryFactor, mebibyte, "iecBinary");
const tebibyte = unitOf("TiB", binaryFactor, gibibyte, "iecBinary");

export const binaryUnits = {
  kibibyte,
  mebibyte,
  gibibyte,
  tebibyte,
  pebibyte: unitOf("PiB", binaryFactor, tebibyte, "iecBinary"),
};
