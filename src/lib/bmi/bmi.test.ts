import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  bmiCategories,
  bmiInputProblem,
  bmiCategoryFor,
  bmiScalePercent,
  calculateImperialBmi,
  calculateMetricBmi,
  describeBmiScale,
  describeWeightPosition,
  formatBmi,
  formatCategoryRange,
  formatHealthyWeightRange,
  healthyWeightRange,
  heightInMetres,
  imperialHeightInches,
  readImperialBmi,
  readMetricBmi,
  roundBmi,
} from "./bmi";

describe("calculateMetricBmi", () => {
  it("gives 22.9 Normal for the default 175 cm and 70 kg", () => {
    expect(calculateMetricBmi(70, 175)).toEqual({
      value: 22.9,
      category: "Normal",
      description: bmiCategories[1]?.description,
      color: "#15803d",
    });
  });

  it("rounds to 1 decimal", () => {
    expect(calculateMetricBmi(50, 180)?.value).toBe(15.4); // 15.432
    expect(calculateMetricBmi(100, 170)?.value).toBe(34.6); // 34.602
  });

  it("needs both values above 0", () => {
    expect(calculateMetricBmi(0, 175)).toBeNull();
    expect(calculateMetricBmi(70, 0)).toBeNull();
    expect(calculateMetricBmi(-70, 175)).toBeNull();
    expect(calculateMetricBmi(null, 175)).toBeNull();
    expect(calculateMetricBmi(70, Number.NaN)).toBeNull();
  });
});

describe("calculateImperialBmi", () => {
  it("gives 22.7 for 5 ft 9 in and 154 lb (703 × lb / in²)", () => {
    expect(calculateImperialBmi(154, 5, 9)?.value).toBe(22.7);
    expect(calculateImperialBmi(154, 5, 9)?.category).toBe("Normal");
  });

  it("counts an empty feet or inches part as 0", () => {
    expect(imperialHeightInches(5, null)).toBe(60);
    expect(imperialHeightInches(null, 69)).toBe(69);
    expect(calculateImperialBmi(154, null, 69)?.value).toBe(22.7);
    expect(calculateImperialBmi(150, 5, null)?.value).toBe(29.3); // 703 × 150 / 3600
  });

  it("needs weight and height above 0", () => {
    expect(calculateImperialBmi(154, null, null)).toBeNull();
    expect(calculateImperialBmi(154, 0, 0)).toBeNull();
    expect(calculateImperialBmi(0, 5, 9)).toBeNull();
  });

  it("agrees with the metric formula within the 703 approximation", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 250, noNaN: true }),
        fc.double({ min: 120, max: 220, noNaN: true }),
        (kg, cm) => {
          const inches = cm / 2.54;
          const lb = kg / 0.45359237;
          const imperial = calculateImperialBmi(lb, null, inches);
          const metric = calculateMetricBmi(kg, cm);
          expect(imperial).not.toBeNull();
          expect(Math.abs((imperial?.value ?? 0) - (metric?.value ?? 0))).toBeLessThanOrEqual(0.2);
        },
      ),
    );
  });
});

describe("bmiCategoryFor", () => {
  it("places the band edges as the spec says", () => {
    expect(bmiCategoryFor(18.4).label).toBe("Underweight");
    expect(bmiCategoryFor(18.5).label).toBe("Normal");
    expect(bmiCategoryFor(24.9).label).toBe("Normal");
    expect(bmiCategoryFor(25).label).toBe("Overweight");
    expect(bmiCategoryFor(29.9).label).toBe("Overweight");
    expect(bmiCategoryFor(30).label).toBe("Obese");
    expect(bmiCategoryFor(150).label).toBe("Obese");
  });

  it("uses the rounded value, so the band matches the number shown", () => {
    // 24.96 rounds to 25.0, which is Overweight.
    const heightM = 1.8;
    const weight = 24.96 * heightM * heightM;
    const result = calculateMetricBmi(weight, 180);
    expect(result?.value).toBe(25);
    expect(result?.category).toBe("Overweight");
  });

  it("always picks the band whose bounds hold the value", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 99.9, noNaN: true }), (value) => {
        const category = bmiCategoryFor(value);
        expect(value).toBeGreaterThanOrEqual(category.min);
        expect(value).toBeLessThan(category.max);
      }),
    );
  });
});

describe("category list", () => {
  it("has four contiguous bands and shows the top one as 'and above'", () => {
    expect(bmiCategories.map((c) => c.label)).toEqual([
      "Underweight",
      "Normal",
      "Overweight",
      "Obese",
    ]);
    expect(bmiCategories.map((c) => [c.min, c.max])).toEqual([
      [0, 18.5],
      [18.5, 25],
      [25, 30],
      [30, 100],
    ]);
    expect(bmiCategories.map(formatCategoryRange)).toEqual([
      "0 – 18.5",
      "18.5 – 25",
      "25 – 30",
      "30 and above",
    ]);
  });
});

describe("healthyWeightRange", () => {
  it("is 18.5 and 24.9 × h² in kg, and the same in pounds", () => {
    const range = healthyWeightRange(1.75);
    expect(range?.minKg).toBeCloseTo(56.65625, 10);
    expect(range?.maxKg).toBeCloseTo(76.25625, 10);
    expect(range?.minLb).toBeCloseTo(124.906, 2);
    expect(range?.maxLb).toBeCloseTo(168.117, 2);
    expect(healthyWeightRange(0)).toBeNull();
  });

  it("converts heights to metres", () => {
    expect(heightInMetres({ cm: 175 })).toBe(1.75);
    expect(heightInMetres({ inches: 69 })).toBeCloseTo(1.7526, 10);
  });

  it("gives weights whose BMI is inside the Normal band", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 230 }), (cm) => {
        const range = healthyWeightRange(cm / 100);
        if (!range) throw new Error("no range");
        expect(calculateMetricBmi(range.minKg, cm)?.category).toBe("Normal");
        expect(calculateMetricBmi(range.maxKg, cm)?.category).toBe("Normal");
      }),
    );
  });
});

describe("formatting", () => {
  it("rounds half away from zero without binary drift", () => {
    expect(roundBmi(22.85)).toBe(22.9);
    expect(roundBmi(22.849)).toBe(22.8);
    expect(roundBmi(1e-9)).toBe(0);
    expect(formatBmi(23)).toBe("23.0");
  });

  it("places the scale marker proportionally and clamps it", () => {
    expect(bmiScalePercent(27.5)).toBe(50);
    expect(bmiScalePercent(5)).toBe(0);
    expect(bmiScalePercent(60)).toBe(100);
  });
});

describe("what the calculator shows for its fields", () => {
  it("reads the metric and imperial fields' texts", () => {
    expect(readMetricBmi("175", "70")).toEqual({
      result: calculateMetricBmi(70, 175),
      range: healthyWeightRange(1.75),
      weightKg: 70,
      problem: null,
    });
    const imperial = readImperialBmi("5", "9", "154");
    expect(imperial.result).toEqual(calculateImperialBmi(154, 5, 9));
    expect(imperial.range).toEqual(healthyWeightRange(heightInMetres({ inches: 69 })));
    expect(imperial.weightKg).toBeCloseTo(69.853, 3);
    // An empty inches field counts as 0; an empty weight gives no result but keeps the range.
    expect(readImperialBmi("6", "", "").result).toBeNull();
    expect(readImperialBmi("6", "", "").range).toEqual(healthyWeightRange(1.8288));
    expect(readMetricBmi("", "70")).toEqual({
      result: null,
      range: null,
      weightKg: 70,
      problem: null,
    });
  });

  it("prints the healthy range in the unit system typed in first", () => {
    const range = healthyWeightRange(1.75);
    if (!range) throw new Error("no range for 1.75 m");
    expect(formatHealthyWeightRange(range, "metric")).toBe("56.7 – 76.3 kg (124.9 – 168.1 lb)");
    expect(formatHealthyWeightRange(range, "imperial")).toBe("124.9 – 168.1 lb (56.7 – 76.3 kg)");
  });

  it("says where a weight sits against the healthy range", () => {
    const range = healthyWeightRange(1.75);
    if (!range) throw new Error("no range for 1.75 m");
    expect(describeWeightPosition(70, range)).toBe(
      "Your weight is inside the healthy range for your height.",
    );
    expect(describeWeightPosition(50, range)).toBe(
      "You are about 6.7 kg (14.7 lb) below the healthy range for your height.",
    );
    expect(describeWeightPosition(80, range)).toBe(
      "You are about 3.7 kg (8.3 lb) above the healthy range for your height.",
    );
  });

  it("names the scale with the BMI and its band", () => {
    expect(describeBmiScale(calculateMetricBmi(81, 180))).toBe(
      "BMI scale from 15 to 40: 25.0 is in the Overweight band",
    );
    expect(describeBmiScale(null)).toBe("BMI scale from 15 to 40");
  });
});

describe("heights and weights no BMI is given for", () => {
  const tooShort = (shown: string) =>
    `Height of ${shown} is too short for a BMI: check the height.`;
  const tooTall = (shown: string) => `Height of ${shown} is too tall for a BMI: check the height.`;
  const tooLow = (shown: string) => `Weight of ${shown} is too low for a BMI: check the weight.`;
  const tooHigh = (shown: string) => `Weight of ${shown} is too high for a BMI: check the weight.`;
  const heightLimit = "Height exceeds the limit of 300 cm.";
  const weightLimit = "Weight exceeds the limit of 500 kg.";

  it.each([
    // height cm, weight kg, problem
    ["10", "70", tooShort("10 cm")],
    ["0", "70", tooShort("0 cm")],
    ["49.9", "70", tooShort("49.9 cm")],
    ["175", "5", tooLow("5 kg")],
    ["175", "0", tooLow("0 kg")],
    ["175", "9.99", tooLow("9.99 kg")],
    ["300.1", "70", heightLimit],
    ["999", "70", heightLimit],
    ["175", "600", weightLimit],
    ["175", "500.1", weightLimit],
    // The height's problem comes first.
    ["10", "600", tooShort("10 cm")],
    ["010", "70", tooShort("10 cm")],
  ])("metric %s cm, %s kg: %s", (height, weight, problem) => {
    const shown = readMetricBmi(height, weight);
    expect(shown.problem).toBe(problem);
    expect(shown.result).toBeNull();
  });

  it.each([
    // feet, inches, pounds, problem
    ["0", "0", "154", tooShort("0 ft 0 in")],
    ["0", "9", "154", tooShort("0 ft 9 in")],
    ["0", "", "154", tooShort("0 ft 0 in")],
    ["", "19", "154", tooShort("0 ft 19 in")],
    ["1", "7", "154", tooShort("1 ft 7 in")],
    ["10", "0", "154", tooTall("10 ft 0 in")],
    ["5", "9", "20", tooLow("20 lb")],
    ["5", "9", "0", tooLow("0 lb")],
    ["5", "9", "1103", tooHigh("1103 lb")],
  ])("imperial %s ft %s in, %s lb: %s", (feet, inches, pounds, problem) => {
    const shown = readImperialBmi(feet, inches, pounds);
    expect(shown.problem).toBe(problem);
    expect(shown.result).toBeNull();
  });

  it.each([
    ["50", "10"],
    ["300", "500"],
    ["175", "70"],
  ])("gives the BMI of %s cm, %s kg, at and inside the limits", (height, weight) => {
    const shown = readMetricBmi(height, weight);
    expect(shown.problem).toBeNull();
    expect(shown.result).toEqual(calculateMetricBmi(Number(weight), Number(height)));
  });

  it.each([
    // 1 ft 8 in is 50.8 cm; 9 ft 10 in is 299.72 cm; 23 lb is 10.43 kg; 1102 lb is 499.86 kg.
    ["1", "8", "23"],
    ["9", "10", "1102"],
    ["", "70", "154"],
    ["5", "", "154"],
  ])("gives the BMI of %s ft %s in, %s lb, inside the limits", (feet, inches, pounds) => {
    const shown = readImperialBmi(feet, inches, pounds);
    expect(shown.problem).toBeNull();
    expect(shown.result).not.toBeNull();
  });

  it("waits for an empty field without a problem", () => {
    expect(readMetricBmi("", "5").problem).toBe(tooLow("5 kg"));
    expect(readMetricBmi("10", "").problem).toBe(tooShort("10 cm"));
    expect(readMetricBmi("", "").problem).toBeNull();
    expect(readImperialBmi("", "", "154").problem).toBeNull();
  });

  it("keeps the healthy range of a height inside the limits when only the weight is wrong", () => {
    expect(readMetricBmi("175", "5").range).toEqual(healthyWeightRange(1.75));
    expect(readMetricBmi("10", "70").range).toBeNull();
    expect(readImperialBmi("0", "9", "154").range).toBeNull();
  });

  it("names the field and its value in every message", () => {
    expect(bmiInputProblem("height", 10, "10 cm", true)).toBe(tooShort("10 cm"));
    expect(bmiInputProblem("height", 301, "9 ft 11 in", false)).toBe(tooTall("9 ft 11 in"));
    expect(bmiInputProblem("weight", 501, "1105 lb", false)).toBe(tooHigh("1105 lb"));
    expect(bmiInputProblem("weight", 501, "501 kg", true)).toBe(weightLimit);
    expect(bmiInputProblem("weight", 70, "70 kg", true)).toBeNull();
    expect(bmiInputProblem("weight", null, "", true)).toBeNull();
  });
});
