/**
 * Builds the early-answer scripts (see runtime.ts): each file of entries/, and one generated entry
 * per measure of the list of measures (src/lib/measures/index.ts), bundled with the src/lib code
 * it imports into one small IIFE, inlined by pages after their island and allowed by the Content
 * Security Policy through its hash (src/integrations/security-headers.ts).
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "esbuild";
import { evaluatedUnitsForEsbuild } from "../integrations/evaluated-units.ts";
import { converterIds, measureModule, type ConverterId } from "../lib/measures/index.ts";

const entriesFolder = fileURLToPath(new URL("./entries/", import.meta.url));

let built: Promise<ReadonlyMap<string, string>> | undefined;

/** An entry to bundle: a file of entries/ or the generated source of a converter's entry. */
type Entry = { file: string } | { source: string };

/**
 * The entry of a measure's early answer: the converter of the measure object that its module
 * exports (measureModule, from the project's root, which is two folders up), handed to
 * answerConverterEarly.
 */
function converterEntrySource(measure: ConverterId): string {
  return [
    `import { measure } from "../../${measureModule(measure)}";`,
    `import { answerConverterEarly } from "./converter.ts";`,
    `answerConverterEarly(measure.converter);`,
  ].join("\n");
}

/**
 * Leaves every `import()` out of the bundle: a measure object loads its other parts on demand,
 * and an early answer calls none of them.
 */
const onDemandPartsLeftOut: Plugin = {
  name: "on-demand-parts-left-out",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};

async function buildEntry(tool: string, entry: Entry): Promise<readonly [string, string]> {
  const { outputFiles } = await build({
    ...("file" in entry
      ? { entryPoints: [entry.file] }
      : {
          stdin: {
            contents: entry.source,
            resolveDir: fileURLToPath(new URL(".", import.meta.url)),
            sourcefile: `${tool}.ts`,
            loader: "ts" as const,
          },
          // As for a file: the project's tsconfig (strict mode, so the same "use strict" output).
          tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
        }),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    legalComments: "none",
    write: false,
    plugins: [evaluatedUnitsForEsbuild, onDemandPartsLeftOut],
  });
  return [tool, outputFiles[0]?.text.trim() ?? ""] as const;
}

/** Every entry by tool id: the files of entries/ and a generated one per measure. */
function entries(): [string, Entry][] {
  const files = readdirSync(entriesFolder)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name): [string, Entry] => [name.slice(0, -".ts".length), { file: entriesFolder + name }]);
  const converters = converterIds.map((id): [string, Entry] => [
    id,
    { source: converterEntrySource(id) },
  ]);
  return [...files, ...converters].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Every early-answer script by tool id (its entry's file name, or its measure's id),
 * built once per process.
 * @example (await earlyAnswerScripts()).get("length") // "(()=>{…})();"
 */
export function earlyAnswerScripts(): Promise<ReadonlyMap<string, string>> {
  built ??= Promise.all(entries().map(([tool, entry]) => buildEntry(tool, entry))).then(
    (built) => new Map(built),
  );
  return built;
}
