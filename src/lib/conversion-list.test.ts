import { describe, expect, it } from "vitest";
import { converters } from "./measures";
import { convertList, listAsCsv, splitListValues } from "./conversion-list";
import { messages } from "./messages";
import { numberPart, resultAtPrecision, type Precision } from "./precision";
import type { ConverterConfig, UnitOption } from "./measures";

/** The list's number format at a precision, as the page passes it. */
function at(config: ConverterConfig, precision: Precision) {
  return (value: number, unit: UnitOption) =>
    numberPart(resultAtPrecision(config, value, unit, precision, true), unit.symbol);
}

describe("splitListValues", () => {
  it("takes one value a line, and commas, tabs and spaces as separators too", () => {
    expect(splitListValues("1\n2\r\n3")).toEqual(["1", "2", "3"]);
    expect(splitListValues("1,2, 3")).toEqual(["1", "2", "3"]);
    expect(splitListValues("1\t2\t\t3")).toEqual(["1", "2", "3"]);
    expect(splitListValues("  1   2 \n\n 3  ")).toEqual(["1", "2", "3"]);
    expect(splitListValues("")).toEqual([]);
    expect(splitListValues(" \n\t, ")).toEqual([]);
  });

  it("reads a column pasted from a spreadsheet", () => {
    expect(splitListValues("1.5\n2.25\n10\n")).toEqual(["1.5", "2.25", "10"]);
  });
});

describe("convertList", () => {
  it("converts each value with the current units and precision", () => {
    const rows = convertList(
      converters.length,
      "1\n10\n0.5",
      "meter",
      "foot",
      at(converters.length, "auto"),
    );
    expect(rows.map((row) => row.result)).toEqual(["3.28084", "32.808399", "1.64042"]);
    const twoDecimals = convertList(
      converters.length,
      "1 10",
      "meter",
      "foot",
      at(converters.length, "d2"),
    );
    expect(twoDecimals.map((row) => row.result)).toEqual(["3.28", "32.81"]);
  });

  it("marks invalid values in place with the spec's messages", () => {
    const rows = convertList(
      converters.length,
      "1\nabc\n-5\n2\n12345678901234567",
      "meter",
      "foot",
      at(converters.length, "auto"),
    );
    expect(rows).toEqual([
      { value: "1", result: "3.28084", message: null },
      { value: "abc", result: null, message: messages.invalidNumber },
      { value: "-5", result: null, message: messages.invalidInput },
      { value: "2", result: "6.56168", message: null },
      { value: "12345678901234567", result: null, message: messages.max16Digits },
    ]);
  });

  it("follows each converter's own rules", () => {
    const temperature = convertList(
      converters.temperature,
      "-40 -",
      "celsius",
      "fahrenheit",
      at(converters.temperature, "auto"),
    );
    expect(temperature).toEqual([
      { value: "-40", result: "-40.00", message: null },
      { value: "-", result: null, message: messages.invalidNumber },
    ]);
    const fuel = convertList(
      converters["fuel-economy"],
      "0,30",
      "mpg_us",
      "l_per_100km",
      at(converters["fuel-economy"], "auto"),
    );
    expect(fuel).toEqual([
      { value: "0", result: null, message: messages.invalidInput },
      { value: "30", result: "7.84", message: null },
    ]);
  });

  it("converts 1,000 values in well under 100 ms", () => {
    const text = Array.from({ length: 1000 }, (_, index) => String(index * 1.37)).join("\n");
    convertList(converters.length, text, "meter", "foot", at(converters.length, "auto"));
    const start = performance.now();
    const rows = convertList(converters.length, text, "meter", "foot", at(converters.length, "s6"));
    const elapsed = performance.now() - start;
    expect(rows).toHaveLength(1000);
    expect(elapsed).toBeLessThan(100);
  });
});

describe("listAsCsv", () => {
  it("names the units in the header and quotes fields with commas", () => {
    const rows = convertList(
      converters.pressure,
      "1\nx",
      "atmosphere",
      "pascal",
      at(converters.pressure, "auto"),
    );
    expect(listAsCsv(rows, "atm", "Pa")).toBe(
      'Value (atm),Result (Pa)\r\n1,"101,325"\r\nx,Please enter a valid number',
    );
  });

  it("doubles quotes inside a field", () => {
    expect(listAsCsv([{ value: '1"', result: null, message: "bad" }], "m", "ft")).toBe(
      'Value (m),Result (ft)\r\n"1""",bad',
    );
  });
});
