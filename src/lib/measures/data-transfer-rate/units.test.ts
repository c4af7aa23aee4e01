import { describe, expect, it } from "vitest";
import { exact, type Exact } from "../exact";
import { evaluateConversion } from "../define-converter";
import { dataTransferRateConverter } from "./converter";
import { gigabyteTime, measureContext } from "./context";
import {
  downloadSeconds,
  downloadTime,
  downloadTimeDefaults,
  downloadTimeForm,
  downloadTimeTexts,
  fileSizeUnits,
  rateUnits,
} from "./download-time";
import { dataTransferRateUnits, type DataTransferRateUnitKey } from "./units";

/** Each unit's size in bytes per second, worked out here: 8 bits a byte, SI steps of 1000, IEC steps of 1024. */
const bytesPerSecond: Readonly<Record<DataTransferRateUnitKey, string>> = {
  bits_per_second: "1/8",
  kilobits_per_second: "1000/8",
  megabits_per_second: String(1e6 / 8),
  gigabits_per_second: String(1e9 / 8),
  terabits_per_second: String(1e12 / 8),
  bytes_per_second: "1",
  kilobytes_per_second: "1000",
  megabytes_per_second: String(1e6),
  gigabytes_per_second: String(1e9),
  kibibytes_per_second: String(2 ** 10),
  mebibytes_per_second: String(2 ** 20),
  gibibytes_per_second: String(2 ** 30),
};

const same = (a: Exact, b: Exact) => a.numerator === b.numerator && a.denominator === b.denominator;
const shown = (value: string, from: string, to: string) => {
  const outcome = evaluateConversion(dataTransferRateConverter, value, from, to);
  return outcome.status === "result" ? outcome.resultText : outcome.status;
};

describe("data transfer rate units", () => {
  it.each(Object.entries(bytesPerSecond))("%s is %s B/s", (key, bytes) => {
    const unit = dataTransferRateUnits.find((candidate) => candidate.key === key);
    expect(unit && same(unit.exact, exact(bytes))).toBe(true);
  });

  it.each([
    ["1", "megabits_per_second", "megabytes_per_second", "0.125 MB/s"],
    ["1", "megabits_per_second", "bytes_per_second", "125000 B/s"],
    ["100", "megabits_per_second", "megabytes_per_second", "12.5 MB/s"],
    ["1", "gigabits_per_second", "megabits_per_second", "1000 Mbit/s"],
    ["1", "megabytes_per_second", "mebibytes_per_second", "0.953674 MiB/s"],
    ["1", "mebibytes_per_second", "megabytes_per_second", "1.04858 MB/s"],
    ["1", "gibibytes_per_second", "bits_per_second", "8,589,934,592 bit/s"],
    ["1", "kilobytes_per_second", "kilobits_per_second", "8 kbit/s"],
    ["1", "kibibytes_per_second", "kilobits_per_second", "8.192 kbit/s"],
    ["1", "terabits_per_second", "gigabytes_per_second", "125 GB/s"],
  ])("converts %s %s to %s", (value, from, to, text) => {
    expect(shown(value, from, to)).toBe(text);
  });
});

describe("download time", () => {
  it("takes 1 min 20 s for 1 GB (decimal) at 100 Mbit/s, the form's default", () => {
    const outcome = downloadTime("1", "gigabyte_decimal", "100", "megabits_per_second");
    expect(outcome).toMatchObject({
      status: "result",
      duration: { text: "1 min 20 s", rounded: false },
      question: "1 GB (decimal) at 100 Mbit/s",
      inSeconds: "80 s",
    });
  });

  it("works out the binary gibibyte exactly: 2³⁰ × 8 bits over the rate", () => {
    const outcome = downloadTime("1", "gibibyte", "3", "megabits_per_second");
    if (outcome.status !== "result") throw new Error(outcome.status);
    expect(same(outcome.seconds, exact(`${2 ** 30 * 8}/3000000`))).toBe(true);
    expect(outcome.duration.text).toBe("≈ 47 min 43.312 s");
    expect(outcome.inSeconds).toBe("≈ 2,863.312 s");
  });

  it("says the time in hours past an hour, and under a second in seconds", () => {
    const hours = downloadTime("50", "gigabyte_decimal", "10", "megabits_per_second");
    expect(hours.status === "result" && hours.duration.text).toBe("11 h 6 min 40 s");
    const instant = downloadTime("1", "kilobyte_decimal", "1", "gigabits_per_second");
    expect(instant.status === "result" && instant.duration.text).toBe("0.000008 s");
    expect(instant.status === "result" && instant.inSeconds).toBeNull();
  });

  it("reads the fields as the converters do, and says which one cannot be used", () => {
    expect(downloadTime("", "gigabyte_decimal", "100", "megabits_per_second").status).toBe("idle");
    expect(downloadTime("1", "gigabyte_decimal", "-", "megabits_per_second").status).toBe("idle");
    expect(downloadTime("abc", "gigabyte_decimal", "100", "megabits_per_second")).toEqual({
      status: "error",
      field: "size",
      message: "Please enter a valid number",
    });
    expect(downloadTime("1", "gigabyte_decimal", "0", "megabits_per_second")).toMatchObject({
      status: "error",
      field: "rate",
    });
    expect(downloadTime("1", "parsec", "1", "megabits_per_second")).toMatchObject({
      status: "error",
      field: "size",
    });
  });

  it("names each file size unit as binary or decimal with its bytes", () => {
    expect(fileSizeUnits.map((unit) => unit.label)).toEqual([
      "kB (decimal, 10³ bytes)",
      "MB (decimal, 10⁶ bytes)",
      "GB (decimal, 10⁹ bytes)",
      "TB (decimal, 10¹² bytes)",
      "KiB (binary, 2¹⁰ bytes)",
      "MiB (binary, 2²⁰ bytes)",
      "GiB (binary, 2³⁰ bytes)",
      "TiB (binary, 2⁴⁰ bytes)",
    ]);
    expect(rateUnits).toBe(dataTransferRateUnits);
  });

  it("divides the size in bytes by the rate in bytes per second", () => {
    const [kilobyte] = fileSizeUnits;
    const bitsPerSecond = rateUnits.find((unit) => unit.key === "bits_per_second");
    if (!kilobyte || !bitsPerSecond) throw new Error("units missing");
    expect(same(downloadSeconds(1, kilobyte, 1, bitsPerSecond), exact(8000))).toBe(true);
  });
});

describe("the download time form", () => {
  it("is rendered from the server's choices, defaults and answer", () => {
    const form = downloadTimeForm();
    expect(form.defaults).toBe(downloadTimeDefaults);
    expect(form.answer).toEqual({
      question: "1 GB (decimal) at 100 Mbit/s",
      time: "1 min 20 s",
      inSeconds: "80 s",
      error: null,
      prompt: null,
    });
    expect(form.sizeUnits.map((unit) => unit.key)).toEqual(fileSizeUnits.map((unit) => unit.key));
    expect(form.rateUnits[2]).toEqual({
      key: "megabits_per_second",
      label: "Megabits (Mbit/s)",
      group: "Bits per second",
    });
  });

  it("prompts while a field is empty and names what cannot be used", () => {
    expect(downloadTimeTexts({ ...downloadTimeDefaults, size: "" }).prompt).toBe(
      "Enter a file size and a rate.",
    );
    expect(downloadTimeTexts({ ...downloadTimeDefaults, rate: "0" }).error).toContain(
      "enter a rate above 0",
    );
  });
});

describe("the data rate context line", () => {
  it("gives the time of both gigabytes at the rate", () => {
    // At 1 bit/s, the slowest rate of 1 unit: 8 × 10⁹ s and 8 × 2³⁰ s, each exactly.
    expect(gigabyteTime(1, "bits_per_second")).toBe(
      "1\u00a0GB (10⁹\u00a0bytes): 2,222,222 h 13 min 20 s; 1\u00a0GiB (2³⁰\u00a0bytes): 2,386,092 h 56 min 32 s.",
    );
    expect(gigabyteTime(100, "megabits_per_second")).toBe(
      "1\u00a0GB (10⁹\u00a0bytes): 1 min 20 s; 1\u00a0GiB (2³⁰\u00a0bytes): ≈ 1 min 25.899 s.",
    );
    expect(gigabyteTime(0, "megabits_per_second")).toContain("enter a rate above 0");
    expect(
      measureContext({
        value: 1,
        from: "gigabytes_per_second",
        to: "megabits_per_second",
        result: 8000,
        resultText: "8,000 Mbit/s",
      }),
    ).toMatchObject({
      heading: "Download time",
      text: expect.stringContaining("(10⁹\u00a0bytes): 1 s;"),
    });
  });
});
