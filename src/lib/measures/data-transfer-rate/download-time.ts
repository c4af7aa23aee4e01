/**
 * How long a download takes: a file size in a data storage unit (the decimal units drives and
 * downloads are sold in, or the 1024-based ones Windows shows, each named as what it is) at a data
 * transfer rate, worked out exactly (the size in bytes over the rate in bytes per second) and said
 * in hours, minutes and seconds. The data transfer rate page's second form and its context line
 * use it; so does Quick convert ('10 GB at 100 Mbps').
 */
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { parseNumericText } from "../../input";
import { messages } from "../../messages";
import { formatTrimmed } from "../../number-format";
import { dataStorageUnits, type DataStorageUnitKey } from "../data-storage/units";
import { binaryUnits } from "../data-storage/binary-units";
import { formatDuration, isExactly, type DurationText } from "../time/duration";
import { times } from "../time/units";
import { dataTransferRateUnits, type DataTransferRateUnitKey } from "./units";

/** A file size unit of the form: its key, what the select shows, its symbol and size in bytes. */
export interface FileSizeUnit {
  readonly key: string;
  readonly label: string;
  readonly symbol: string;
  readonly group: string;
  /** Which way its prefix counts: 'decimal' (1000) or 'binary' (1024). */
  readonly kind: "decimal" | "binary";
  /** Bytes in one, exactly. */
  readonly exact: Exact;
}

/** A rate unit of the form: the converter's unit. */
export interface RateUnit {
  readonly key: DataTransferRateUnitKey;
  readonly label: string;
  readonly symbol: string;
  readonly group: string;
  /** Bytes per second in one, exactly. */
  readonly exact: Exact;
}

const decimalGroup = "Decimal (steps of 1000)";
const binaryGroup = "Binary (steps of 1024)";

const superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** A whole number as a power of its base, in superscript: 1,073,741,824 in base 2 is '2³⁰'. */
function asPower(bytes: Exact, base: bigint): string {
  let exponent = 0;
  for (let rest = bytes.numerator; rest > 1n && rest % base === 0n; rest /= base) exponent += 1;
  const digits = [...String(exponent)].map((digit) => superscripts[Number(digit)] ?? "");
  return `${base}${digits.join("")}`;
}

/** 'GB (decimal, 10⁹ bytes)', 'GiB (binary, 2³⁰ bytes)': short enough for a phone's select. */
function sizeLabel(symbol: string, kind: FileSizeUnit["kind"], bytes: Exact): string {
  return `${symbol} (${kind}, ${asPower(bytes, kind === "decimal" ? 10n : 2n)} bytes)`;
}

function decimalUnit(key: DataStorageUnitKey): FileSizeUnit {
  const unit = dataStorageUnits.find((candidate) => candidate.key === key);
  if (!unit) throw new Error(`No data storage unit ${key}`);
  // The data storage converter marks its decimal units in their symbols ('GB (decimal)').
  const symbol = unit.symbol.replace(/ \(decimal\)$/, "");
  return {
    key,
    label: sizeLabel(symbol, "decimal", unit.exact),
    symbol,
    group: decimalGroup,
    kind: "decimal",
    exact: unit.exact,
  };
}

function binaryUnit(key: keyof typeof binaryUnits): FileSizeUnit {
  const unit = binaryUnits[key];
  return {
    key,
    label: sizeLabel(unit.symbol, "binary", unit.exact),
    symbol: unit.symbol,
    group: binaryGroup,
    kind: "binary",
    exact: unit.exact,
  };
}

/** The file sizes the form takes: decimal kB to TB, then binary KiB to TiB. */
export const fileSizeUnits: readonly FileSizeUnit[] = [
  decimalUnit("kilobyte_decimal"),
  decimalUnit("megabyte_decimal"),
  decimalUnit("gigabyte_decimal"),
  decimalUnit("terabyte_decimal"),
  binaryUnit("kibibyte"),
  binaryUnit("mebibyte"),
  binaryUnit("gibibyte"),
  binaryUnit("tebibyte"),
];

/** The rates the form takes: the converter's units. */
export const rateUnits: readonly RateUnit[] = dataTransferRateUnits;

/** The form's fields: a size and its unit's key, a rate and its unit's key. */
export interface DownloadTimeFields {
  readonly size: string;
  readonly sizeUnit: string;
  readonly rate: string;
  readonly rateUnit: string;
}

/** What the form opens with: 1 GB (decimal) at 100 Mbit/s. */
export const downloadTimeDefaults: DownloadTimeFields = {
  size: "1",
  sizeUnit: "gigabyte_decimal",
  rate: "100",
  rateUnit: "megabits_per_second" satisfies DataTransferRateUnitKey,
};

/** The one-line messages of the form. */
export const downloadTimeMessages = {
  zeroRate: "At a rate of 0 nothing arrives: enter a rate above 0.",
  enterBoth: "Enter a file size and a rate.",
} as const;

/**
 * The seconds a file takes at a rate: its size in bytes over the rate in bytes per second.
 * @example downloadSeconds(1, fileSizeUnits[2]!, 100, rateUnits[2]!) // 80 s, as an exact number
 */
export function downloadSeconds(
  size: number,
  sizeUnit: Pick<FileSizeUnit, "exact">,
  rate: number,
  rateUnit: Pick<RateUnit, "exact">,
): Exact {
  return quotient(product(exact(size), sizeUnit.exact), product(exact(rate), rateUnit.exact));
}

/** What the form shows for its fields. */
export type DownloadTimeOutcome =
  | { readonly status: "idle" }
  | { readonly status: "error"; readonly field: "size" | "rate"; readonly message: string }
  | {
      readonly status: "result";
      /** The time exactly, in seconds. */
      readonly seconds: Exact;
      /** The time in hours, minutes and seconds, e.g. '1 min 20 s'. */
      readonly duration: DurationText;
      /** The question answered, e.g. '1 GB (decimal) at 100 Mbit/s'. */
      readonly question: string;
      /** The time in seconds alone, when it is a minute or more: '80 s', '≈ 2,863.312 s'. */
      readonly inSeconds: string | null;
    };

type Field = "size" | "rate";

function readField(text: string, field: Field) {
  const parsed = parseNumericText(text);
  if (parsed.kind === "empty" || parsed.kind === "incomplete") return null;
  if (parsed.kind === "invalid") return { field, message: parsed.message };
  if (parsed.value < 0) return { field, message: messages.invalidInput };
  return parsed.value;
}

/**
 * The download time of a file size at a rate, from the form's texts and unit keys: idle while a
 * field is empty, an error naming the field that cannot be used, else the time.
 * @example (downloadTime("1", "gigabyte_decimal", "100", "megabits_per_second") as { duration: { text: string } }).duration.text // "1 min 20 s"
 * @example downloadTime("1", "gibibyte", "0", "megabits_per_second").status // "error"
 */
export function downloadTime(
  sizeText: string,
  sizeUnitKey: string,
  rateText: string,
  rateUnitKey: string,
): DownloadTimeOutcome {
  const sizeUnit = fileSizeUnits.find((unit) => unit.key === sizeUnitKey);
  const rateUnit = rateUnits.find((unit) => unit.key === rateUnitKey);
  if (!sizeUnit || !rateUnit) {
    return {
      status: "error",
      field: sizeUnit ? "rate" : "size",
      message: messages.conversionFailed,
    };
  }
  const size = readField(sizeText, "size");
  const rate = readField(rateText, "rate");
  for (const read of [size, rate])
    if (read !== null && typeof read === "object") return { status: "error", ...read };
  if (typeof size !== "number" || typeof rate !== "number") return { status: "idle" };
  if (rate === 0) return { status: "error", field: "rate", message: downloadTimeMessages.zeroRate };
  const seconds = downloadSeconds(size, sizeUnit, rate, rateUnit);
  const total = formatTrimmed(toNumber(seconds), 3, true);
  const question = `${formatTrimmed(size, 6, true)} ${sizeUnit.symbol} (${sizeUnit.kind}) at ${formatTrimmed(rate, 6, true)} ${rateUnit.symbol}`;
  return {
    status: "result",
    seconds,
    duration: formatDuration(seconds),
    question,
    inSeconds:
      toNumber(quotient(seconds, times.minute.exact)) >= 1
        ? `${isExactly(total, seconds) ? "" : "≈ "}${total} s`
        : null,
  };
}

/** What the form shows for one state of its fields: plain texts, which the page can carry. */
export interface DownloadTimeTexts {
  /** E.g. '1 GB (decimal) at 100 Mbit/s'; null without a result. */
  readonly question: string | null;
  /** E.g. '1 min 20 s'; null without a result. */
  readonly time: string | null;
  /** E.g. '80 s', for a minute or more; else null. */
  readonly inSeconds: string | null;
  /** Why there is no time, e.g. the zero rate's message; else null. */
  readonly error: string | null;
  /** What to enter while a field is empty; else null. */
  readonly prompt: string | null;
}

/**
 * The form's texts for its fields.
 * @example downloadTimeTexts(downloadTimeDefaults).time // "1 min 20 s"
 */
export function downloadTimeTexts(fields: DownloadTimeFields): DownloadTimeTexts {
  const outcome = downloadTime(fields.size, fields.sizeUnit, fields.rate, fields.rateUnit);
  const none = { question: null, time: null, inSeconds: null, error: null, prompt: null };
  if (outcome.status === "idle") return { ...none, prompt: downloadTimeMessages.enterBoth };
  if (outcome.status === "error") return { ...none, error: outcome.message };
  return {
    ...none,
    question: outcome.question,
    time: outcome.duration.text,
    inSeconds: outcome.inSeconds,
  };
}

/** A choice of one of the form's selects. */
export interface DownloadTimeOption {
  readonly key: string;
  readonly label: string;
  readonly group: string;
}

/** Everything the form needs to render, worked out on the server: its choices, fields and answer. */
export interface DownloadTimeForm {
  readonly sizeUnits: readonly DownloadTimeOption[];
  readonly rateUnits: readonly DownloadTimeOption[];
  readonly defaults: DownloadTimeFields;
  readonly answer: DownloadTimeTexts;
}

const option = ({ key, label, group }: DownloadTimeOption): DownloadTimeOption => ({
  key,
  label,
  group,
});

/**
 * The form as the page renders it: the choices of its selects, its default fields and their answer,
 * so that the browser needs this module only once the visitor edits a field.
 * @example downloadTimeForm().answer.time // "1 min 20 s"
 */
export function downloadTimeForm(): DownloadTimeForm {
  return {
    sizeUnits: fileSizeUnits.map(option),
    rateUnits: rateUnits.map(option),
    defaults: downloadTimeDefaults,
    answer: downloadTimeTexts(downloadTimeDefaults),
  };
}
