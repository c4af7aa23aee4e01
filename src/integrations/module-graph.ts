/**
 * The browser build's module graph, as the bundler made it: each chunk with the chunks it imports
 * statically and on demand, the files it refers to by URL (web workers), and the modules it
 * contains. A Vite plugin records it when the client bundle is written; the functions below walk
 * it for the pages' preload lists (island-preload.ts), the service worker's precache list
 * (service-worker.ts) and the budget check (scripts/check-site.ts, which reads the copy written
 * beside the build folder: `moduleGraphFile`).
 */
import { basename, dirname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { isWholeGraphModule, onDemandReferences } from "./on-demand-chunks.ts";

/** One module as bundled into a chunk. */
export interface GraphModule {
  /**
   * Where it comes from: a path from the project's root with `/` (`src/lib/input.ts`,
   * `node_modules/react-dom/cjs/react-dom-client.production.js`), or the bundler's id of a
   * module that is no file (`\0vite/preload-helper.js`).
   */
  source: string;
  /** The npm package it belongs to (`react-dom`, `@astrojs/react`), null for the site's own code. */
  package: string | null;
  /** Its code as rendered into the chunk, gzipped on its own (bytes). */
  gzipBytes: number;
}

/** One JavaScript file of the browser build. */
export interface GraphChunk {
  /** Its path in the build folder (`_astro/client.B1x2.js`). */
  file: string;
  /** The chunks it imports statically: the browser fetches them before running it. */
  imports: string[];
  /** The chunks it loads with `import()`, when the code asks for them. */
  dynamicImports: string[];
  /** The files it refers to by URL (web workers, images). */
  assets: string[];
  modules: GraphModule[];
  /**
   * The module whose entry this file is (what `import()` of that module loads), when it is one:
   * a file may only re-export a module that the bundler put in another file.
   */
  entry?: string;
}

export interface ModuleGraph {
  chunks: Record<string, GraphChunk>;
}

/**
 * The packages of React and of Astro's React client: what the site's budget for its own code leaves
 * out (React itself is budgeted apart, untouched).
 */
export const reactPackages: ReadonlySet<string> = new Set([
  "react",
  "react-dom",
  "scheduler",
  "@astrojs/react",
]);

/**
 * The npm package a module path lies in (its last `node_modules/` folder), or null.
 * @example packageOf("node_modules/@astrojs/react/dist/client.js") // "@astrojs/react"
 */
export function packageOf(source: string): string | null {
  const at = source.lastIndexOf("node_modules/");
  if (at === -1) return null;
  const [first = "", second = ""] = source.slice(at + "node_modules/".length).split("/");
  return first.startsWith("@") ? `${first}/${second}` : first;
}

/**
 * A module id of the bundler as a project-relative path with `/` (query strings dropped); ids
 * that are no file (`\0…`) stay as they are.
 * @example sourceOf("/repo/src/lib/input.ts?v=1", "/repo") // "src/lib/input.ts"
 */
export function sourceOf(id: string, root: string): string {
  if (id.startsWith("\0")) return id;
  const path = id.split("?")[0] ?? id;
  return relative(root, path).split(sep).join("/");
}

/** The part of the bundle the graph needs (Rolldown's and Rollup's output chunks have it). */
interface BundleChunk {
  type: "chunk";
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  modules: Readonly<Record<string, { code: string | null }>>;
  facadeModuleId?: string | null;
  viteMetadata?: { importedAssets: ReadonlySet<string> };
}

/**
 * The graph of a bundle's chunks. `onDemandFilesOf` names the files a module imports on demand by
 * URL (on-demand-chunks.ts), which the bundler does not list as dynamic imports.
 * @example graphOfBundle(Object.values(bundle), "/repo").chunks["_astro/client.js"].imports // ["_astro/index.js"]
 */
export function graphOfBundle(
  outputs: Iterable<{ type: string } | BundleChunk>,
  root: string,
  onDemandFilesOf: (moduleId: string) => readonly string[] = () => [],
): ModuleGraph {
  const chunks: Record<string, GraphChunk> = {};
  for (const output of outputs) {
    if (output.type !== "chunk") continue;
    const chunk = output as BundleChunk;
    const onDemand = Object.keys(chunk.modules).flatMap(onDemandFilesOf);
    chunks[chunk.fileName] = {
      file: chunk.fileName,
      imports: [...chunk.imports],
      dynamicImports: [...new Set([...chunk.dynamicImports, ...onDemand])].filter(
        (file) => file !== chunk.fileName,
      ),
      // Files imported on demand by URL are listed here too, by names whose hash the bundler had
      // not yet written (`x.!~{01p}~.js`): they are in dynamicImports by their final names.
      assets: [...(chunk.viteMetadata?.importedAssets ?? [])].filter(
        (file) => !file.includes("!~{"),
      ),
      ...(chunk.facadeModuleId ? { entry: sourceOf(chunk.facadeModuleId, root) } : {}),
      modules: Object.entries(chunk.modules).map(([id, { code }]) => {
        return {
          source: sourceOf(id, root),
          package: packageOf(id.split(sep).join("/")),
          gzipBytes: code ? gzipSync(code).byteLength : 0,
        };
      }),
    };
  }
  return { chunks };
}

/**
 * The Vite plugin that records the browser build's graph; `record` gets it once the client bundle
 * is complete (after Vite's own changes to it).
 * @example moduleGraphRecorder((graph) => (latest = graph)).name // "module-graph"
 */
export function moduleGraphRecorder(record: (graph: ModuleGraph) => void): Plugin {
  return {
    name: "module-graph",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.config.consumer !== "client") return;
        const fileNameOf = (reference: string) => this.getFileName(reference);
        record(
          graphOfBundle(Object.values(bundle), this.environment.config.root, (moduleId) =>
            onDemandReferences(moduleId).map(fileNameOf),
          ),
        );
      },
    },
  };
}

/**
 * Where post-build.ts writes the graph of the build in `outDir`: beside that folder, not in it, so
 * that it is never published (it is for the build's own checks), and one per output folder, so that
 * builds into different folders keep their own.
 * @example moduleGraphFile("/site/dist") // "/site/.build/dist/module-graph.json"
 */
export function moduleGraphFile(outDir: string): string {
  return join(dirname(outDir), ".build", basename(outDir), "module-graph.json");
}

/**
 * The build file a site URL names (`/_astro/a.js` → `_astro/a.js`), for the graph's keys.
 * @example fileOfUrl("/_astro/a.js?v=2") // "_astro/a.js"
 */
export function fileOfUrl(url: string): string {
  return (url.split(/[?#]/)[0] ?? url).replace(/^\//, "");
}

/**
 * The chunks and everything they import statically, in the order the browser needs them (each
 * chunk before the chunks it imports, depth first). Files that are not chunks of the graph are
 * left out.
 * @example staticClosure(graph, ["_astro/Tool.js"]) // ["_astro/Tool.js", "_astro/core.js"]
 */
export function staticClosure(
  graph: { chunks: Readonly<Record<string, { imports: readonly string[] }>> },
  roots: readonly string[],
): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const chunk = graph.chunks[file];
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * The chunks that files load on demand (`import()`) and that they do not already load statically;
 * a module that loads another's whole graph early (on-demand-chunks.ts) brings that module too.
 * @example dynamicImportsOf(graph, ["_astro/Tool.js"]) // ["_astro/ListPanel.js"]
 */
export function dynamicImportsOf(graph: ModuleGraph, files: readonly string[]): string[] {
  const loaded = new Set(files);
  const found = new Set<string>();
  for (const file of files) {
    for (const imported of graph.chunks[file]?.dynamicImports ?? []) {
      if (!loaded.has(imported)) found.add(imported);
    }
  }
  for (const file of [...found]) {
    const chunk = graph.chunks[file];
    if (chunk?.entry && isWholeGraphModule(chunk.entry)) {
      for (const imported of chunk.dynamicImports) if (!loaded.has(imported)) found.add(imported);
    }
  }
  return [...found];
}

/**
 * Every file the chunks may ever load: what they import statically and on demand, and the files
 * they refer to by URL (web workers), followed to the end.
 * @example reachableFiles(graph, ["_astro/Tool.js"]) // ["_astro/Tool.js", "_astro/core.js", "_astro/ListPanel.js", "_astro/worker.js"]
 */
export function reachableFiles(graph: ModuleGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = graph.chunks[file];
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports, ...chunk.assets);
  }
  return [...seen];
}

/**
 * The chunk that contains a module, given its project-relative path (`src/lib/input.ts`), or null
 * if no chunk of the browser build does.
 * @example chunkContaining(graph, "src/lib/measures/length/converter.ts") // "_astro/length.js"
 */
export function chunkContaining(graph: ModuleGraph, source: string): string | null {
  const wanted = source.replace(/^\.?\//, "");
  // The file `import()` loads first: the module's entry, which may only re-export it.
  for (const chunk of Object.values(graph.chunks)) {
    if (chunk.entry === wanted) return chunk.file;
  }
  for (const chunk of Object.values(graph.chunks)) {
    if (chunk.modules.some((module) => module.source === wanted)) return chunk.file;
  }
  return null;
}

/**
 * The share of a chunk's bytes that is the site's own code: its modules' gzipped sizes outside
 * React's packages over the total of its modules' (1 for a chunk without React, 0 for one of
 * React alone). Modules are gzipped one by one, so the share is a proportion, not a byte count.
 * @example ownShare({ file: "a.js", imports: [], dynamicImports: [], assets: [], modules: [{ source: "src/a.ts", package: null, gzipBytes: 300 }, { source: "node_modules/react/index.js", package: "react", gzipBytes: 100 }] }) // 0.75
 */
export function ownShare(chunk: GraphChunk): number {
  let own = 0;
  let total = 0;
  for (const module of chunk.modules) {
    total += module.gzipBytes;
    if (module.package === null || !reactPackages.has(module.package)) own += module.gzipBytes;
  }
  return total === 0 ? 1 : own / total;
}
