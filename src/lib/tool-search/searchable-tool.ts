/**
 * What the home search knows of each tool (tool-search.ts): its title, its keywords and,
 * for a unit converter, every name, plural and alias of its units from the measure's names.ts and
 * of the units Quick convert reads beyond them (variants.ts: KiB, imperial gallon, nautical mile).
 */
import { converterIds, type ConverterId } from "../measures";
import { measureUnitNames, measures } from "../measures/all";
import type { SearchableTool } from "./tool-search";
import type { Tool } from "../tool";

function isConverter(id: string): id is ConverterId {
  return (converterIds as readonly string[]).includes(id);
}

/**
 * The names people use for a measure's units: singulars, plurals and aliases, each once.
 * @example unitSearchWords("weight").includes("stone") // true
 */
export function unitSearchWords(measure: ConverterId): string[] {
  const allNames = [
    ...Object.values(measureUnitNames[measure]),
    ...measures[measure].variants.units.map((unit) => unit.names),
  ];
  const words = allNames.flatMap((names) => [names.singular, names.plural, ...names.aliases]);
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

/**
 * A tool as the search reads it.
 * @example searchableTool(getTool("weight")).keywords.includes("st") // true
 */
export function searchableTool(tool: Tool): SearchableTool & { id: string } {
  return {
    id: tool.id,
    name: tool.title,
    keywords: [...tool.keywords, ...(isConverter(tool.id) ? unitSearchWords(tool.id) : [])],
    description: tool.description,
  };
}
