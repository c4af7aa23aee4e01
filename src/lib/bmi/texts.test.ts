import { describe, expect, it } from "vitest";
import { readImperialBmi, readMetricBmi } from "./bmi";
import { bmiTextNames, bmiTexts } from "./texts";

describe("bmiTexts", () => {
  it("gives every text of the default 175 cm and 70 kg", () => {
    expect(bmiTexts(readMetricBmi("175", "70"), "metric")).toEqual({
      bmi: "22.9",
      category: "Normal",
      description:
        "Your BMI is in the healthy range. Keep it there with a balanced diet and regular physical activity.",
      "scale-label": "BMI scale from 15 to 40: 22.9 is in the Normal band",
      "healthy-range": "56.7 – 76.3 kg (124.9 – 168.1 lb)",
      "weight-position": "Your weight is inside the healthy range for your height.",
    });
  });

  it("names a text for every slot name, and no other", () => {
    expect(Object.keys(bmiTexts(readMetricBmi("175", "70"), "metric")).sort()).toEqual(
      [...bmiTextNames].sort(),
    );
  });

  it("puts pounds first for imperial input", () => {
    const texts = bmiTexts(readImperialBmi("5", "9", "154"), "imperial");
    expect(texts.bmi).toBe("22.7");
    expect(texts["healthy-range"]).toBe("125.3 – 168.6 lb (56.8 – 76.5 kg)");
    expect(texts["weight-position"]).toBe(
      "Your weight is inside the healthy range for your height.",
    );
  });

  it("says how far below or above the range a weight is, in both units", () => {
    expect(bmiTexts(readMetricBmi("180", "81"), "metric")["weight-position"]).toBe(
      "You are about 0.3 kg (0.7 lb) above the healthy range for your height.",
    );
    const under = bmiTexts(readMetricBmi("175", "50"), "metric");
    expect(under.category).toBe("Underweight");
    expect(under["weight-position"]).toBe(
      "You are about 6.7 kg (14.7 lb) below the healthy range for your height.",
    );
  });

  it("gives the band of the rounded value at the edges (24.95 shows 25.0 Overweight)", () => {
    // 24.95 × 2² = 99.8 kg at 200 cm.
    const texts = bmiTexts(readMetricBmi("200", "99.8"), "metric");
    expect(texts.bmi).toBe("25.0");
    expect(texts.category).toBe("Overweight");
    expect(texts["scale-label"]).toBe("BMI scale from 15 to 40: 25.0 is in the Overweight band");
  });

  it("leaves empty what a reading without a weight lacks, and keeps the range", () => {
    expect(bmiTexts(readMetricBmi("175", ""), "metric")).toEqual({
      bmi: "",
      category: "",
      description: "",
      "scale-label": "BMI scale from 15 to 40",
      "healthy-range": "56.7 – 76.3 kg (124.9 – 168.1 lb)",
      "weight-position": "",
    });
  });

  it("has only the scale's name for a height out of the limits", () => {
    const reading = readMetricBmi("10", "70");
    expect(reading.problem).not.toBeNull();
    expect(bmiTexts(reading, "metric")).toEqual({
      bmi: "",
      category: "",
      description: "",
      "scale-label": "BMI scale from 15 to 40",
      "healthy-range": "",
      "weight-position": "",
    });
  });

  it("gives no position for a weight over the limit, though the range stays", () => {
    const texts = bmiTexts(readMetricBmi("175", "600"), "metric");
    expect(texts.bmi).toBe("");
    expect(texts["healthy-range"]).toBe("56.7 – 76.3 kg (124.9 – 168.1 lb)");
    expect(texts["weight-position"]).toBe("");
  });
});
