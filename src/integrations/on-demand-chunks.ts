/**
 * Code loaded on demand, by its URL. Vite wraps each `import("./module")` of the browser build in
 * its preload helper, which would fetch the imported file's own imports and style sheets beside
 * it. This site has nothing for it to do (module preload lists are off, every page inlines its
 * CSS), yet the helper is some 880 gzipped bytes on every page, and every call site names it. So
 * the browser build emits each module that our code imports on demand as a file of its own, and
 * the `import()` asks for that file by the URL the bundler gives it: the browser's own dynamic
 * import, with no helper. Only the site's own modules (src/) and only imports of a relative path
 * written as a string are changed; the server build, the dev server and the tests keep the
 * bundler's `import()`.
 */
import type { Plugin } from "vite";

/** An `import("…")` of a relative path, as the parser gives it. */
interface OnDemandImport {
  /** The module's path as written (`./ListPanel`). */
  specifier: string;
  /** Where the string starts and ends in the code (the quotes included). */
  start: number;
  end: number;
}

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is SyntaxNode {
  return (
    typeof value === "object" && value !== null && typeof (value as SyntaxNode).type === "string"
  );
}

/** The text of a string written in the code (quotes or backticks without `${}`), else null. */
function writtenString(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : null;
  if (node.type !== "TemplateLiteral") return null;
  const [quasi, ...more] = node.quasis as { value: { cooked: string | null } }[];
  return more.length === 0 && quasi ? quasi.value.cooked : null;
}

/**
 * The `import()`s of relative paths written as strings in a module's syntax tree.
 * @example onDemandImports(parse('import("./a")')) // [{ specifier: "./a", start: 7, end: 12 }]
 */
export function onDemandImports(tree: unknown): OnDemandImport[] {
  const found: OnDemandImport[] = [];
  const pending: unknown[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...(node as unknown[]));
      continue;
    }
    if (!isNode(node)) continue;
    const specifier = node.type === "ImportExpression" ? writtenString(node.source) : null;
    if (specifier?.startsWith(".") && isNode(node.source)) {
      found.push({ specifier, start: node.source.start, end: node.source.end });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== "type" && typeof value === "object") pending.push(value);
    }
  }
  return found.sort((first, second) => first.start - second.start);
}

/** The bundler's references to the files each module imports on demand, by module id. */
const referencesByModule = new Map<string, string[]>();

/**
 * The bundler's references (`this.getFileName(reference)`) to the files a module of the last browser
 * build imports on demand, for the module graph.
 * @example onDemandReferences("/repo/src/components/converters/Converter.tsx") // ["a1b2c3"]
 */
export function onDemandReferences(moduleId: string): readonly string[] {
  return referencesByModule.get(moduleId) ?? [];
}

/** The site's own modules, a page's <script> among them (`src/pages/x.astro?astro&type=script&…`). */
const ownModule = /^[^?]*[\\/]src[\\/](?!.*[\\/]node_modules[\\/])/;

/**
 * The plugin; add it to `vite.plugins` in astro.config.ts.
 * @example onDemandChunks().name // "on-demand-chunks"
 */
export function onDemandChunks(): Plugin {
  return {
    name: "on-demand-chunks",
    applyToEnvironment: (environment) =>
      environment.config.consumer === "client" && environment.config.command === "build",
    async transform(code, id) {
      if (!ownModule.test(id) || !code.includes("import(")) return null;
      const imports = onDemandImports(this.parse(code));
      if (imports.length === 0) return null;
      const references: string[] = [];
      let rewritten = "";
      let copiedTo = 0;
      for (const { specifier, start, end } of imports) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) continue;
        const reference = this.emitFile({
          type: "chunk",
          id: resolved.id,
          preserveSignature: "allow-extension",
        });
        references.push(reference);
        rewritten += `${code.slice(copiedTo, start)}/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${reference}`;
        copiedTo = end;
      }
      referencesByModule.set(id, references);
      // Each change stays on its line, so the map of lines is unchanged (map: null).
      return copiedTo === 0 ? null : { code: rewritten + code.slice(copiedTo), map: null };
    },
  };
}
