/**
 * The data transfer rate's context line: how long a gigabyte takes at the rate, both the decimal
 * gigabyte a download is sold in and the binary one Windows shows as GB, exactly.
 */
import type { DataTransferRateUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { downloadSeconds, fileSizeUnits, rateUnits, type FileSizeUnit } from "./download-time";
import { formatDuration } from "../time/duration";

const gigabyte = fileSizeUnits.find((unit) => unit.key === "gigabyte_decimal");
const gibibyte = fileSizeUnits.find((unit) => unit.key === "gibibyte");

/**
 * '1 GB (10⁹ bytes)': the unit and its bytes, without the words its select adds; no-break spaces
 * keep each number with its unit when the line wraps.
 */
const named = (unit: FileSizeUnit) =>
  `1\u00a0${unit.symbol} (${unit.label.replace(/^.*, /, "").replace(" ", "\u00a0")}`;

/**
 * How long 1 GB and 1 GiB take at a rate in one of the converter's units: short enough to keep to
 * the lines the converter card keeps for its context on a phone.
 * @example gigabyteTime(100, "megabits_per_second") // "1 GB (10⁹ bytes): 1 min 20 s; 1 GiB (2³⁰ bytes): ≈ 1 min 25.899 s."
 */
export function gigabyteTime(rate: number, unitKey: DataTransferRateUnitKey): string {
  const rateUnit = rateUnits.find((unit) => unit.key === unitKey);
  if (!rateUnit || !gigabyte || !gibibyte) return "";
  if (rate === 0) return "At a rate of 0 nothing arrives: enter a rate above 0.";
  const takes = (unit: FileSizeUnit) =>
    `${named(unit)}: ${formatDuration(downloadSeconds(1, unit, rate, rateUnit)).text}`;
  return `${takes(gigabyte)}; ${takes(gibibyte)}.`;
}

/**
 * The context line of a data transfer rate conversion (loaded with the converter's details).
 * @example measureContext({ value: 100, from: "megabits_per_second", to, result, resultText }).heading // "Download time"
 */
export function measureContext({
  value,
  from,
}: Conversion<DataTransferRateUnitKey>): ConverterContext {
  return contextLine("Download time", gigabyteTime(value, from));
}
