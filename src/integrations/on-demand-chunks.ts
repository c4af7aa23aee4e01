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
 *
 * A module whose own imports run several files deep (the calculator's grammar behind the fields
 * and Quick convert) would arrive one level of imports per round trip, as the browser discovers
 * them. Its `import()` can say so with a `whole-graph` comment before the path: the URL then
 * names a small module of its own that first asks for every file of the module's static
 * imports at once (`<link rel="modulepreload">`), then imports the module and exports what it
 * exports. Two round trips, however deep the graph.
 */
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
// module-graph.ts imports this file too; each only calls the other's functions, never at load.
import { staticClosure } from "./module-graph.ts";

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
 * The paths of the `import()`s marked by a `whole-graph` comment in a module's source, before any
 * compiler has dropped its comments.
 * @example wholeGraphImports('import(/* whole-graph *' + '/ "./a")') // Set { "./a" }
 */
export function wholeGraphImports(source: string): Set<string> {
  const marked = /\bimport\(\s*\/\*\s*whole-graph\s*\*\/\s*(["'`])([^"'`]+)\1\s*\)/g;
  return new Set([...source.matchAll(marked)].map((match) => match[2] ?? ""));
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

/** The id of the module that asks for a module's whole graph, then imports it. */
const wholeGraphPrefix = "\0whole-graph:";

/**
 * Whether a module id is one that asks for a module's whole graph: a chunk of its own, which no
 * group of astro.config.ts's may take (it would import the module it is there to load early).
 * @example isWholeGraphModule("\0whole-graph:field-reading#1") // true
 */
export function isWholeGraphModule(id: string): boolean {
  return id.startsWith(wholeGraphPrefix);
}
/** Where that module's list of files goes once the bundle's files have their names. */
const graphFilesPlaceholder = "__WHOLE_GRAPH_FILES__";
/**
 * The module each whole-graph id stands for. The id names only the module's file name, not its
 * folder, so that no group of astro.config.ts's, which go by folders, takes it.
 */
const wholeGraphModules = new Map<string, string>();

/** A module's file name without its folder and extension: `field-reading`. */
function moduleName(moduleId: string): string {
  return (moduleId.split(/[\\/]/).pop() ?? "module").replace(/\.[^.]*$/, "");
}

/** The whole-graph id of a module: `\0whole-graph:field-reading#1`. */
function wholeGraphId(moduleId: string): string {
  for (const [id, module] of wholeGraphModules) if (module === moduleId) return id;
  const id = `${wholeGraphPrefix}${moduleName(moduleId)}#${wholeGraphModules.size + 1}`;
  wholeGraphModules.set(id, moduleId);
  return id;
}
/** The marked `import()` paths of each module, read from its source (see wholeGraphImports). */
const wholeGraphImportsByModule = new Map<string, Set<string>>();

/**
 * The module that asks for every file of the array `files` (code) at once (`<link
 * rel="modulepreload">`, where there is a document), then imports the module at `moduleUrl` and
 * exports its `exportNames`.
 * @example wholeGraphModule('["./a.js"]', "import.meta.ROLLUP_FILE_URL_x", ["read"]) // 'for (const file of ["./a.js"]) …'
 */
export function wholeGraphModule(
  files: string,
  moduleUrl: string,
  exportNames: readonly string[],
): string {
  const named = exportNames.filter((name) => name !== "default");
  return [
    `if (typeof document !== "undefined") for (const file of ${files}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = new URL(file, import.meta.url).href;`,
    `  document.head.append(link);`,
    `}`,
    `const module = await import(/* @vite-ignore */ ${moduleUrl});`,
    ...(named.length > 0 ? [`export const { ${named.join(", ")} } = module;`] : []),
    ...(exportNames.includes("default") ? ["export default module.default;"] : []),
  ].join("\n");
}

/**
 * The files of a chunk and of everything it imports statically, as paths from the chunk's folder.
 * @example staticGraphFiles(bundle, "_astro/a.js") // ["./a.js", "./b.js"]
 */
export function staticGraphFiles(
  bundle: Readonly<Record<string, { type: string; imports?: readonly string[] }>>,
  fileName: string,
): string[] {
  const chunks = Object.fromEntries(
    Object.entries(bundle).map(([file, output]) => [file, { imports: output.imports ?? [] }]),
  );
  const folder = fileName.slice(0, fileName.lastIndexOf("/") + 1);
  return staticClosure({ chunks }, [fileName]).map((file) =>
    file.startsWith(folder) ? `./${file.slice(folder.length)}` : `/${file}`,
  );
}

/** The site's own modules, a page's <script> among them (`src/pages/x.astro?astro&type=script&…`). */
const ownModule = /^[^?]*[\\/]src[\\/](?!.*[\\/]node_modules[\\/])/;

/**
 * The plugins; add them to `vite.plugins` in astro.config.ts.
 * @example onDemandChunks().map((plugin) => plugin.name) // ["on-demand-chunks:marks", "on-demand-chunks"]
 */
export function onDemandChunks(): Plugin[] {
  const inClientBuild: Plugin["applyToEnvironment"] = (environment) =>
    environment.config.consumer === "client" && environment.config.command === "build";
  const marks: Plugin = {
    name: "on-demand-chunks:marks",
    enforce: "pre",
    applyToEnvironment: inClientBuild,
    transform(code, id) {
      if (ownModule.test(id) && code.includes("whole-graph")) {
        wholeGraphImportsByModule.set(id, wholeGraphImports(code));
      }
      return null;
    },
  };
  const chunks: Plugin = {
    name: "on-demand-chunks",
    applyToEnvironment: inClientBuild,
    resolveId(id) {
      return wholeGraphModules.has(id) ? id : null;
    },
    async load(id) {
      const moduleId = wholeGraphModules.get(id);
      if (moduleId === undefined) return null;
      const { exports } = await this.load({ id: moduleId });
      const reference = this.emitFile({
        type: "chunk",
        id: moduleId,
        preserveSignature: "allow-extension",
      });
      referencesByModule.set(id, [reference]);
      return wholeGraphModule(
        JSON.stringify(graphFilesPlaceholder),
        `import.meta.ROLLUP_FILE_URL_${reference}`,
        exports,
      );
    },
    generateBundle(_options, bundle: OutputBundle) {
      const wholeGraphChunks = Object.values(bundle).filter(
        (output): output is OutputChunk =>
          output.type === "chunk" && isWholeGraphModule(output.facadeModuleId ?? ""),
      );
      for (const output of wholeGraphChunks) {
        // What the module asks for is the one file it imports on demand (load, above).
        const [reference = ""] = onDemandReferences(output.facadeModuleId ?? "");
        const files = staticGraphFiles(bundle, this.getFileName(reference));
        // The minifier may have changed the placeholder's quotes.
        const placeholder = new RegExp(`(["'\`])${graphFilesPlaceholder}\\1`);
        if (!placeholder.test(output.code)) {
          this.error(`${output.fileName}: no list of files to fill in`);
        }
        output.code = output.code.replace(placeholder, JSON.stringify(files));
      }
    },
    async transform(code, id) {
      if (!ownModule.test(id) || !code.includes("import(")) return null;
      const imports = onDemandImports(this.parse(code));
      if (imports.length === 0) return null;
      const marked = wholeGraphImportsByModule.get(id) ?? new Set<string>();
      const references: string[] = [];
      let rewritten = "";
      let copiedTo = 0;
      for (const { specifier, start, end } of imports) {
        const wholeGraph = marked.has(specifier);
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) continue;
        const reference = this.emitFile({
          type: "chunk",
          id: wholeGraph ? wholeGraphId(resolved.id) : resolved.id,
          // The file that loads field-reading.ts's graph is field-reading-graph.[hash].js.
          ...(wholeGraph ? { name: `${moduleName(resolved.id)}-graph` } : {}),
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
  return [marks, chunks];
}
