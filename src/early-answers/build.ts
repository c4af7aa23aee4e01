/**
 * Builds the early-answer scripts (see runtime.ts): each file of entries/, and one generated entry
 * per unit converter (every folder of src/lib/measures/ with a converter.ts), bundled with the
 * src/lib code it imports into one small IIFE, inlined by pages after their island and allowed by
 * the Content Security Policy through its hash (src/integrations/security-headers.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { evaluatedUnitsForEsbuild } from "../integrations/evaluated-units.ts";

const entriesFolder = fileURLToPath(new URL("./entries/", import.meta.url));
const measuresFolder = fileURLToPath(new URL("../lib/measures/", import.meta.url));

let built: Promise<ReadonlyMap<string, string>> | undefined;

/** An entry to bundle: a file of entries/ or the generated source of a converter's entry. */
type Entry = { file: string } | { source: string };

/**
 * The entry of a unit converter's early answer: its converter (exported from
 * src/lib/measures/<id>/converter.ts as `<camelCaseId>Converter`) handed to answerConverterEarly.
 */
function converterEntrySource(measure: string): string {
  const name = `${measure.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Converter`;
  return [
    `import { ${name} } from "../lib/measures/${measure}/converter.ts";`,
    `import { answerConverterEarly } from "./converter.ts";`,
    `answerConverterEarly(${name});`,
  ].join("\n");
}

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
    plugins: [evaluatedUnitsForEsbuild],
  });
  return [tool, outputFiles[0]?.text.trim() ?? ""] as const;
}

/** Every entry by tool id: the files of entries/ and a generated one per unit converter. */
function entries(): [string, Entry][] {
  const files = readdirSync(entriesFolder)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name): [string, Entry] => [name.slice(0, -".ts".length), { file: entriesFolder + name }]);
  const converters = readdirSync(measuresFolder, { withFileTypes: true })
    .filter(
      (item) => item.isDirectory() && existsSync(`${measuresFolder}${item.name}/converter.ts`),
    )
    .map((item): [string, Entry] => [item.name, { source: converterEntrySource(item.name) }]);
  return [...files, ...converters].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Every early-answer script by tool id (its entry's file name, or its measure's folder name),
 * built once per process.
 * @example (await earlyAnswerScripts()).get("length") // "(()=>{…})();"
 */
export function earlyAnswerScripts(): Promise<ReadonlyMap<string, string>> {
  built ??= Promise.all(entries().map(([tool, entry]) => buildEntry(tool, entry))).then(
    (built) => new Map(built),
  );
  return built;
}
