import { describe, expect, it } from "vitest";
import fc from "fast-check";
import BmiCalculator from "../components/calculators/BmiCalculator";
import {
  calculateMetricBmi,
  describeWeightPosition,
  formatBmi,
  formatHealthyWeightRange,
  healthyWeightRange,
  readMetricBmi,
} from "../lib/bmi/bmi";
import { bmiTexts } from "../lib/bmi/texts";
import { bmiAddressFields, bmiEarlyTexts } from "./bmi";
import { fieldsReader, serverEarlyParts } from "./server-html";

const metric = (heightCm: string, weightKg: string) =>
  fieldsReader({ "height-cm": heightCm, "weight-kg": weightKg });

describe("bmiEarlyTexts", () => {
  it("gives 25.0 Overweight for 180 cm and 81 kg", () => {
    expect(bmiEarlyTexts(metric("180", "81"))).toEqual({
      bmi: "25.0",
      category: "Overweight",
      description:
        "Your BMI is above the healthy range. Small, steady changes to diet and activity can bring it down.",
      "scale-label": "BMI scale from 15 to 40: 25.0 is in the Overweight band",
      "healthy-range": "59.9 – 80.7 kg (132.1 – 177.9 lb)",
      "weight-position": "You are about 0.3 kg (0.7 lb) above the healthy range for your height.",
    });
  });

  it("gives exactly the island's server text of every slot for the island's own fields", () => {
    const server = serverEarlyParts(BmiCalculator);
    expect(server.fields).toEqual({ "height-cm": "175", "weight-kg": "70" });
    expect(bmiEarlyTexts(fieldsReader(server.fields))).toEqual(server.slots);
    // The gauge's marker and its line.
    expect(server.staleCount).toBe(2);
  });

  it("matches the island's computation for any height and weight it takes", () => {
    const fieldText = fc.oneof(
      fc.integer({ min: 1, max: 99999 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 9 }))
        .map(([whole, tenth]) => `${whole}.${tenth}`),
    );
    fc.assert(
      fc.property(fieldText, fieldText, (heightText, weightText) => {
        const height = Number(heightText);
        const weight = Number(weightText);
        const result = calculateMetricBmi(weight, height);
        const range = healthyWeightRange(height / 100);
        const texts = bmiEarlyTexts(metric(heightText, weightText));
        if (!result || !range || readMetricBmi(heightText, weightText).problem) {
          expect(texts).toBeNull();
          return;
        }
        expect(texts?.["bmi"]).toBe(formatBmi(result.value));
        expect(texts?.["category"]).toBe(result.category);
        expect(texts?.["description"]).toBe(result.description);
        expect(texts?.["healthy-range"]).toBe(formatHealthyWeightRange(range, "metric"));
        expect(texts?.["weight-position"]).toBe(describeWeightPosition(weight, range));
      }),
      { numRuns: 500 },
    );
  });

  it("leaves to the island empty, zero, rule-rejected and out-of-limit fields", () => {
    const cases: [string, string][] = [
      ["", "70"],
      ["175", ""],
      ["0", "70"],
      ["175", "0"],
      [".", "70"],
      ["175", "abc"],
      ["1a75", "70"],
      ["175", "7-0"],
      ["123456", "70"],
      ["175", "1.2.3"],
      // Read by the island, which says how: a decimal comma, a fraction.
      ["175,5", "70"],
      ["175", "70,5"],
      // Heights and weights no BMI is given for: the island says why instead.
      ["10", "70"],
      ["175", "5"],
      ["301", "70"],
      ["175", "501"],
    ];
    for (const [height, weight] of cases) {
      expect(bmiEarlyTexts(metric(height, weight)), `${height} / ${weight}`).toBeNull();
    }
    expect(bmiEarlyTexts(fieldsReader({ "height-cm": "175" }))).toBeNull();
  });
});

describe("bmiAddressFields", () => {
  it("gives the metric fields the height and weight of the page's address", () => {
    expect(bmiAddressFields("?height=180&weight=75")).toEqual({
      "height-cm": "180",
      "weight-kg": "75",
    });
    expect(bmiAddressFields("?weight=75")).toEqual({ "weight-kg": "75" });
  });

  it("gives none for an address without them, or with bad ones (the fields keep the server's)", () => {
    expect(bmiAddressFields("")).toEqual({});
    expect(bmiAddressFields("?height=abc")).toEqual({});
    expect(bmiAddressFields("?height=10&weight=600")).toEqual({});
  });

  it("leaves an address for the Imperial tab to the island", () => {
    expect(bmiAddressFields("?ft=5&in=9&lb=160")).toBeNull();
    expect(bmiAddressFields("?height=180&weight=75&lb=160")).toBeNull();
    // Imperial values the page does not take leave the metric tab open.
    expect(bmiAddressFields("?height=180&ft=x")).toEqual({ "height-cm": "180" });
  });

  it("answers, as the island does, every address the page takes", () => {
    const server = serverEarlyParts(BmiCalculator);
    const text = fc.oneof(
      fc.constantFrom("", "0", "abc", "1,5", "1e2", "-2", "180.25"),
      fc.integer({ min: 0, max: 99_999 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }))
        .map(([whole, part]) => `${whole}.${part}`),
    );
    fc.assert(
      fc.property(fc.option(text), fc.option(text), (height, weight) => {
        const given = {
          ...(height === null ? {} : { height }),
          ...(weight === null ? {} : { weight }),
        };
        const address = bmiAddressFields(`?${new URLSearchParams(given)}`);
        const fields = { ...server.fields, ...address };
        const heightCm = fields["height-cm"] ?? "";
        const weightKg = fields["weight-kg"] ?? "";
        expect(bmiEarlyTexts(fieldsReader(fields))).toEqual(
          bmiTexts(readMetricBmi(heightCm, weightKg), "metric"),
        );
      }),
      { numRuns: 500 },
    );
  });
});
