import { describe, expect, it } from "vitest";
import { converterIds, findUnit } from "../measures";
import { converters, measures } from "../measures/all";
import { measureAbouts } from "../measures/page-parts";
import { measureUnitNames, pairSlug, unitSlug } from "./names";
import {
  findPair,
  findPairByPath,
  measurePath,
  pairsOf,
  popularPairs,
  relatedPairs,
  unitPairs,
} from "./pairs";
import { pairPageData } from "./page";

describe("unit pairs", () => {
  it("has every ordered pair of different units of each converter, or the pairs it lists", () => {
    const expected = converterIds.reduce((sum, id) => {
      const listed = measures[id].pairPages;
      if (listed) return sum + listed.length;
      // The data converter's decimal units have no pair pages of their own.
      const count = converters[id].units.filter((unit) => !unit.key.endsWith("_decimal")).length;
      return sum + count * (count - 1);
    }, 0);
    expect(unitPairs).toHaveLength(expected);
    // The twelve measures' 460, and the pairs that issue 35's measures list: acceleration 24,
    // force 28, torque 28, density 30, time 12, data transfer rate 32, frequency 18, flow rate 32.
    expect(expected).toBe(664);
    expect(
      (
        [
          "acceleration",
          "force",
          "torque",
          "density",
          "time",
          "data-transfer-rate",
          "frequency",
          "flow-rate",
        ] as const
      ).map((id) => pairsOf(id).length),
    ).toEqual([24, 28, 28, 30, 12, 32, 18, 32]);
  });

  it("lists a measure's pair pages both ways, between its own units, each once", () => {
    for (const id of converterIds) {
      const listed = measures[id].pairPages;
      if (!listed) continue;
      const keys = new Set(listed.map(([from, to]) => `${from}:${to}`));
      expect(keys.size, id).toBe(listed.length);
      for (const [from, to] of listed) {
        expect(converters[id].isUnit(from) && converters[id].isUnit(to), `${id} ${from}`).toBe(
          true,
        );
        expect(from).not.toBe(to);
        expect(keys.has(`${to}:${from}`), `${id}: ${to} to ${from}`).toBe(true);
      }
      // The default pair is one of them (the pairs people search; not every unit need have one).
      expect(keys.has(`${converters[id].defaultFrom}:${converters[id].defaultTo}`)).toBe(true);
    }
  });

  it("lists, for a measure of many units, at least 12 pairs of its own units, each with its reverse", () => {
    for (const id of converterIds) {
      const listed = measures[id].pairPages;
      if (!listed) continue;
      expect(listed.length, id).toBeGreaterThanOrEqual(12);
      for (const [from, to] of listed) {
        expect(converters[id].isUnit(from) && converters[id].isUnit(to) && from !== to).toBe(true);
        expect(findPair(id, to, from), `${id}: ${to} to ${from}`).toBeDefined();
      }
      const config = converters[id];
      expect(
        findPair(id, config.defaultFrom, config.defaultTo),
        `${id}: default pair`,
      ).toBeDefined();
    }
  });

  it("gives every pair its own path", () => {
    const paths = unitPairs.map((pair) => pair.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds the paths the issue names", () => {
    const path = (id: (typeof converterIds)[number], from: string, to: string) =>
      findPair(id, from, to)?.path;
    expect(path("length", "meter", "foot")).toBe("/length/meters-to-feet");
    expect(path("weight", "kilogram", "pound")).toBe("/weight/kilograms-to-pounds");
    expect(path("temperature", "celsius", "fahrenheit")).toBe("/temperature/celsius-to-fahrenheit");
    expect(path("volume", "liter", "gallon")).toBe("/volume/liters-to-gallons");
    expect(path("speed", "kilometers_per_hour", "miles_per_hour")).toBe(
      "/speed/kilometers-per-hour-to-miles-per-hour",
    );
    expect(path("data-storage", "gigabyte", "megabyte")).toBe(
      "/data-storage/gigabytes-to-megabytes",
    );
    expect(path("area", "square_meter", "square_foot")).toBe("/area/square-meters-to-square-feet");
    // DESIGN.md's example of the new measures' pair pages.
    expect(path("force", "pound_force", "newton")).toBe("/force/pounds-force-to-newtons");
    expect(path("torque", "newton_meter", "pound_force_foot")).toBe(
      "/torque/newton-meters-to-pound-force-feet",
    );
    expect(path("density", "gram_per_cubic_centimeter", "kilogram_per_cubic_meter")).toBe(
      "/density/grams-per-cubic-centimeter-to-kilograms-per-cubic-meter",
    );
    expect(path("acceleration", "standard_gravity", "meter_per_second_squared")).toBe(
      "/acceleration/standard-gravity-to-meters-per-second-squared",
    );
  });

  it("puts pair pages below the converter's canonical path, with lowercase hyphenated slugs", () => {
    for (const pair of unitPairs) {
      expect(pair.path).toBe(`${measureAbouts[pair.measure].tool.canonicalPath}/${pair.slug}`);
      expect(pair.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-to-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findPairByPath(pair.path)).toBe(pair);
    }
    expect(measurePath("fuel-economy")).toBe("/fuel-economy");
  });

  it("has no pair for a unit with itself or an unknown unit", () => {
    expect(findPair("length", "meter", "meter")).toBeUndefined();
    expect(findPair("length", "meter", "pound")).toBeUndefined();
    expect(pairSlug("length", "meter", "parsec")).toBeUndefined();
    expect(findPairByPath("/length/meters-to-meters")).toBeUndefined();
  });

  it("lists a converter's pairs", () => {
    expect(pairsOf("temperature").map((pair) => pair.slug)).toEqual([
      "celsius-to-fahrenheit",
      "celsius-to-kelvin",
      "fahrenheit-to-celsius",
      "fahrenheit-to-kelvin",
      "kelvin-to-celsius",
      "kelvin-to-fahrenheit",
    ]);
  });
});

describe("unit names", () => {
  it.each(converterIds)("names every %s unit, with a counterpart of the same converter", (id) => {
    const config = converters[id];
    const names = measureUnitNames[id];
    expect(Object.keys(names).sort()).toEqual(config.units.map((unit) => unit.key).sort());
    for (const [key, unit] of Object.entries(names)) {
      expect(unit.counterpart).not.toBe(key);
      expect(config.isUnit(unit.counterpart)).toBe(true);
      expect(unit.singular.length).toBeGreaterThan(0);
      expect(unitSlug(unit)).toBe(unit.heading.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    }
  });

  it("gives units of one converter different headings", () => {
    for (const id of converterIds) {
      const headings = Object.values(measureUnitNames[id]).map((unit) => unit.heading);
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});

describe("popular and related pairs", () => {
  it("starts a converter's popular pairs with its default pair, without repeats", () => {
    for (const id of converterIds) {
      const popular = popularPairs(id);
      const config = converters[id];
      expect(popular[0]).toBe(findPair(id, config.defaultFrom, config.defaultTo));
      expect(new Set(popular.map((pair) => pair.path)).size).toBe(popular.length);
      expect(popular.length).toBeGreaterThanOrEqual(2);
    }
    expect(popularPairs("length").map((pair) => pair.slug)).toContain("kilometers-to-miles");
  });

  it("relates a pair to the others sharing a unit, leaving out itself and its reverse", () => {
    const pair = findPair("length", "meter", "foot");
    if (!pair) throw new Error("no meters-to-feet pair");
    const { fromSame, toSame } = relatedPairs(pair);
    expect(fromSame).toHaveLength(6);
    expect(toSame).toHaveLength(6);
    for (const other of [...fromSame, ...toSame]) {
      expect([pair.path, "/length/feet-to-meters"]).not.toContain(other.path);
    }
  });
});

describe("pair pages", () => {
  it.each(unitPairs.map((pair) => [pair.path, pair] as const))(
    "%s answers 1 unit exactly as the converter does",
    (_path, pair) => {
      const config = converters[pair.measure];
      const toUnit = findUnit(config, pair.to);
      const result = config.convert(1, pair.from, pair.to);
      if (!toUnit || result === null) throw new Error(`no conversion for ${pair.path}`);
      const page = pairPageData(pair);
      expect(page.answer.to).toBe(config.formatResult(result, toUnit));
      // The sentence carries the same figure, with unit names.
      const figure = config.formatResult(result, { ...toUnit, symbol: "" }).trim();
      expect(page.statement).toContain(` = ${figure} `);
      expect(page.title).toContain(page.statement);
      expect(page.description).toContain(page.statement);
    },
  );

  it("gives every page a unique title and description of a sensible length", () => {
    const pages = unitPairs.map(pairPageData);
    const titles = pages.map((page) => page.title);
    const descriptions = pages.map((page) => page.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it("shows the issue's example page as it should read", () => {
    const pair = findPair("length", "meter", "foot");
    if (!pair) throw new Error("no meters-to-feet pair");
    const page = pairPageData(pair);
    expect(page.h1).toBe("Meters to Feet Converter");
    expect(page.statement).toBe("1 meter = 3.28084 feet");
    expect(page.answer).toEqual({ from: "1 m", to: "3.28084 ft" });
    expect(page.formula.names).toBe("feet = meters ÷ 0.3048");
    expect(page.formula.symbols).toBe("ft = m ÷ 0.3048");
    expect(page.reverseStatement).toBe("1 foot = 0.3048 meters");
    expect(page.reverse.path).toBe("/length/feet-to-meters");
    expect(page.converterPage).toEqual({ path: "/length", heading: "Length Converter" });
    expect(page.breadcrumb.map((crumb) => crumb.heading)).toEqual([
      "Home",
      "Length Converter",
      "Meters to Feet",
    ]);
    expect(page.table.rows.map((row) => row.from)).toEqual([
      "1 m",
      "2 m",
      "3 m",
      "4 m",
      "5 m",
      "6 m",
      "7 m",
      "8 m",
      "9 m",
      "10 m",
      "20 m",
      "50 m",
      "100 m",
      "1,000 m",
    ]);
    expect(page.table.rows[13]?.to).toBe("3280.839895 ft");
    expect(page.from.uses.length).toBeGreaterThan(80);
  });

  it("covers −40 to 100 °C on temperature pages", () => {
    const pair = findPair("temperature", "celsius", "fahrenheit");
    if (!pair) throw new Error("no celsius-to-fahrenheit pair");
    const page = pairPageData(pair);
    expect(page.table.rows[0]).toEqual({ from: "-40°C", to: "-40.00°F" });
    expect(page.table.rows.at(-1)).toEqual({ from: "100°C", to: "212.00°F" });
    expect(page.table.rows).toContainEqual({ from: "37°C", to: "98.60°F" });
    expect(page.formula.symbols).toBe("°F = °C × 9/5 + 32");
    expect(page.formula.names).toBe("degrees Fahrenheit = degrees Celsius × 9/5 + 32");
  });

  it("reads the same temperature range on Fahrenheit and Kelvin pages", () => {
    const fahrenheit = findPair("temperature", "fahrenheit", "celsius");
    const kelvin = findPair("temperature", "kelvin", "celsius");
    if (!fahrenheit || !kelvin) throw new Error("missing temperature pairs");
    expect(pairPageData(fahrenheit).table.rows).toContainEqual({ from: "98.6°F", to: "37.00°C" });
    expect(pairPageData(kelvin).table.rows[0]).toEqual({ from: "233.15 K", to: "-40.00°C" });
  });

  it("has a table and paragraphs on every page, with the units' own uses", () => {
    for (const pair of unitPairs) {
      const page = pairPageData(pair);
      expect(page.table.rows.length).toBeGreaterThanOrEqual(8);
      for (const row of page.table.rows) expect(row.to).not.toMatch(/NaN|Infinity/);
      expect(page.from.uses).not.toBe(page.to.uses);
      expect(page.related.fromSame.length + page.related.toSame.length).toBeGreaterThan(0);
    }
  });
});
