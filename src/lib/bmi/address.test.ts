import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bmiAddress, bmiFieldDefaults, readBmiAddress } from "./address";
import { readImperialBmi, readMetricBmi } from "./bmi";

describe("readBmiAddress", () => {
  it("takes a height in cm and a weight in kg", () => {
    expect(readBmiAddress("?height=180&weight=75")).toEqual({
      imperial: false,
      fields: { heightCm: "180", weightKg: "75" },
    });
    expect(readBmiAddress("height=172.5&weight=68.25")).toEqual({
      imperial: false,
      fields: { heightCm: "172.5", weightKg: "68.25" },
    });
  });

  it("takes feet, inches and pounds, which open the Imperial tab", () => {
    expect(readBmiAddress("?ft=5&in=9&lb=160")).toEqual({
      imperial: true,
      fields: { heightFeet: "5", heightInches: "9", weightLb: "160" },
    });
    expect(readBmiAddress("?lb=160")).toEqual({ imperial: true, fields: { weightLb: "160" } });
  });

  it("reads a height in feet alone, or in inches alone, as the page does: the other part empty", () => {
    expect(readBmiAddress("?ft=6&lb=180").fields).toEqual({
      heightFeet: "6",
      heightInches: "",
      weightLb: "180",
    });
    expect(readBmiAddress("?in=69").fields).toEqual({ heightFeet: "", heightInches: "69" });
  });

  it("takes each good value and leaves a missing or bad one to the field's default", () => {
    expect(readBmiAddress("?height=180").fields).toEqual({ heightCm: "180" });
    expect(readBmiAddress("?height=abc&weight=75").fields).toEqual({ weightKg: "75" });
    expect(readBmiAddress("?ft=5&in=abc&lb=160")).toEqual({
      imperial: true,
      fields: { weightLb: "160" },
    });
    expect(readBmiAddress("?ft=x")).toEqual({ imperial: false, fields: {} });
    expect(readBmiAddress("")).toEqual({ imperial: false, fields: {} });
    expect(readBmiAddress("?value=3&from=meter")).toEqual({ imperial: false, fields: {} });
  });

  it.each([
    // Not numbers, or not as the field would show them: its rule would change the text, or the
    // field would say how it read it.
    "abc",
    "",
    " 180",
    "-180",
    "1a80",
    "180 cm",
    "1.8.0",
    "180,5",
    "1 1/2",
    "1e2",
    // Longer than the field's 5 characters ('Max 5 digits').
    "180.25",
    "000180",
    // Heights no BMI is given for (50 to 300 cm).
    "0",
    "10",
    "49.9",
    "301",
  ])("leaves the height %j to the default", (height) => {
    expect(readBmiAddress(`?${new URLSearchParams({ height })}`).fields).toEqual({});
  });

  it("gives no field a value with which the page would show no BMI or an error", () => {
    const text = fc.oneof(
      fc.constantFrom("", "0", "abc", "1,5", "1e3", "-2", "."),
      fc.integer({ min: 0, max: 999_999 }).map(String),
      fc.double({ min: 0, max: 2000, noNaN: true }).map((value) => String(value).slice(0, 7)),
    );
    const names = ["height", "weight", "ft", "in", "lb"] as const;
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), text), (given) => {
        const { imperial, fields } = readBmiAddress(`?${new URLSearchParams(given)}`);
        const shown = { ...bmiFieldDefaults, ...fields };
        const reading = imperial
          ? readImperialBmi(shown.heightFeet, shown.heightInches, shown.weightLb)
          : readMetricBmi(shown.heightCm, shown.weightKg);
        expect(reading.problem).toBeNull();
        expect(reading.result).not.toBeNull();
        // Both tabs: the other one's fields too, if the visitor switches.
        expect(readMetricBmi(shown.heightCm, shown.weightKg).result).not.toBeNull();
        const other = readImperialBmi(shown.heightFeet, shown.heightInches, shown.weightLb);
        expect(other.result).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe("bmiAddress", () => {
  it("writes metric values in cm and kg, and imperial ones in feet, inches and pounds", () => {
    expect(bmiAddress({ heightCm: 180, weightKg: 75 })).toBe("height=180&weight=75");
    expect(bmiAddress({ heightFeet: 5, heightInches: 9, weightLb: 160 })).toBe("ft=5&in=9&lb=160");
    expect(bmiAddress({ heightFeet: 6, heightInches: 0, weightLb: 180 })).toBe("ft=6&in=0&lb=180");
    expect(bmiAddress({})).toBe("");
  });

  it("writes 2 decimals at most, and fewer where they would not fit the field", () => {
    expect(bmiAddress({ heightCm: 180, weightKg: 160 * 0.45359237 })).toBe(
      "height=180&weight=72.57",
    );
    expect(bmiAddress({ heightCm: 175.256, weightKg: 1.005 })).toBe("height=175.3&weight=1.01");
    expect(bmiAddress({ heightFeet: 5, heightInches: 11.96, weightLb: 1000.46 })).toBe(
      "ft=5&in=12&lb=1000",
    );
    expect(bmiAddress({ heightFeet: 5, heightInches: 11.94, weightLb: 22.0462 })).toBe(
      "ft=5&in=11.9&lb=22.05",
    );
  });

  it("gives an address the page reads back as the same values", () => {
    const values = fc.record({
      heightCm: fc.integer({ min: 500, max: 3000 }).map((tenths) => tenths / 10),
      weightKg: fc.integer({ min: 100, max: 5000 }).map((tenths) => tenths / 10),
    });
    fc.assert(
      fc.property(values, ({ heightCm, weightKg }) => {
        const { imperial, fields } = readBmiAddress(bmiAddress({ heightCm, weightKg }));
        expect(imperial).toBe(false);
        expect(Number(fields.heightCm)).toBe(heightCm);
        expect(Number(fields.weightKg)).toBe(weightKg);
      }),
    );
    expect(
      readBmiAddress(`?${bmiAddress({ heightFeet: 5, heightInches: 9, weightLb: 160 })}`),
    ).toEqual({ imperial: true, fields: { heightFeet: "5", heightInches: "9", weightLb: "160" } });
  });
});
