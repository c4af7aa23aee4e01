import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import {
  chunkContaining,
  dynamicImportsOf,
  fileOfUrl,
  moduleGraphFile,
  moduleGraphRecorder,
  ownShare,
  packageOf,
  reachableFiles,
  sourceOf,
  staticClosure,
  type GraphChunk,
  type ModuleGraph,
} from "./module-graph";

const chunk = (file: string, parts: Partial<GraphChunk> = {}): GraphChunk => ({
  file,
  imports: [],
  dynamicImports: [],
  assets: [],
  modules: [],
  ...parts,
});

const graph: ModuleGraph = {
  chunks: {
    "_astro/Tool.js": chunk("_astro/Tool.js", {
      imports: ["_astro/ui.js", "_astro/react.js"],
      dynamicImports: ["_astro/List.js"],
      modules: [{ source: "src/components/Tool.tsx", package: null, gzipBytes: 900 }],
    }),
    "_astro/ui.js": chunk("_astro/ui.js", {
      imports: ["_astro/react.js"],
      assets: ["_astro/worker.js"],
      modules: [
        { source: "src/components/ui/Field.tsx", package: null, gzipBytes: 300 },
        { source: "node_modules/lucide/dist/esm/icons/x.mjs", package: "lucide", gzipBytes: 100 },
        { source: "node_modules/react/index.js", package: "react", gzipBytes: 400 },
      ],
    }),
    "_astro/react.js": chunk("_astro/react.js", {
      modules: [
        { source: "node_modules/react-dom/client.js", package: "react-dom", gzipBytes: 5000 },
        { source: "node_modules/scheduler/index.js", package: "scheduler", gzipBytes: 500 },
      ],
    }),
    "_astro/List.js": chunk("_astro/List.js", {
      imports: ["_astro/ui.js", "_astro/format.js"],
      modules: [{ source: "src/components/List.tsx", package: null, gzipBytes: 700 }],
    }),
    "_astro/format.js": chunk("_astro/format.js", {
      modules: [{ source: "src/lib/format.ts", package: null, gzipBytes: 200 }],
    }),
  },
};

describe("where the graph is written", () => {
  it("is beside the build folder, never inside what is published, one per folder", () => {
    const file = moduleGraphFile("/site/dist");
    expect(relative("/site/dist", file).startsWith("..")).toBe(true);
    expect(moduleGraphFile("/site/dist-ads")).not.toBe(file);
  });
});

describe("walking the graph", () => {
  it("gives a chunk's static imports, each chunk before what it imports", () => {
    expect(staticClosure(graph, ["_astro/Tool.js"])).toEqual([
      "_astro/Tool.js",
      "_astro/ui.js",
      "_astro/react.js",
    ]);
  });

  it("leaves out of the static imports the files it does not know", () => {
    expect(staticClosure(graph, ["_astro/gone.js", "_astro/format.js"])).toEqual([
      "_astro/format.js",
    ]);
  });

  it("gives the chunks loaded on demand that are not loaded already", () => {
    expect(dynamicImportsOf(graph, ["_astro/Tool.js", "_astro/ui.js"])).toEqual(["_astro/List.js"]);
    expect(dynamicImportsOf(graph, ["_astro/Tool.js", "_astro/List.js"])).toEqual([]);
  });

  it("counts the module that a whole-graph file loads as loaded on demand with it", () => {
    const wrapped: ModuleGraph = {
      chunks: {
        "_astro/Field.js": chunk("_astro/Field.js", {
          dynamicImports: ["_astro/reader-graph.js"],
        }),
        "_astro/reader-graph.js": chunk("_astro/reader-graph.js", {
          entry: "\0whole-graph:reader#1",
          dynamicImports: ["_astro/reader.js"],
        }),
        "_astro/reader.js": chunk("_astro/reader.js", { entry: "src/lib/reader.ts" }),
      },
    };
    expect(dynamicImportsOf(wrapped, ["_astro/Field.js"])).toEqual([
      "_astro/reader-graph.js",
      "_astro/reader.js",
    ]);
  });

  it("reaches every file a chunk may ever load: on demand, its imports and web workers", () => {
    expect(reachableFiles(graph, ["_astro/Tool.js"]).sort()).toEqual([
      "_astro/List.js",
      "_astro/Tool.js",
      "_astro/format.js",
      "_astro/react.js",
      "_astro/ui.js",
      "_astro/worker.js",
    ]);
  });

  it("finds the chunk that holds a source module, by its path from the project's root", () => {
    expect(chunkContaining(graph, "src/lib/format.ts")).toBe("_astro/format.js");
    expect(chunkContaining(graph, "./src/lib/format.ts")).toBe("_astro/format.js");
    expect(chunkContaining(graph, "src/lib/other.ts")).toBeNull();
  });

  it("prefers the file that import() loads: a module's entry that only re-exports it", () => {
    const withFacade = {
      chunks: {
        ...graph.chunks,
        "_astro/format-entry.js": {
          file: "_astro/format-entry.js",
          imports: ["_astro/format.js"],
          dynamicImports: [],
          assets: [],
          modules: [],
          entry: "src/lib/format.ts",
        },
      },
    };
    expect(chunkContaining(withFacade, "src/lib/format.ts")).toBe("_astro/format-entry.js");
  });
});

describe("the site's own share of a chunk", () => {
  it("is its modules outside React's packages and Astro's React client, by their gzipped sizes", () => {
    expect(ownShare(graph.chunks["_astro/ui.js"]!)).toBeCloseTo(0.5);
    expect(ownShare(graph.chunks["_astro/react.js"]!)).toBe(0);
    expect(ownShare(graph.chunks["_astro/Tool.js"]!)).toBe(1);
    expect(ownShare(chunk("_astro/facade.js"))).toBe(1);
  });

  it("reads a module's package from its last node_modules folder", () => {
    expect(packageOf("node_modules/@astrojs/react/dist/client.js")).toBe("@astrojs/react");
    expect(packageOf("node_modules/a/node_modules/react-dom/index.js")).toBe("react-dom");
    expect(packageOf("src/lib/format.ts")).toBeNull();
  });

  it("names modules by their path from the project's root", () => {
    expect(sourceOf("/repo/src/lib/a.ts?x=1", "/repo")).toBe("src/lib/a.ts");
    expect(sourceOf("\0vite/preload-helper.js", "/repo")).toBe("\0vite/preload-helper.js");
    expect(fileOfUrl("/_astro/a.js?v=1#x")).toBe("_astro/a.js");
  });
});

// The shape of the installed Vite's and Rolldown's bundle, which the recorder reads: a small
// project with React, a shared module, an import() and a web worker, built for the browser.
describe("the graph of a real Vite build", async () => {
  const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
  // Inside the project's node_modules, so that `react` resolves to the installed one.
  await mkdir(join(projectRoot, "node_modules", ".cache"), { recursive: true });
  const root = await mkdtemp(join(projectRoot, "node_modules", ".cache", "module-graph-test-"));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "main.js": [
      'import { createElement } from "react";',
      'import { shared } from "./shared.js";',
      'globalThis.later = () => import("./later.js");',
      'globalThis.worker = () => new Worker(new URL("./worker.js", import.meta.url), { type: "module" });',
      "globalThis.element = createElement('p', null, shared);",
    ].join("\n"),
    "other.js": 'import { shared } from "./shared.js";\nexport const other = shared + 2;',
    "shared.js": "export const shared = String(Date.now());",
    "later.js": 'import { shared } from "./shared.js";\nexport default shared + 1;',
    "worker.js": "self.onmessage = (event) => self.postMessage(event.data);",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  let recorded: ModuleGraph | null = null;
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [moduleGraphRecorder((built) => (recorded = built))],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: { main: join(root, "main.js"), other: join(root, "other.js") } },
    },
  });
  const built = recorded as ModuleGraph | null;
  if (built === null) throw new Error("the recorder got no graph");
  const chunks = Object.values(built.chunks);
  const holding = (source: string) =>
    chunks.find((c) => c.modules.some((m) => m.source === source));

  it("records every chunk with its modules, by their paths from the project's root", () => {
    expect(holding("main.js")).toBeDefined();
    expect(holding("later.js")).toBeDefined();
    const react = chunks.flatMap((c) => c.modules).find((m) => m.package === "react");
    expect(react?.source).toMatch(/(^|\/)react\/.+\.js$/);
    expect(react?.gzipBytes).toBeGreaterThan(0);
  });

  it("records static imports, import() and the web worker", () => {
    const main = holding("main.js")!;
    const shared = holding("shared.js")!;
    const later = holding("later.js")!;
    expect(main.dynamicImports).toContain(later.file);
    if (shared !== main) expect(main.imports).toContain(shared.file);
    expect(main.assets.some((file) => /worker.*\.js$/.test(file))).toBe(true);
    expect(staticClosure(built, [later.file])).toContain(shared.file);
  });

  it("counts React's modules out of the site's own share", () => {
    const withReact = chunks.find((c) => c.modules.some((m) => m.package === "react"))!;
    expect(ownShare(withReact)).toBeLessThan(1);
  });
});
