import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { converters } from "./converters";
import { convertList, csvField, listAsCsv, splitListValues } from "./conversion-list";
import { messages } from "./messages";
import { numberPart, resultAtPrecision, type Precision } from "./precision";
import type { ConverterConfig, UnitOption } from "./converters";

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

  it("escapes a field a spreadsheet would run as a formula, as OWASP recommends", () => {
    const rows = convertList(
      converters.length,
      "=1+1 +SUM(A1) @cmd -2+3 -4",
      "meter",
      "foot",
      String,
    );
    expect(listAsCsv(rows, "m", "ft").split("\r\n").slice(1)).toEqual([
      `"'=1+1",Please enter a valid number`,
      `"'+SUM(A1)",Please enter a valid number`,
      `"'@cmd",Please enter a valid number`,
      `"'-2+3",Please enter a valid number`,
      "-4,Invalid input value",
    ]);
    expect(csvField("\t=cmd")).toBe(`"'\t=cmd"`);
    expect(csvField("\r=cmd")).toBe(`"'\r=cmd"`);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("-=1")).toBe(`"'-=1"`);
  });

  it("leaves numbers as numbers, negative ones included", () => {
    for (const number of ["-4", "+5", "-0.25", "-1,234.5", "-2.5e-7", "3", ".5", "1E+21"]) {
      expect(csvField(number).replace(/^"|"$/g, ""), number).toBe(number);
    }
    const rows = convertList(converters.temperature, "-40 -10", "celsius", "fahrenheit", String);
    expect(listAsCsv(rows, "°C", "°F")).toBe("Value (°C),Result (°F)\r\n-40,-40\r\n-10,14");
  });

  it("never lets a field start a formula, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField(text);
        const unquoted = field.startsWith('"') ? field.slice(1) : field;
        if (/^[=+\-@\t\r]/.test(unquoted)) expect(unquoted).toMatch(/^[-+]?[\d.]/);
      }),
    );
  });
});
