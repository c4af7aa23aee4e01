/**
 * Quick convert's reading of a download question: a file size at a data transfer rate ('10 GB at
 * 100 Mbps', 'download 700 MB over 8 mbps', 'how long for 4.7 GB at 50 Mbit/s'), answered with
 * the time, exactly as the data transfer rate page's download form works it out. A size whose
 * name has two meanings (a GB is 1024-based on this site, decimal on a download page) is read as
 * the data storage converter reads it, and the answer says so and gives the time in the other.
 */
import type { ConverterId } from "../measures";
import type { Exact } from "../measures/exact";
import { findKnownUnit, measureVariants } from "../measures/all";
import { downloadSeconds } from "../measures/data-transfer-rate/download-time";
import { formatDuration } from "../measures/time/duration";
import { parseNumericText } from "../input";
import { formatTrimmed } from "../number-format";
import { withUnitSymbol } from "../result-format";
import { readUnit } from "./unit-index";

/** The measures a download question joins: a size of the one at a rate of the other. */
const sizeMeasure = "data-storage" satisfies ConverterId;
const rateMeasure = "data-transfer-rate" satisfies ConverterId;

/** A download question answered, or why it cannot be. */
export type DownloadAnswer =
  | {
      kind: "download-time";
      /** The converter page that has the download form. */
      measure: typeof rateMeasure;
      /** What was understood, e.g. '10 GB at 100 Mbit/s'. */
      sourceText: string;
      /** The time, e.g. '≈ 14 min 18.993 s'. */
      resultText: string;
      /** Which meaning of the size's name was read, and the time in the other; else null. */
      note: string | null;
    }
  | { kind: "error"; message: string };

/** 'download', 'how long to download', 'how long for' in front; 'at', 'over', 'with', 'on' between. */
const questionPattern =
  /^(?:how long (?:(?:does it take |will it take )?to download |for |is )?|download(?:ing)? |time to download )?(.+?) (?:at|over|with|on|@) (.+)$/i;

/** A number and a unit: '10 GB', '4.7gb', '1,5 TB'. */
const amountPattern = /^([-+]?[\d.,/ e+]*\d\.?)\s*(\D.*)$/i;

interface ReadAmount {
  value: number;
  key: string;
}

function readAmount(text: string, measure: ConverterId): ReadAmount | "number" | null {
  const match = amountPattern.exec(text.trim());
  if (!match) return null;
  const key = readUnit(match[2] ?? "").find((reading) => reading.measure === measure)?.key;
  if (key === undefined) return null;
  const parsed = parseNumericText((match[1] ?? "").trim());
  return parsed.kind === "number" && parsed.value >= 0 ? { value: parsed.value, key } : "number";
}

/** Messages of a download question whose units were read but not its numbers. */
export const downloadMessages = {
  unreadable:
    "Give the file size and the rate as numbers of 0 or more, such as “10 GB at 100 Mbps”.",
  zeroRate: "At a rate of 0 nothing arrives: give a rate above 0.",
} as const;

/**
 * The answer to a download question, or null when the text is not one (then Quick convert reads
 * it as a conversion).
 * @example (answerDownloadQuestion("1 GB (decimal) at 100 Mbps") as { resultText: string }).resultText // "1 min 20 s"
 * @example answerDownloadQuestion("5 ft to cm") // null
 */
export function answerDownloadQuestion(text: string): DownloadAnswer | null {
  const question = questionPattern.exec(text);
  if (!question) return null;
  const size = readAmount(question[1] ?? "", sizeMeasure);
  const rate = readAmount(question[2] ?? "", rateMeasure);
  if (size === null || rate === null) return null;
  if (size === "number" || rate === "number") {
    return { kind: "error", message: downloadMessages.unreadable };
  }
  if (rate.value === 0) return { kind: "error", message: downloadMessages.zeroRate };
  const sizeUnit = findKnownUnit(sizeMeasure, size.key);
  const rateUnit = findKnownUnit(rateMeasure, rate.key);
  const ratePerSecond = rateUnit?.exact;
  if (!sizeUnit?.exact || !rateUnit || !ratePerSecond) return null;
  const timeOf = (bytes: Exact) =>
    formatDuration(
      downloadSeconds(size.value, { exact: bytes }, rate.value, { exact: ratePerSecond }),
    ).text;
  const amount = (symbol: string, value: number) =>
    withUnitSymbol(formatTrimmed(value, 6, true), symbol);
  const { ambiguous, reading } = measureVariants[sizeMeasure];
  const other = ambiguous[size.key]?.[0];
  const otherUnit = other && findKnownUnit(sizeMeasure, other.key);
  const note =
    other && otherUnit?.exact && reading.used !== null
      ? `${reading.used}; ${reading.other([other.reading])} ${amount(otherUnit.symbol, size.value)} takes ${timeOf(otherUnit.exact)}.`
      : null;
  return {
    kind: "download-time",
    measure: rateMeasure,
    sourceText: `${amount(sizeUnit.symbol, size.value)} at ${amount(rateUnit.symbol, rate.value)}`,
    resultText: timeOf(sizeUnit.exact),
    note,
  };
}
