import { describe, expect, it } from "vitest";
import { answerQuickQuery } from "./answer";
import { answerDownloadQuestion, downloadMessages } from "./download-time";

const decimalNote =
  "1024-based, as this site's data converter counts; in the decimal units drives are sold in,";

describe("download questions", () => {
  it("answers a file size at a rate with the time, and which gigabyte it read", () => {
    // 10 × 2³⁰ bytes × 8 bits ÷ 100,000,000 bit/s = 858.9934592 s.
    expect(answerQuickQuery("10 GB at 100 Mbps")).toEqual({
      kind: "download-time",
      measure: "data-transfer-rate",
      sourceText: "10 GB at 100 Mbit/s",
      resultText: "≈ 14 min 18.993 s",
      note: `${decimalNote} 10 GB (decimal) takes 13 min 20 s.`,
    });
  });

  it.each([
    ["1 GB (decimal) at 100 Mbps", "1 GB (decimal) at 100 Mbit/s", "1 min 20 s", null],
    ["1 GiB at 100 Mbit/s", "1 GiB at 100 Mbit/s", "≈ 1 min 25.899 s", null],
    ["download 700 MB decimal over 8 mbps", "700 MB (decimal) at 8 Mbit/s", "11 min 40 s", null],
    [
      "how long to download 50 gb (decimal) at 50 Mbps",
      "50 GB (decimal) at 50 Mbit/s",
      "2 h 13 min 20 s",
      null,
    ],
    ["4.7 GB decimal at 12.5 MB/s", "4.7 GB (decimal) at 12.5 MB/s", "6 min 16 s", null],
    ["1 TB decimal at 1 Gbps", "1 TB (decimal) at 1 Gbit/s", "2 h 13 min 20 s", null],
  ])("reads %j", (query, source, time, note) => {
    expect(answerDownloadQuestion(query)).toEqual({
      kind: "download-time",
      measure: "data-transfer-rate",
      sourceText: source,
      resultText: time,
      note,
    });
  });

  it("leaves other questions to the conversions", () => {
    expect(answerDownloadQuestion("5 ft to cm")).toBeNull();
    expect(answerDownloadQuestion("5 ft at 3 mph")).toBeNull();
    expect(answerDownloadQuestion("100 Mbps to MB/s")).toBeNull();
    expect(answerQuickQuery("100 Mbps to MB/s").kind).toBe("answer");
  });

  it("says what is wrong with the numbers of a download question", () => {
    expect(answerQuickQuery("10 GB at 0 Mbps")).toEqual({
      kind: "error",
      message: downloadMessages.zeroRate,
    });
    expect(answerQuickQuery("-10 GB at 5 Mbps")).toEqual({
      kind: "error",
      message: downloadMessages.unreadable,
    });
  });
});
