/**
 * "A number that defines a unit is written once, in its measure's folder": this scans src/ for
 * the numbers that define units (and the rounded factors the spec once used for them) anywhere
 * outside src/lib/measures/<measure>/, comments aside, and for the units' keys written as strings
 * anywhere outside the measure folders, and for the ingredients' keys outside src/lib/ingredients.
 * Tests, fixtures and the content collections (articles and guides, which quote definitions in
 * prose) are not scanned.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { converterIds } from "./index";
import { measureUnitNames, measureVariants } from "./all";
import { ingredients } from "../ingredients";

const srcFolder = fileURLToPath(new URL("../../", import.meta.url));
const measureFolder = /^lib[\\/]measures[\\/][\w-]+[\\/]/;

/** Definitions and their usual roundings, as people type them. */
const unitDefiningNumbers = [
  "0.0254",
  "2.54",
  "25.4",
  "0.3048",
  "30.48",
  "0.9144",
  "1609.344",
  "1,609.344",
  "5280",
  "5,280",
  "0.45359237",
  "453.59237",
  "453.592",
  "2.20462",
  "28.3495",
  "28.349523125",
  "6350.29",
  "6.35029",
  "3.785411784",
  "3.78541",
  "0.946353",
  "0.473176",
  "236.5882365",
  "0.236588",
  "236.588",
  "29.5735295625",
  "29.5735",
  "0.0295735",
  "14.78676478125",
  "14.7868",
  "0.0147868",
  "4.92892",
  "0.00492892",
  "4.54609",
  "9.80665",
  "6894.757",
  "6895",
  "133.322387415",
  "133.322",
  "1055.05585262",
  "1055.06",
  "745.69987",
  "745.7",
  "0.293071",
  "43560",
  "43,560",
  "4046.8564224",
  "4046.86",
  "0.09290304",
  "0.092903",
  "2589988.110336",
  "0.514444",
  "0.277778",
  "1.60934",
  "235.214583",
  "282.481",
  "1852",
  "1,852",
  "273.15",
  "459.67",
  "365.2425",
  "30.436875",
  "31556952",
  "31,556,952",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|js|mjs|css)$/.test(entry.name) &&
      !/\.(test|fixture)\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** A source file's text without its comments: JSDoc examples may name units and quote definitions. */
function codeOf(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** Strings outside the measures that are a unit's key by coincidence, and what they are. */
const notUnitKeys: Readonly<Record<string, readonly string[]>> = {
  // PascalCase, one of the text tools' cases.
  "lib/text-tools/catalog.ts": ["pascal"],
  // The parts of an age (years, months and days since a date), not units of the time converter.
  "lib/age/breakdown.ts": ["years", "months", "days"],
  "components/calculators/AgeCalculator.tsx": ["years", "months", "days"],
};

describe("unit definitions", () => {
  it("are written only in their measure's folder", () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(srcFolder)) {
      const path = relative(srcFolder, file);
      if (measureFolder.test(path)) continue;
      const text = codeOf(file);
      for (const number of unitDefiningNumbers) {
        const pattern = new RegExp(`(?<![\\d.,])${number.replace(/[.,]/g, "\\$&")}(?![\\d])`);
        if (pattern.test(text)) misplaced.push(`${path.split(sep).join("/")}: ${number}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("name their units' keys only in the measure folders: everything else reads them from there", () => {
    const keys = new Set(
      converterIds.flatMap((id) => [
        ...Object.keys(measureUnitNames[id]),
        ...measureVariants[id].units.map((unit) => unit.key),
      ]),
    );
    const misplaced: string[] = [];
    for (const file of sourceFiles(srcFolder)) {
      const path = relative(srcFolder, file).split(sep).join("/");
      if (measureFolder.test(path) || /\.css$/.test(path)) continue;
      const strings = [...codeOf(file).matchAll(/(["'`])([a-z_]+)\1/g)].map((match) => match[2]);
      for (const text of new Set(strings)) {
        if (text && keys.has(text) && !notUnitKeys[path]?.includes(text)) {
          misplaced.push(`${path}: "${text}"`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("name each ingredient only in src/lib/ingredients: pages and islands read it from there", () => {
    const ingredientFolder = /^lib[\\/]ingredients[\\/]/;
    const slugs = new Set(ingredients.map((ingredient) => ingredient.slug));
    const misplaced: string[] = [];
    for (const file of sourceFiles(srcFolder)) {
      const path = relative(srcFolder, file).split(sep).join("/");
      if (ingredientFolder.test(path)) continue;
      const strings = [...codeOf(file).matchAll(/(["'`])([a-z-]+)\1/g)].map((match) => match[2]);
      for (const text of new Set(strings)) {
        if (text && slugs.has(text)) misplaced.push(`${path}: "${text}"`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
