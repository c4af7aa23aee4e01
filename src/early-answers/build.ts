/**
 * Builds the early-answer scripts (see runtime.ts): each file of entries/ bundled with the src/lib
 * code it imports into one small IIFE, inlined by pages after their island and allowed by the
 * Content Security Policy through its hash (src/integrations/security-headers.ts).
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { evaluatedUnitsForEsbuild } from "../integrations/evaluated-units.ts";

const entriesFolder = fileURLToPath(new URL("./entries/", import.meta.url));

let built: Promise<ReadonlyMap<string, string>> | undefined;

async function buildEntry(name: string): Promise<readonly [string, string]> {
  const { outputFiles } = await build({
    entryPoints: [`${entriesFolder}${name}`],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    legalComments: "none",
    write: false,
    plugins: [evaluatedUnitsForEsbuild],
  });
  return [name.slice(0, -".ts".length), outputFiles[0]?.text.trim() ?? ""] as const;
}

/**
 * Every early-answer script by tool id (its entry's file name), built once per process.
 * @example (await earlyAnswerScripts()).get("length") // "(()=>{…})();"
 */
export function earlyAnswerScripts(): Promise<ReadonlyMap<string, string>> {
  built ??= Promise.all(
    readdirSync(entriesFolder)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .sort()
      .map(buildEntry),
  ).then((entries) => new Map(entries));
  return built;
}
