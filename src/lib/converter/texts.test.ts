import { describe, expect, it } from "vitest";
import { converterIds, evaluateConversion, findUnit } from "../measures";
import { converters } from "../measures/all";
import type { ConverterConfig, UnitOption } from "../measures/define-converter";
import { lengthConverter } from "../measures/length/converter";
import { temperatureConverter } from "../measures/temperature/converter";
import { dataStorageConverter } from "../measures/data-storage/converter";
import { converterTextNames, converterTexts } from "./texts";
import { resultAtPrecision, type Precision } from "../precision";

function unit(config: ConverterConfig, key: string): UnitOption {
  const found = findUnit(config, key);
  if (!found) throw new Error(`no unit ${key}`);
  return found;
}

/** The texts of the converter for a typed value, as the island computes them. */
function textsFor(
  config: ConverterConfig,
  value: string,
  from: string,
  to: string,
  precision: Precision = "auto",
) {
  const outcome = evaluateConversion(config, value, from, to);
  if (outcome.status !== "result") throw new Error(`no result for ${value}`);
  return converterTexts(config, outcome, unit(config, from), unit(config, to), precision);
}

describe("converterTexts", () => {
  it("gives the 'value unit =' line and the result split into number and unit", () => {
    expect(textsFor(lengthConverter, "37", "meter", "foot")).toEqual({
      "from-line": "37 m",
      "result-number": "121.391076 ",
      "result-unit": "ft",
    });
  });

  it("writes a degree symbol without a space, on both sides", () => {
    expect(textsFor(temperatureConverter, "-40", "celsius", "fahrenheit")).toEqual({
      "from-line": "-40°C",
      "result-number": "-40.00",
      "result-unit": "°F",
    });
    expect(textsFor(temperatureConverter, "0", "celsius", "kelvin")).toEqual({
      "from-line": "0°C",
      "result-number": "273.15 ",
      "result-unit": "K",
    });
  });

  it("prints the result at the chosen precision", () => {
    expect(textsFor(lengthConverter, "37", "meter", "foot", "d2")["result-number"]).toBe("121.39 ");
    expect(textsFor(lengthConverter, "37", "meter", "foot", "s3")["result-number"]).toBe("121 ");
  });

  it("shows the value as read, not as typed, on the from line", () => {
    expect(textsFor(lengthConverter, "1/2", "meter", "foot")["from-line"]).toBe("0.5 m");
  });

  it("keeps very large and very small results whole, with the unit apart", () => {
    expect(textsFor(dataStorageConverter, "1", "gigabyte", "byte")).toEqual({
      "from-line": "1 GB",
      "result-number": "1,073,741,824 ",
      "result-unit": "B",
    });
    expect(textsFor(lengthConverter, "1", "millimeter", "mile")["result-number"]).toBe(
      "6.2137e-7 ",
    );
  });

  it("names every text it gives, and joins back to the result text for every pair", () => {
    for (const id of converterIds) {
      const config = converters[id];
      for (const from of config.units) {
        for (const to of config.units) {
          for (const precision of ["auto", "d2", "s6"] as const) {
            const outcome = evaluateConversion(config, "37", from.key, to.key);
            if (outcome.status !== "result") continue;
            const texts = converterTexts(config, outcome, from, to, precision);
            const pair = `${id} ${from.key}→${to.key} ${precision}`;
            expect(Object.keys(texts), pair).toEqual([...converterTextNames]);
            expect(texts["result-number"] + texts["result-unit"], pair).toBe(
              resultAtPrecision(config, outcome.result, to, precision),
            );
          }
        }
      }
    }
  });
});
