/**
 * Builds the early-answer scripts (see runtime.ts): each file of entries/ bundled with the src/lib
 * code it imports into one small IIFE, inlined by pages after their island and allowed by the
 * Content Security Policy through its hash (src/integrations/security-headers.ts).
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const entriesFolder = fileURLToPath(new URL("./entries/", import.meta.url));

let built: ReadonlyMap<string, string> | undefined;

/**
 * Every early-answer script by tool id (its entry's file name), built once per process.
 * @example earlyAnswerScripts().get("length") // "(()=>{…})();"
 */
export function earlyAnswerScripts(): ReadonlyMap<string, string> {
  built ??= new Map(
    readdirSync(entriesFolder)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .sort()
      .map((name) => {
        const { outputFiles } = buildSync({
          entryPoints: [`${entriesFolder}${name}`],
          bundle: true,
          minify: true,
          format: "iife",
          target: "es2022",
          legalComments: "none",
          write: false,
        });
        return [name.slice(0, -".ts".length), outputFiles[0]?.text.trim() ?? ""] as const;
      }),
  );
  return built;
}
