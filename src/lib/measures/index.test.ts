import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { converterIds, loadMeasure, measureList, measureModule } from ".";
import { converters, measures } from "./all";
import { conversionFactors } from "./factors";
import { measureAbouts, measureReferenceCard, measureUnitUses } from "./page-parts";
import { measureUnitNames } from "../unit-pairs/names";
import { pairsOf, unitPairs } from "../unit-pairs/pairs";
import { readUnit } from "../quick-convert/unit-index";

describe("the list of measures", () => {
  it("drives the converters, the pair pages, Quick convert and the factors page", () => {
    // Units with pair pages: all but the data converter's decimal ones.
    const unitCount = (id: (typeof converterIds)[number]) =>
      converters[id].units.filter((unit) => !measureUnitNames[id][unit.key]?.withoutPairPages)
        .length;
    // The pairs with a page: those the measure lists, else every ordered pair of its units.
    const pairCount = (id: (typeof converterIds)[number]) =>
      new Set(measures[id].pairPages?.map(([from, to]) => `${from}:${to}`)).size ||
      unitCount(id) * (unitCount(id) - 1);
    for (const id of converterIds) {
      // A tool page for each measure, at the path its pair pages live under.
      expect(measureAbouts[id].tool.canonicalPath).toBe(`/${id}`);
      expect(pairsOf(id)).toHaveLength(pairCount(id));
      // Every unit has names, and Quick convert reads each by its plural.
      for (const unit of converters[id].units) {
        const names = measureUnitNames[id][unit.key];
        expect(names, `${id} ${unit.key}`).toBeDefined();
        expect(readUnit(names?.plural ?? "")).toContainEqual({ measure: id, key: unit.key });
      }
    }
    expect(unitPairs).toHaveLength(converterIds.reduce((total, id) => total + pairCount(id), 0));
    expect(conversionFactors().map((measure) => measure.id)).toEqual([...converterIds]);
  });

  it("has a folder for every measure and a measure for every folder, each listed once", async () => {
    const folders = readdirSync(fileURLToPath(new URL(".", import.meta.url)), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...converterIds].sort());
    for (const id of converterIds) expect((await loadMeasure(id)).id, id).toBe(id);
  });

  it("names each measure's module as the list loads it (the build's preload list and early answers)", async () => {
    const root = new URL("../../../", import.meta.url);
    for (const id of converterIds) {
      const named = (await import(new URL(measureModule(id), root).href)) as { measure: unknown };
      expect(named.measure, id).toBe((await measureList[id]()).measure);
    }
  });

  it("gives every measure its reference card, its units' uses and its tool", () => {
    for (const id of converterIds) {
      expect(measureReferenceCard(id).title, id).not.toBe("");
      for (const unit of converters[id].units)
        expect(measureUnitUses(id)[unit.key], `${id} ${unit.key}`).toMatch(/\w/);
      expect(measureAbouts[id].tool.id).toBe(id);
    }
  });
});
