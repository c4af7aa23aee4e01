/**
 * The measures' unit tables as the browser gets them: evaluated at build time. Each
 * src/lib/measures/<id>/units.ts (and its *-units.ts) builds its units from their definitions (an inch is 0.0254 m, a
 * foot 12 inches, a psi a pound-force per square inch), which takes the exact-arithmetic helpers
 * and the tables of other measures. The browser needs only the result, so the browser build and
 * the early-answer scripts get a module of literals instead: the same exports with the same exact
 * sizes, without the citations (`definedAs`, `source`) that only server-rendered pages print. A
 * units module that exports a function (temperature, angle, fuel economy) is left as it is. A
 * module of constants derived from units (src/lib/bmi-factors.ts) becomes its numbers the same way,
 * the BMI fields' units (src/lib/bmi/field-units.ts) their keys, and the ingredient converter's
 * list of ingredients its figures without the sources.
 */
import vm from "node:vm";
import { buildSync, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";

/**
 * A measure's units module, a module of factors derived from them (src/lib/*-factors.ts), the BMI
 * fields' units (src/lib/bmi/field-units.ts) or the ingredient converter's list of ingredients
 * (src/lib/ingredients/choice-list.ts).
 */
export const unitsModulePattern =
  /[\\/]src[\\/]lib[\\/](?:measures[\\/][\w-]+[\\/](?:[\w-]+-)?units|[\w-]+-factors|bmi[\\/]field-units|ingredients[\\/]choice-list)\.ts$/;

/** What only the server prints: the words of a definition and its citation. */
const serverOnlyKeys = new Set(["definedAs", "source"]);

function literal(value: unknown): string | null {
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (value === null) return "null";
  if (Array.isArray(value)) {
    const items = value.map(literal);
    return items.includes(null) ? null : `[${items.join(",")}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([key]) => !serverOnlyKeys.has(key));
    const texts = entries.map(([key, item]) => [JSON.stringify(key), literal(item)] as const);
    if (texts.some(([, text]) => text === null)) return null;
    return `{${texts.map(([key, text]) => `${key}:${text}`).join(",")}}`;
  }
  return null;
}

const cache = new Map<string, string | null>();

/**
 * A units module's exports as literals; null when one of them is not plain data.
 * @example evaluatedUnitsModule("/repo/src/lib/measures/length/units.ts") // 'export const lengthUnits = [...]'
 */
export function evaluatedUnitsModule(path: string): string | null {
  const known = cache.get(path);
  if (known !== undefined) return known;
  const { outputFiles } = buildSync({
    entryPoints: [path],
    bundle: true,
    format: "cjs",
    platform: "neutral",
    target: "es2022",
    write: false,
  });
  const module = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(outputFiles[0]?.text ?? "", { module, exports: module.exports });
  const lines: string[] = [];
  for (const [name, value] of Object.entries(module.exports)) {
    const text = literal(value);
    if (text === null) {
      cache.set(path, null);
      return null;
    }
    lines.push(`export const ${name} = ${text};`);
  }
  const source = lines.join("\n");
  cache.set(path, source);
  return source;
}

/**
 * The Vite plugin: the browser build's units modules as literals. Add it to `vite.plugins`.
 * @example evaluatedUnits().name // "evaluated-units"
 */
export function evaluatedUnits(): Plugin {
  return {
    name: "evaluated-units",
    enforce: "pre",
    load(id) {
      if (this.environment.config.consumer === "server") return null;
      const path = id.split("?")[0] ?? id;
      return unitsModulePattern.test(path) ? evaluatedUnitsModule(path) : null;
    },
  };
}

/**
 * The same for esbuild, which bundles the early-answer scripts.
 * @example buildSync({ plugins: [evaluatedUnitsForEsbuild], ... })
 */
export const evaluatedUnitsForEsbuild: EsbuildPlugin = {
  name: "evaluated-units",
  setup(build) {
    build.onLoad({ filter: unitsModulePattern }, (args) => {
      const contents = evaluatedUnitsModule(args.path);
      return contents === null ? undefined : { contents, loader: "js" };
    });
  },
};
