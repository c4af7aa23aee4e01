/**
 * Builds the offline support after `astro build` (post-build.ts calls it once the other steps have
 * finished changing the pages):
 * - the precache list, generated from the build by Workbox (`getManifest`, with a content revision
 *   for each file whose name does not already carry one): the home page, every tool page at its
 *   canonical path, /conversions when it exists, the offline page, the CSS and JavaScript those
 *   pages load (island components, their imports, chunks loaded on demand and web workers), the
 *   manifest, the icons and the update notice, followed through the build's module graph
 *   (module-graph.ts); pages at the clean URLs the site uses (length.html
 *   is precached as /length). Unit-pair pages, route-table paths, articles and images are kept
 *   as they are visited instead (src/service-worker/sw.ts). For the light mode (Save-Data), the
 *   files every page shares (the offline page's and the extra files) and, for each precached
 *   page, the files it needs, which the worker keeps when the page is visited;
 * - /sw.js, src/service-worker/sw.ts bundled with Workbox and that list;
 * - /update-notice.js, the "New version available" toast, loaded by pages only when needed.
 * With OFFLINE_SUPPORT=off, /sw.js is src/service-worker/retire.ts instead.
 */
import { existsSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { getManifest, type ManifestTransform } from "workbox-build";
import {
  appIcons,
  fingerprintedFolder,
  offlinePagePath,
  offlineSupportEnabled,
  saveDataParameter,
  serviceWorkerPath,
  type ServiceWorkerSettings,
  updateNoticePath,
  visitedEntryMaxAgeDays,
  visitedFilesLimit,
  visitedPagesLimit,
  webManifestPath,
} from "../offline-support.ts";
import { tools } from "../tools.ts";
import { fileOfUrl, moduleGraphFile, reachableFiles, type ModuleGraph } from "./module-graph.ts";

const sourceFolder = fileURLToPath(new URL("../service-worker/", import.meta.url));

/** The page of the unit conversions index, precached when the build has one. */
const conversionsPath = "/conversions";

export interface ServiceWorkerReport {
  enabled: boolean;
  /** Bytes of /sw.js, raw and gzipped. */
  workerBytes: number;
  workerGzipBytes: number;
  /** Number of precached files and their total bytes, raw and gzipped (as most hosts send them). */
  precacheCount: number;
  precacheBytes: number;
  precacheGzipBytes: number;
  precachedUrls: string[];
}

/** The built HTML file that answers a clean URL path (/ → index.html, /length → length.html). */
const pageFile = (path: string): string => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/** What the precache list is made from: the build's module graph and its pages. */
export interface BuiltSite {
  graph: ModuleGraph;
  /** The HTML of a built page by its file in the build folder (`length.html`). */
  pageHtml: (file: string) => Promise<string>;
}

/**
 * Local URLs a page loads by itself: scripts (the page's own, which the site script runs after the
 * first paint, too), islands and their renderers, preloads, stylesheets, the icon and the manifest. Images in the page (the home page's article cards, each in several
 * widths and formats of which the browser picks one) are left to the cache of visited files.
 */
function pageReferences(html: string): string[] {
  const patterns = [
    /<script[^>]*\ssrc="([^"]+)"/g,
    /<link(?=[^>]*\srel="(?:stylesheet|modulepreload|preload|prefetch|icon|manifest)")[^>]*\shref="([^"]+)"/g,
    /\s(?:component|renderer|before-hydration)-url="([^"]+)"/g,
    // What the site script fetches after the first paint (critical-css.ts, scripts-after-paint.ts).
    /\sdata-(?:site-style|scripts-after-paint)="([^"]+)"/g,
  ];
  return patterns
    .flatMap((pattern) =>
      [...html.matchAll(pattern)].flatMap((match) => match[1]?.split(" ") ?? []),
    )
    .filter((url) => url.startsWith("/") && !url.startsWith("//"));
}

/** The pages to precache: the home page, every tool at its canonical path, the offline page, /conversions. */
function precachedPages(root: string): string[] {
  const pagePaths = new Set(["/", offlinePagePath, ...tools.map((tool) => tool.canonicalPath)]);
  const missing = [...pagePaths].filter((path) => !existsSync(join(root, pageFile(path))));
  if (missing.length > 0)
    throw new Error(`pages to precache were not built: ${missing.join(", ")}`);
  if (existsSync(join(root, pageFile(conversionsPath)))) pagePaths.add(conversionsPath);
  return [...pagePaths];
}

/**
 * Every built file that these pages and files need, as paths relative to the build folder: the
 * pages, what their HTML loads, and every chunk, on-demand chunk and worker those files lead to.
 */
async function filesNeeded(
  root: string,
  site: BuiltSite,
  pagePaths: readonly string[],
  extraFiles: readonly string[],
): Promise<string[]> {
  const pages = pagePaths.map(pageFile);
  const loaded = await Promise.all(
    pages.map(async (file) =>
      pageReferences(await site.pageHtml(file)).map((url) => fileOfUrl(decodeURI(url))),
    ),
  );
  const roots = [...pages, ...loaded.flat(), ...extraFiles.map(fileOfUrl)];
  const isBuiltFile = (file: string) => {
    const path = resolve(root, file);
    return path.startsWith(root + sep) && existsSync(path) && statSync(path).isFile();
  };
  return reachableFiles(site.graph, roots).filter(isBuiltFile).sort();
}

/** The clean URL of a built file: index.html → /, length.html → /length, _astro/x.js → /_astro/x.js. */
const cleanUrl = (file: string) => `/${file}`.replace(/(\/index)?\.html$/, "") || "/";

/** Precache URLs are the site's clean URLs; fingerprinted files need no separate revision. */
const cleanUrls: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) => {
    const url = cleanUrl(entry.url);
    return { ...entry, url, revision: url.startsWith(fingerprintedFolder) ? null : entry.revision };
  }),
  warnings: [],
});

/** Escapes a file path for use as an exact glob pattern. */
const globLiteral = (path: string) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");

async function bundle(entry: string, format: "iife" | "esm", define: Record<string, string> = {}) {
  const result = await build({
    entryPoints: [join(sourceFolder, entry)],
    bundle: true,
    format,
    minify: true,
    target: "es2022",
    platform: "browser",
    legalComments: "none",
    write: false,
    define: { "process.env.NODE_ENV": '"production"', ...define },
  });
  return result.outputFiles[0]?.contents ?? new Uint8Array();
}

/**
 * The site as a build folder holds it: its module graph (written beside it by post-build.ts) and its
 * pages' files.
 * @example const site = await builtSiteOnDisk("dist")
 */
export async function builtSiteOnDisk(root: string): Promise<BuiltSite> {
  const graph = JSON.parse(await readFile(moduleGraphFile(root), "utf8")) as ModuleGraph;
  return { graph, pageHtml: (file) => readFile(join(root, file), "utf8") };
}

/**
 * Writes /sw.js (and /update-notice.js) into a built site; `site` gives the build's module graph
 * and pages (read from the folder if not given).
 * @example await writeServiceWorker("dist")
 */
export async function writeServiceWorker(
  outDir: string,
  enabled: boolean = offlineSupportEnabled,
  site?: BuiltSite,
): Promise<ServiceWorkerReport> {
  const root = resolve(outDir);
  const workerFile = join(root, serviceWorkerPath);
  if (!enabled) {
    const worker = await bundle("retire.ts", "iife");
    await writeFile(workerFile, worker);
    return {
      enabled,
      workerBytes: worker.byteLength,
      workerGzipBytes: gzipSync(worker).byteLength,
      precacheCount: 0,
      precacheBytes: 0,
      precacheGzipBytes: 0,
      precachedUrls: [],
    };
  }

  await writeFile(join(root, updateNoticePath), await bundle("update-notice.ts", "esm"));
  const extraFiles = [
    webManifestPath,
    "/favicon.svg",
    updateNoticePath,
    ...appIcons.map((icon) => icon.src),
  ];
  const pagePaths = precachedPages(root);
  const built = site ?? (await builtSiteOnDisk(root));
  const files = await filesNeeded(root, built, pagePaths, extraFiles);
  const { manifestEntries, size, warnings } = await getManifest({
    globDirectory: root,
    globPatterns: files.map(globLiteral),
    manifestTransforms: [cleanUrls],
  });
  if (warnings.length > 0) throw new Error(`precache list: ${warnings.join("; ")}`);
  if (manifestEntries.length !== files.length) {
    throw new Error(
      `precache list has ${manifestEntries.length} entries for ${files.length} files`,
    );
  }

  // The light mode (Save-Data) precaches the files every page shares and keeps each page, with
  // the files it needs, as it is visited: both given by their places in the precache list.
  const place = new Map(manifestEntries.map((entry, index) => [entry.url, index]));
  const places = (urls: string[]) =>
    urls.map((url) => {
      const index = place.get(url);
      if (index === undefined) throw new Error(`not in the precache list: ${url}`);
      return index;
    });
  const sharedUrls = (await filesNeeded(root, built, [offlinePagePath], extraFiles)).map(cleanUrl);
  const pageFiles = await Promise.all(
    pagePaths
      .filter((path) => !sharedUrls.includes(path))
      .map(async (path) => {
        const needed = (await filesNeeded(root, built, [path], [])).map(cleanUrl);
        return [
          path,
          places(needed.filter((url) => url !== path && !sharedUrls.includes(url))),
        ] as const;
      }),
  );
  const settings: ServiceWorkerSettings = {
    offlinePagePath,
    fingerprintedFolder,
    canonicalPaths: Object.fromEntries(
      tools
        .filter((tool) => tool.routePath !== tool.canonicalPath)
        .map((tool) => [tool.routePath, tool.canonicalPath]),
    ),
    visitedPagesLimit,
    visitedFilesLimit,
    visitedEntryMaxAgeSeconds: visitedEntryMaxAgeDays * 24 * 60 * 60,
    saveDataParameter,
    sharedFiles: places(sharedUrls),
    pageFiles: Object.fromEntries(pageFiles),
  };
  const worker = await bundle("sw.ts", "iife", {
    "self.__WB_MANIFEST": JSON.stringify(manifestEntries),
    __SERVICE_WORKER_SETTINGS__: JSON.stringify(settings),
  });
  await writeFile(workerFile, worker);
  return {
    enabled,
    workerBytes: worker.byteLength,
    workerGzipBytes: gzipSync(worker).byteLength,
    precacheCount: manifestEntries.length,
    precacheBytes: size,
    precacheGzipBytes: (
      await Promise.all(
        files.map(async (file) => gzipSync(await readFile(join(root, file))).byteLength),
      )
    ).reduce((sum, bytes) => sum + bytes, 0),
    precachedUrls: manifestEntries.map((entry) => entry.url),
  };
}

/**
 * The build log's line about the service worker.
 * @example serviceWorkerLogLine(report) // "/sw.js: 35.4 KB (11.8 KB gzipped), precaching 100 files of …"
 */
export function serviceWorkerLogLine(report: ServiceWorkerReport): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return report.enabled
    ? `${serviceWorkerPath}: ${kb(report.workerBytes)} (${kb(report.workerGzipBytes)} gzipped), precaching ${report.precacheCount} files of ${kb(report.precacheBytes)} (${kb(report.precacheGzipBytes)} gzipped)`
    : `offline support is off (OFFLINE_SUPPORT=off): ${serviceWorkerPath} removes earlier workers and their caches`;
}
