import { describe, expect, it } from "vitest";
import { converterIds, evaluateConversion } from "../lib/measures";
import { converters } from "../lib/measures/all";
import { lengthConverter } from "../lib/measures/length/converter";
import { temperatureConverter } from "../lib/measures/temperature/converter";
import { parseNumericText } from "../lib/input";
import { converterEarlyTexts } from "./converter";

const fields =
  (value: string, from: string, to: string) =>
  (name: string): string | undefined =>
    ({ value, from, to })[name];

describe("converterEarlyTexts", () => {
  it("gives the island's result and 'value unit =' line for typed values", () => {
    expect(converterEarlyTexts(lengthConverter, fields("37", "meter", "foot"))).toEqual({
      "from-line": "37 m",
      "result-number": "121.391076 ",
      "result-unit": "ft",
    });
    expect(
      converterEarlyTexts(temperatureConverter, fields("37", "celsius", "fahrenheit")),
    ).toEqual({ "from-line": "37°C", "result-number": "98.60", "result-unit": "°F" });
  });

  it("joins back to the island's own result text for every pair of every converter", () => {
    for (const id of converterIds) {
      const config = converters[id];
      for (const from of config.units) {
        for (const to of config.units) {
          for (const value of ["1", "37", "0.5", "1234.5678"]) {
            const outcome = evaluateConversion(config, value, from.key, to.key);
            const texts = converterEarlyTexts(config, fields(value, from.key, to.key));
            if (outcome.status !== "result") {
              expect(texts, `${id} ${value} ${from.key}→${to.key}`).toBeNull();
              continue;
            }
            expect(
              `${texts?.["result-number"]}${texts?.["result-unit"]}`,
              `${id} ${value} ${from.key}→${to.key}`,
            ).toBe(outcome.resultText);
          }
        }
      }
    }
  });

  it("prints at the precision the visitor stored", () => {
    const texts = converterEarlyTexts(
      lengthConverter,
      fields("37", "meter", "foot"),
      '{"precision":"d2"}',
    );
    expect(texts?.["result-number"]).toBe("121.39 ");
  });

  it("leaves to the island what it shows instead of a result", () => {
    for (const value of ["", "-", "abc", "-5", "1e999", "12345678901234567890"]) {
      expect(
        converterEarlyTexts(lengthConverter, fields(value, "meter", "foot")),
        value,
      ).toBeNull();
    }
    // A decimal comma, a fraction or the exponent form: the island answers and says how it read it.
    for (const value of ["1,5", "1,234", "1/2", "1 1/2", "1e-7"]) {
      expect(parseNumericText(value)).toMatchObject({ kind: "number" });
      expect(
        converterEarlyTexts(lengthConverter, fields(value, "meter", "foot")),
        value,
      ).toBeNull();
    }
    expect(converterEarlyTexts(lengthConverter, fields("1", "meter", "parsec"))).toBeNull();
    expect(
      converterEarlyTexts(lengthConverter, (name) => (name === "value" ? "1" : undefined)),
    ).toBeNull();
  });
});
