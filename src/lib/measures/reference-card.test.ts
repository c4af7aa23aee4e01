import { describe, expect, it } from "vitest";
import { commonConversionTable, commonConversionValues } from "./common-conversions";
import { measureReferenceCard } from "./page-parts";
import { referenceTerms, type ReferenceLine } from "./reference-card";
import { angleReference } from "./angle/reference";
import { areaReference } from "./area/reference";
import { dataStorageReference } from "./data-storage/reference";
import { energyReference } from "./energy/reference";
import { fuelEconomyReference } from "./fuel-economy/reference";
import { lengthReference } from "./length/reference";
import { powerReference } from "./power/reference";
import { pressureReference } from "./pressure/reference";
import { speedReference } from "./speed/reference";
import { temperatureReference } from "./temperature/reference";
import { volumeReference } from "./volume/reference";
import { weightReference } from "./weight/reference";
import { converterIds } from ".";

const lines = (reference: readonly ReferenceLine[]) =>
  reference.map(({ term, value }) => `${term} = ${value}`);

describe("reference cards: every figure the spec prints", () => {
  it("Length Quick Reference", () => {
    expect(lines(lengthReference.quick)).toEqual([
      "1 meter = 3.28084 feet",
      "1 km = 0.621371 miles",
      "1 inch = 2.54 cm",
      "1 foot = 30.48 cm",
      "1 yard = 0.9144 meters",
    ]);
    expect(lines(lengthReference.metric)).toEqual([
      "1 km = 1,000 m",
      "1 m = 100 cm",
      "1 cm = 10 mm",
    ]);
    expect(lines(lengthReference.imperial)).toEqual([
      "1 foot = 12 inches",
      "1 yard = 3 feet",
      "1 mile = 1,760 yards",
    ]);
  });

  it("Weight Quick Reference", () => {
    expect(lines(weightReference.quick)).toEqual([
      "1 kg = 2.20462 lb",
      "1 lb = 453.592 g",
      "1 stone = 6.35029 kg",
      "1 oz = 28.3495 g",
      "1 ton = 1,000 kg",
    ]);
    expect(lines(weightReference.relations)).toEqual([
      "1 stone = 14 lb",
      "1 lb = 16 oz",
      "1 short ton = 2,000 lb",
    ]);
  });

  it("Volume Quick Reference", () => {
    expect(lines(volumeReference.quick)).toEqual([
      "1 L = 0.264172 gal",
      "1 gal = 3.78541 L",
      "1 cup = 236.588 mL",
      "1 pint = 473.176 mL",
      "1 fl oz = 29.5735 mL",
    ]);
    expect(lines(volumeReference.cooking)).toEqual([
      "1 cup = 16 tbsp",
      "1 tbsp = 3 tsp",
      "1 fl oz = 2 tbsp",
    ]);
  });

  it("Temperature Reference Points", () => {
    expect(lines(temperatureReference)).toEqual([
      "Water freezes = 0°C / 32°F / 273.15K",
      "Water boils = 100°C / 212°F / 373.15K",
      "Normal body temperature = 37°C / 98.6°F",
      "Fever = 38°C+ / 100.4°F+",
      "Room temperature = 20-25°C / 68-77°F",
      "Hot day = 35°C / 95°F",
    ]);
  });

  it("Angle common angles (90°, 180°, 360° with radian forms) and two formulas", () => {
    expect(lines(angleReference.common)).toEqual([
      "90° = π/2 rad ≈ 1.570796 rad = 100 gon",
      "180° = π rad ≈ 3.141593 rad = 200 gon",
      "360° = 2π rad ≈ 6.283185 rad = 400 gon",
    ]);
    expect(angleReference.formulas).toHaveLength(2);
  });

  it("data storage, speed and area references", () => {
    expect(lines(dataStorageReference)).toContain("1 KB = 1,024 bytes");
    expect(lines(dataStorageReference)).toContain("1 byte = 8 bits");
    expect(lines(speedReference)).toEqual([
      "1 mph = 1.60934 km/h",
      "1 m/s = 3.6 km/h",
      "1 ft/s = 1.09728 km/h",
      "1 knot = 1.852 km/h",
      "100 km/h = 62.14 mph",
    ]);
    expect(lines(areaReference)).toContain("1 acre = 4,046.86 m²");
    expect(lines(areaReference)).toContain("1 mi² = 640 acres");
  });

  it("pressure, energy and power references", () => {
    expect(lines(pressureReference.standard)).toContain("1 atm = 101,325 Pa");
    expect(lines(pressureReference.standard)).toContain("1 atm = 760 mmHg");
    expect(pressureReference.applications.length).toBeGreaterThan(2);
    expect(pressureReference.weather.length).toBeGreaterThan(1);
    expect(lines(energyReference.common)).toContain("1 kWh = 3,600,000 J");
    expect(lines(energyReference.common)).toContain("1 kcal = 4.184 kJ");
    expect(energyReference.food.length).toBeGreaterThan(1);
    expect(energyReference.household.length).toBeGreaterThan(1);
    expect(lines(powerReference.common)).toContain("1 kW = 1.34102 hp");
    expect(lines(powerReference.common)).toContain("1 hp = 745.7 W");
    expect(powerReference.appliances.length).toBeGreaterThan(2);
    expect(powerReference.engines.length).toBeGreaterThan(2);
  });

  it("fuel economy guide: the rating scale follows the rating bands", () => {
    expect(fuelEconomyReference.scale.map((band) => `${band.rating}: ${band.range}`)).toEqual([
      "Excellent: under 4 L/100km (over 58.8 mpg US)",
      "Very Good: 4-6 L/100km (39.2-58.8 mpg US)",
      "Good: 6-8 L/100km (29.4-39.2 mpg US)",
      "Fair: 8-12 L/100km (19.6-29.4 mpg US)",
      "Poor: 12 L/100km or more (19.6 mpg US or less)",
    ]);
    expect(fuelEconomyReference.examples.length).toBeGreaterThan(2);
  });
});

describe("common conversions table", () => {
  it("converts 1, 2, 5, 10, 20, 50, 100 and 1000 of the default pair", () => {
    expect(commonConversionValues).toEqual([1, 2, 5, 10, 20, 50, 100, 1000]);
    const length = commonConversionTable("length");
    expect(length.caption).toBe("Common length conversions: Meters (m) to Feet (ft)");
    expect(length.rows[0]).toEqual({ from: "1 m", to: "3.28084 ft" });
    expect(length.rows[7]).toEqual({ from: "1,000 m", to: "3280.839895 ft" });
    expect(commonConversionTable("temperature").rows[6]).toEqual({ from: "100°C", to: "212.00°F" });
    expect(commonConversionTable("fuel-economy").rows[3]).toEqual({
      from: "10 mpg (US)",
      to: "23.52 L/100km",
    });
  });

  it.each(converterIds)("%s has 8 filled rows", (id) => {
    const table = commonConversionTable(id);
    expect(table.rows).toHaveLength(8);
    for (const row of table.rows) {
      expect(row.to).not.toBe("");
      expect(row.to).not.toContain("NaN");
    }
  });
});

describe("referenceCards: the side card of every converter page", () => {
  it("has a titled card with something on it for every measure", () => {
    for (const id of converterIds) {
      const card = measureReferenceCard(id);
      expect(card.title, id).not.toBe("");
      const lineCount = card.sections.reduce((sum, section) => sum + section.lines.length, 0);
      expect(lineCount + (card.ratingGuide?.scale.length ?? 0), id).toBeGreaterThan(0);
    }
  });

  it("keeps each page's own parts: angle's formulas, data storage's note, the fuel guide", () => {
    expect(measureReferenceCard("angle").formulas).toEqual(angleReference.formulas);
    expect(measureReferenceCard("data-storage").note).toBe(
      "Units step by 1,024 (binary); the Decimal (SI) units by 1,000. A byte is 8 bits.",
    );
    expect(measureReferenceCard("fuel-economy").ratingGuide).toMatchObject(fuelEconomyReference);
    expect(measureReferenceCard("energy").class).toBe("hidden lg:block");
  });
});

describe("referenceTerms", () => {
  it("gives lines in a row with the same term one term", () => {
    expect(
      referenceTerms([
        { term: "1 atm", value: "101,325 Pa" },
        { term: "1 atm", value: "1.01325 bar" },
        { term: "1 bar", value: "14.504 psi" },
      ]),
    ).toEqual([
      { term: "1 atm", values: ["101,325 Pa", "1.01325 bar"] },
      { term: "1 bar", values: ["14.504 psi"] },
    ]);
  });

  it.each(converterIds)(
    "%s: each list of its card names a term once (its lines by term sit together)",
    (id) => {
      for (const section of measureReferenceCard(id).sections) {
        const terms = referenceTerms(section.lines).map(({ term }) => term);
        expect(new Set(terms).size, section.title ?? id).toBe(terms.length);
      }
    },
  );
});
