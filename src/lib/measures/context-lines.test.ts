import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { angleDirection, normalizeDegrees } from "./angle/context";
import { areaBand } from "./area/context";
import { energyBand } from "./energy/context";
import { fuelRating } from "./fuel-economy/context";
import { powerBand } from "./power/context";
import { pressureBand } from "./pressure/context";
import { speedBand } from "./speed/context";
import { temperatureBand } from "./temperature/context";

/** Values a hair either side of a boundary. */
const below = (limit: number) => limit - Math.max(Math.abs(limit) * 1e-9, 1e-9);
const above = (limit: number) => limit + Math.max(Math.abs(limit) * 1e-9, 1e-9);

describe("temperatureBand (°C of the result)", () => {
  it.each([
    [-273.15, "Freezing point of water", "blue", "snowflake"],
    [0, "Freezing point of water", "blue", "snowflake"],
    [above(0), "Very cold", "sky", "snowflake"],
    [10, "Very cold", "sky", "snowflake"],
    [above(10), "Cool", "teal", "thermometer"],
    [20, "Cool", "teal", "thermometer"],
    [above(20), "Room temperature", "green", "thermometer"],
    [25, "Room temperature", "green", "thermometer"],
    [above(25), "Warm", "amber", "thermometer"],
    [35, "Warm", "amber", "thermometer"],
    [above(35), "Hot", "orange", "thermometer"],
    [40, "Hot", "orange", "thermometer"],
    [above(40), "Very hot", "red", "flame"],
    [below(100), "Very hot", "red", "flame"],
    [100, "Boiling point of water", "rose", "flame"],
    [5000, "Boiling point of water", "rose", "flame"],
  ] as const)("%s °C → %s", (celsius, words, tone, icon) => {
    const band = temperatureBand(celsius);
    expect(band.label.startsWith(words)).toBe(true);
    expect(band.tone).toBe(tone);
    expect(band.icon).toBe(icon);
  });

  it("keeps 'Very hot' apart from 'Very cold' and 'Hot'", () => {
    expect(temperatureBand(10).label.startsWith("Very hot")).toBe(false);
    expect(temperatureBand(40).label.startsWith("Hot:")).toBe(true);
  });
});

describe("speedBand (km/h)", () => {
  it.each([
    [0, "Walking speed"],
    [5, "Walking speed"],
    [above(5), "Cycling speed"],
    [25, "Cycling speed"],
    [above(25), "City driving"],
    [50, "City driving"],
    [above(50), "Highway driving"],
    [120, "Highway driving"],
    [above(120), "High-speed train"],
    [300, "High-speed train"],
    [above(300), "Commercial aircraft"],
    [900, "Commercial aircraft"],
    [above(900), "Supersonic speed"],
  ])("%s km/h → %s", (speed, words) => {
    expect(speedBand(speed)).toContain(words);
  });
});

describe("areaBand (m²)", () => {
  it.each([
    [-1, "Enter a value to see a size reference"],
    [0, "Enter a value to see a size reference"],
    [0.5, "sheet of paper"],
    [below(1), "sheet of paper"],
    [1, "large dining table"],
    [below(10), "large dining table"],
    [10, "small two-car garage"],
    [below(100), "small two-car garage"],
    [100, "basketball court"],
    [below(500), "basketball court"],
    [500, "nearly a soccer field"],
    [below(10000), "nearly a soccer field"],
    [10000, "large city block"],
    [below(40000), "large city block"],
    [40000, "very large area"],
  ])("%s m² → %s", (area, words) => {
    expect(areaBand(area)).toContain(words);
  });

  it("asks for a value in the spec's exact words", () => {
    expect(areaBand(0)).toBe("Enter a value to see a size reference");
  });
});

describe("pressureBand (atm)", () => {
  it.each([
    [0, "Near-perfect vacuum"],
    [below(0.1), "Near-perfect vacuum"],
    [0.1, "Low pressure (high altitude)"],
    [below(0.9), "Low pressure (high altitude)"],
    [0.9, "Standard atmospheric pressure"],
    [1, "Standard atmospheric pressure"],
    [below(1.1), "Standard atmospheric pressure"],
    [1.1, "Car tire pressure"],
    [below(3), "Car tire pressure"],
    [3, "Scuba tank pressure"],
    [below(100), "Scuba tank pressure"],
    [100, "Extreme industrial pressure"],
  ])("%s atm → %s", (atmospheres, words) => {
    expect(pressureBand(atmospheres)).toContain(words);
  });
});

describe("energyBand (J)", () => {
  it.each([
    [0, "a very small amount of energy"],
    [below(1), "a very small amount of energy"],
    [1, "energy to heat a cup of water"],
    [below(4200), "energy to heat a cup of water"],
    [4200, "energy in a small snack (e.g., an apple)"],
    [below(100000), "energy in a small snack (e.g., an apple)"],
    [100000, "running a 100W light bulb for an hour"],
    [below(3_600_000), "running a 100W light bulb for an hour"],
    [3_600_000, "average daily household electricity usage"],
    [below(36_000_000), "average daily household electricity usage"],
    [36_000_000, "a large amount of energy"],
  ])("%s J → %s", (joules, words) => {
    expect(energyBand(joules)).toContain(words);
  });
});

describe("powerBand (W)", () => {
  it.each([
    [0, "Very low power (electronic components)"],
    [below(1), "Very low power (electronic components)"],
    [1, "Small household device (e.g., a laptop)"],
    [below(100), "Small household device (e.g., a laptop)"],
    [100, "Medium appliance (e.g., a microwave)"],
    [below(1000), "Medium appliance (e.g., a microwave)"],
    [1000, "Large appliance (e.g., an oven)"],
    [below(10000), "Large appliance (e.g., an oven)"],
    [10000, "Small car engine"],
    [below(100000), "Small car engine"],
    [100000, "High-performance car engine"],
    [below(1_000_000), "High-performance car engine"],
    [1_000_000, "Industrial or power plant level"],
  ])("%s W → %s", (watts, words) => {
    expect(powerBand(watts)).toContain(words);
  });
});

describe("angleDirection (degrees)", () => {
  it.each([
    [0, "Full circle", "facing east"],
    [0.009, "Full circle", "facing east"],
    [0.011, "First quadrant (Northeast)", ""],
    [359.989, "Fourth quadrant (Southeast)", ""],
    [359.991, "Full circle", "facing east"],
    [360, "Full circle", "facing east"],
    [720, "Full circle", "facing east"],
    [45, "First quadrant (Northeast)", ""],
    [89.989, "First quadrant (Northeast)", ""],
    [89.991, "Right angle", "north"],
    [90, "Right angle", "north"],
    [90.009, "Right angle", "north"],
    [90.011, "Second quadrant (Northwest)", ""],
    [179.989, "Second quadrant (Northwest)", ""],
    [180, "Straight line", "west"],
    [180.011, "Third quadrant (Southwest)", ""],
    [269.989, "Third quadrant (Southwest)", ""],
    [270, "Right angle", "south"],
    [270.011, "Fourth quadrant (Southeast)", ""],
    [-90, "Right angle", "south"],
    [-45, "Fourth quadrant (Southeast)", ""],
    [450, "Right angle", "north"],
  ])("%s° → %s %s", (degrees, words, direction) => {
    const text = angleDirection(degrees);
    expect(text).toContain(words);
    expect(text).toContain(direction);
  });

  it("asks for a value when there is no number", () => {
    expect(angleDirection(null)).toBe("Enter a value for context");
    expect(angleDirection(Number.NaN)).toBe("Enter a value for context");
  });

  it("normalises every angle into [0, 360)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (degrees) => {
        const normalized = normalizeDegrees(degrees);
        expect(normalized).toBeGreaterThanOrEqual(0);
        expect(normalized).toBeLessThan(360);
      }),
    );
  });
});

describe("fuelRating (L/100 km)", () => {
  it.each([
    [2, "Excellent", "Very fuel efficient", "green"],
    [below(4), "Excellent", "Very fuel efficient", "green"],
    [4, "Very Good", "Good fuel economy", "teal"],
    [below(6), "Very Good", "Good fuel economy", "teal"],
    [6, "Good", "Average fuel economy", "amber"],
    [below(8), "Good", "Average fuel economy", "amber"],
    [8, "Fair", "Below average efficiency", "orange"],
    [below(12), "Fair", "Below average efficiency", "orange"],
    [12, "Poor", "Poor fuel economy", "red"],
    [235.214583, "Poor", "Poor fuel economy", "red"],
  ] as const)("%s L/100km → %s (%s)", (consumption, rating, description, tone) => {
    expect(fuelRating(consumption)).toEqual({ rating, description, tone });
  });
});

describe("every band", () => {
  it("answers any number without throwing", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        for (const band of [
          speedBand,
          areaBand,
          pressureBand,
          energyBand,
          powerBand,
          angleDirection,
        ]) {
          expect(band(value).length).toBeGreaterThan(0);
        }
        expect(temperatureBand(value).label.length).toBeGreaterThan(0);
        expect(fuelRating(value).rating.length).toBeGreaterThan(0);
      }),
    );
  });
});
