import { describe, expect, it } from "vitest";
import { converterIds, converters } from ".";
import { conversionFactors } from "./factors";
import { measureReferenceCard, measureUnitUses } from "./page-parts";
import { measureUnitNames } from "../unit-pairs/names";
import { pairsOf, unitPairs } from "../unit-pairs/pairs";
import { readUnit } from "../quick-convert/unit-index";
import { getTool, tools, type Tool } from "../../tools";

describe("the list of measures", () => {
  it("drives the converters, the pair pages, Quick convert and the factors page", () => {
    // Units with pair pages: all but the data converter's decimal ones.
    const unitCount = (id: (typeof converterIds)[number]) =>
      converters[id].units.filter((unit) => !measureUnitNames[id][unit.key]?.withoutPairPages)
        .length;
    for (const id of converterIds) {
      // A tool page for each measure, at the path its pair pages live under.
      expect(getTool(id).canonicalPath).toBe(`/${id}`);
      // Every ordered pair of its units has a page.
      expect(pairsOf(id)).toHaveLength(unitCount(id) * (unitCount(id) - 1));
      // Every unit has names, and Quick convert reads each by its plural.
      for (const unit of converters[id].units) {
        const names = measureUnitNames[id][unit.key];
        expect(names, `${id} ${unit.key}`).toBeDefined();
        expect(readUnit(names?.plural ?? "")).toContainEqual({ measure: id, key: unit.key });
      }
    }
    expect(unitPairs).toHaveLength(
      converterIds.reduce((total, id) => total + unitCount(id) * (unitCount(id) - 1), 0),
    );
    expect(conversionFactors().map((measure) => measure.id)).toEqual([...converterIds]);
  });

  it("has every measure folder, and each folder brings its reference card and its units' uses", () => {
    const folders = Object.keys(import.meta.glob("./*/converter.ts")).map(
      (path) => path.split("/")[1],
    );
    expect([...folders].sort()).toEqual([...converterIds].sort());
    for (const id of converterIds) {
      expect(measureReferenceCard(id).title, id).not.toBe("");
      for (const unit of converters[id].units)
        expect(measureUnitUses(id)[unit.key], `${id} ${unit.key}`).toMatch(/\w/);
    }
  });

  it("has a tool.ts in every measure folder, with the folder's name as its id, listed in the registry", () => {
    const toolModules = import.meta.glob<Readonly<Record<string, Tool>>>("./*/tool.ts", {
      eager: true,
    });
    const folders = Object.keys(toolModules).map((path) => path.split("/")[1]);
    expect([...folders].sort()).toEqual([...converterIds].sort());
    for (const [path, toolModule] of Object.entries(toolModules)) {
      // One export, `tool`, pure data: the tool itself, which src/tools.ts lists (the same object).
      expect(Object.keys(toolModule), path).toEqual(["tool"]);
      expect(toolModule["tool"]?.id, path).toBe(path.split("/")[1]);
      expect(tools, path).toContain(toolModule["tool"]);
    }
  });
});
