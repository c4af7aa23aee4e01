import fc from "fast-check";
import { holdsExpression } from "../field-text";
import { fieldState } from "../calculator/field-reading";
import { describe, expect, it } from "vitest";
import { converters } from "../measures/all";
import {
  convertList,
  csvField,
  firstLines,
  listAsCsv,
  listConversion,
  listTooLongMessage,
  listValueLimit,
  splitListValues,
} from "./conversion-list";
import { messages } from "../messages";
import { numberPart, resultAtPrecision, type Precision } from "../precision";
import type { ConverterConfig, UnitOption } from "../measures";

/** The list's number format at a precision, as the page passes it. */
function at(config: ConverterConfig, precision: Precision) {
  return (value: number, unit: UnitOption) =>
    numberPart(resultAtPrecision(config, value, unit, precision, true), unit.symbol);
}

describe("splitListValues", () => {
  it("takes one value a line, and semicolons and tabs as separators too, never a comma", () => {
    expect(splitListValues("1\n2\r\n3")).toEqual(["1", "2", "3"]);
    expect(splitListValues("1;2; 3")).toEqual(["1", "2", "3"]);
    expect(splitListValues("1\t2\t\t3")).toEqual(["1", "2", "3"]);
    expect(splitListValues("  1 \n\n 3  ")).toEqual(["1", "3"]);
    // A decimal comma, and an amount with its units, are one value each.
    expect(splitListValues("2,5\n180 cm\n5 ft 9 in")).toEqual(["2,5", "180 cm", "5 ft 9 in"]);
    expect(splitListValues("")).toEqual([]);
    expect(splitListValues(" \n\t; ")).toEqual([]);
  });

  it("reads a column pasted from a spreadsheet", () => {
    expect(splitListValues("1.5\n2.25\n10\n")).toEqual(["1.5", "2.25", "10"]);
  });
});

describe("firstLines", () => {
  it("gives the first lines of a longer text, and null for a text that has no more", () => {
    expect(firstLines("1\n2\n3", 2)).toBe("1\n2");
    expect(firstLines("1\n2\n", 2)).toBe("1\n2");
    expect(firstLines("1\n2", 2)).toBeNull();
    expect(firstLines("", 1)).toBeNull();
    const long = "7\n".repeat(1_000_000);
    expect(firstLines(long, 1000)?.split("\n")).toHaveLength(1000);
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
      "1\t10",
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

  it("reads each value as the Value field does, units and arithmetic included", () => {
    const field = { measure: "length", unit: "meter" } as const;
    const readExpression = (value: string) =>
      holdsExpression(value, converters.length.inputRule)
        ? fieldState(value, field, converters.length.inputRule).parsed
        : null;
    const rows = convertList(
      converters.length,
      "180 cm\n2,5\n0.1+0.2\n12 kg\n-4\n2-5\nabc",
      "meter",
      "centimeter",
      at(converters.length, "auto"),
      readExpression,
    );
    expect(rows.map((row) => row.result ?? row.message)).toEqual([
      "180",
      "250",
      "30",
      messages.invalidNumber,
      messages.invalidInput,
      messages.invalidInput,
      messages.invalidNumber,
    ]);
  });

  it("follows each converter's own rules", () => {
    const temperature = convertList(
      converters.temperature,
      "-40\n-",
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
      "0;30",
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

describe("listConversion, a slice at a time", () => {
  const format = at(converters.length, "auto");

  it("gives the rows convertList gives, whatever the text and the slice size", () => {
    const listText = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom("1", "-2", "abc", "0.5", "1e3", ""),
            fc.string({ maxLength: 6 }),
          ),
          fc.constantFrom("\n", ",", " ", "\t", "\r\n", ", "),
        ),
        { maxLength: 60 },
      )
      .map((parts) => parts.map(([value, separator]) => value + separator).join(""));
    fc.assert(
      fc.property(listText, fc.integer({ min: 1, max: 40 }), (text, charsPerSlice) => {
        const conversion = listConversion(converters.length, text, "meter", "foot", format, {
          charsPerSlice,
        });
        let progress = conversion.step(() => false);
        let steps = 1;
        while (progress.status === "working") {
          progress = conversion.step(() => false);
          steps += 1;
        }
        expect(progress.status).toBe("done");
        expect(progress.rows).toEqual(
          convertList(converters.length, text, "meter", "foot", format),
        );
        expect(steps).toBeLessThanOrEqual(Math.ceil(text.length / charsPerSlice) + 1);
      }),
    );
  });

  it("stops when asked and goes on at the next step", () => {
    const text = Array.from({ length: 5000 }, (_, index) => String(index)).join("\n");
    const conversion = listConversion(converters.length, text, "meter", "foot", format);
    const first = conversion.step(() => false);
    expect(first.status).toBe("working");
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.rows.length).toBeLessThan(5000);
    const last = conversion.step(() => true);
    expect(last.status).toBe("done");
    expect(last.rows).toHaveLength(5000);
    expect(last.rows[4999]).toEqual(
      convertList(converters.length, "4999", "meter", "foot", format)[0],
    );
  });

  it("refuses a list of more than the limit of values, and says so", () => {
    expect(listValueLimit).toBe(100_000);
    expect(listTooLongMessage(listValueLimit)).toBe(
      "This list has more than 100,000 values. Convert it in parts of up to 100,000.",
    );
    const text = "1\n".repeat(11);
    const atLimit = listConversion(converters.length, "1\n".repeat(10), "meter", "foot", format, {
      limit: 10,
    });
    expect(atLimit.step(() => true)).toMatchObject({ status: "done", rows: { length: 10 } });
    const over = listConversion(converters.length, text, "meter", "foot", format, { limit: 10 });
    expect(over.step(() => true)).toEqual({ status: "too-long", rows: [] });
  });

  it("converts 100,000 values in slices of a few hundred values each", () => {
    const text = Array.from({ length: 100_000 }, (_, index) => (index * 0.37).toFixed(2)).join(
      "\n",
    );
    const conversion = listConversion(converters.length, text, "meter", "foot", format);
    let largest = 0;
    let converted = 0;
    let progress;
    do {
      progress = conversion.step(() => false);
      largest = Math.max(largest, progress.rows.length - converted);
      converted = progress.rows.length;
    } while (progress.status === "working");
    expect(progress.rows).toHaveLength(100_000);
    expect(largest).toBeLessThanOrEqual(1000);
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
      "=1+1\n+SUM(A1)\n@cmd\n-2+3\n-4",
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
    const rows = convertList(converters.temperature, "-40\n-10", "celsius", "fahrenheit", String);
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
