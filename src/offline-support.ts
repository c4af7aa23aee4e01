/**
 * Offline support: the settings that the build (src/integrations/service-worker.ts), the layout
 * and the service worker share. Pure data (only a type import) so astro.config.ts and tests can load it.
 * A deployment that does not want a service worker builds with OFFLINE_SUPPORT=off: pages then
 * register none, and /sw.js becomes a worker that removes itself and its caches from browsers
 * that installed an earlier one.
 */
import type { ToolId } from "./tools";

/** False when the build runs with OFFLINE_SUPPORT=off. */
export const offlineSupportEnabled: boolean =
  (globalThis.process?.env["OFFLINE_SUPPORT"] ?? "").toLowerCase() !== "off";

/** Where the generated service worker is written and registered (its scope is the whole site). */
export const serviceWorkerPath = "/sw.js";

/**
 * The query parameter that registers the worker in its light mode (/sw.js?save-data), which pages
 * ask for when the browser saves data (navigator.connection.saveData, set with the Save-Data
 * header): it precaches only the files every page shares (the offline page, the manifest, the
 * icons) and keeps each page, with the files it needs, as it is visited. The registration script
 * (src/inline-scripts/service-worker.js) writes it out, to stay under 1 KB; a unit test checks
 * that the two agree.
 */
export const saveDataParameter = "save-data";

/** The module that offers a reload when a new version has installed (loaded only then). */
export const updateNoticePath = "/update-notice.js";

/** The page shown for a page that was never saved on the device while there is no connection. */
export const offlinePagePath = "/offline";

/** The message a page sends to a waiting worker to make it take over (the reload button). */
export const skipWaitingMessage = "skip-waiting";

/** The message a page sends to its worker as it is being left, so a new version can take over. */
export const leavingMessage = "leaving";

/** A page that said it is being left counts as gone for this long (ms): it is not reloaded, nor waited for. */
export const leavingGraceMs = 10_000;

/** The web app manifest, generated from the registry by src/pages/manifest.webmanifest.ts. */
export const webManifestPath = "/manifest.webmanifest";

/** The app icons in public/icons/, drawn from public/favicon.svg by scripts/draw-app-icons.ts. */
export const appIcons = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

/** The tools the installed app offers as shortcuts (long press or right click on its icon). */
export const shortcutToolIds = [
  "bmi",
  "length",
  "currency",
  "percentage",
] as const satisfies readonly ToolId[];

/** Pages kept on the device as they are visited (besides the precached ones), at most this many. */
export const visitedPagesLimit = 200;

/**
 * Files (images, scripts of visited pages) kept on the device as they are used, at most this many.
 * A converter page needs about 210 with its on-demand parts (every measure's, for Quick convert),
 * so the limit leaves room for that and a few other tools' files.
 */
export const visitedFilesLimit = 400;

/** How long a visited page or file is kept without being used again, in days. */
export const visitedEntryMaxAgeDays = 30;

/** What the build passes to the service worker (src/integrations/service-worker.ts → sw.ts). */
/** Where the build puts its fingerprinted files (names that change with their content). */
export const fingerprintedFolder = "/_astro/";

export interface ServiceWorkerSettings {
  offlinePagePath: string;
  /** The folder of fingerprinted files (fingerprintedFolder). */
  fingerprintedFolder: string;
  /** Route-table path → canonical path, for tools whose two paths differ. */
  canonicalPaths: Record<string, string>;
  visitedPagesLimit: number;
  visitedFilesLimit: number;
  visitedEntryMaxAgeSeconds: number;
  saveDataParameter: string;
  /** Light mode: what is precached, the files every page shares (places in the precache list). */
  sharedFiles: number[];
  /** Light mode: each page the full mode precaches → the other files it needs (places in the list), kept on a visit. */
  pageFiles: Record<string, number[]>;
}
