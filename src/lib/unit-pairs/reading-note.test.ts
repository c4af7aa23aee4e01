import { describe, expect, it } from "vitest";
import { converterIds } from "../measures";
import { converters } from "../measures/all";
import { unitReadingNote } from "./reading-note";

describe("the reading note of a pair page", () => {
  it("says which gallon, quart, pint, fluid ounce and cup the page converts, and the other's size", () => {
    expect(unitReadingNote("volume", "gallon")).toBe(
      "These are US gallons: 1 gal = 3.785411784 L. An imperial gallon is 4.54609 L = 1.20095 gal (US).",
    );
    expect(unitReadingNote("volume", "quart")).toBe(
      "These are US liquid quarts: 1 qt = 0.946352946 L. An imperial quart is 1.1365225 L = 1.20095 qt (US).",
    );
    expect(unitReadingNote("volume", "pint")).toBe(
      "These are US liquid pints: 1 pt = 473.176473 mL. An imperial pint is 568.26125 mL = 1.20095 pt (US).",
    );
    expect(unitReadingNote("volume", "fluid_ounce")).toBe(
      "These are US fluid ounces: 1 fl oz = 29.5735295625 mL. An imperial fluid ounce is 28.4130625 mL = 0.96076 fl oz (US).",
    );
    expect(unitReadingNote("volume", "cup")).toBe(
      "These are US cups: 1 cup = 236.5882365 mL. A metric cup is 250 mL = 1.056688 cup (US).",
    );
  });

  it("tells the metric ton from the short and long tons", () => {
    expect(unitReadingNote("weight", "ton")).toBe(
      "These are metric tons: 1 t = 1,000 kg. A short ton is 907.18474 kg = 0.907185 t, and a long ton is 1,016.0469088 kg = 1.016047 t.",
    );
  });

  it("says the data converter's KB to PB are 1024-based and gives the decimal unit", () => {
    expect(unitReadingNote("data-storage", "kilobyte")).toBe(
      "These are 1024-based kilobytes, as this converter counts them: 1 KB = 1,024 B. A decimal kilobyte is 1,000 B = 0.976563 KB.",
    );
    expect(unitReadingNote("data-storage", "terabyte")).toBe(
      "These are 1024-based terabytes, as this converter counts them: 1 TB = 1,099,511,627,776 B. A decimal terabyte is 1,000,000,000,000 B = 0.909495 TB.",
    );
  });

  it("says pounds per gallon are per US gallon and gives the UK gallon's", () => {
    expect(unitReadingNote("density", "pound_per_us_gallon")).toBe(
      "These are pounds per US gallon: 1 lb/gal (US) = 119.826 kg/m³. A pound per UK gallon is 99.7764 kg/m³ = 0.832674 lb/gal (US).",
    );
  });

  it("gives no note to a unit of one meaning", () => {
    const ambiguous = new Set([
      "volume:gallon",
      "volume:quart",
      "volume:pint",
      "volume:fluid_ounce",
      "volume:cup",
      "weight:ton",
      "density:pound_per_us_gallon",
      ...["kilo", "mega", "giga", "tera", "peta"].map((prefix) => `data-storage:${prefix}byte`),
      ...["kilo", "mega", "giga"].map((prefix) => `data-transfer-rate:${prefix}bytes_per_second`),
      "flow-rate:us_gallons_per_minute",
    ]);
    for (const measure of converterIds) {
      for (const unit of converters[measure].units) {
        const note = unitReadingNote(measure, unit.key);
        expect(note !== null, `${measure} ${unit.key}`).toBe(
          ambiguous.has(`${measure}:${unit.key}`),
        );
      }
    }
  });
});
