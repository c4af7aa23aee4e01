/// <reference lib="webworker" />
/**
 * The service worker, built into /sw.js after `astro build` by src/integrations/service-worker.ts
 * (bundled with Workbox; the build fills in the precache list and the settings below).
 *
 * - Precached at install: the home page, every tool page at its canonical path, the offline page,
 *   their CSS and JavaScript, the manifest and the icons. They are served from the device, so a
 *   page always comes with the files of its own version.
 * - Other pages (route-table paths, unit-pair pages, articles) are fetched from the network and
 *   kept as they are visited, by path whatever the query, with their images and scripts, bounded
 *   in number and age. Without a network, a route-table path falls back to its precached canonical
 *   page, and a page never saved gets the offline page.
 * - Light mode, for browsers that save data (registered as /sw.js?save-data): only the files every
 *   page shares are precached (the offline page, the manifest, the icons); each page the full mode
 *   would precache is kept when it is visited, with every file it needs (on-demand parts too),
 *   whatever its query, so offline use covers the pages seen.
 * - A new version installs beside the running one and waits. Open pages offer a reload (the
 *   update notice); when the only page is left for another, the new version takes over that
 *   navigation. It then empties the caches of visited pages, which point at the old files. At
 *   install it keeps the old version's fingerprinted files it does not have itself, so that a page
 *   still open on the old version can load the code it asks for later, after the deploy removed it.
 */
import { cacheNames, clientsClaim } from "workbox-core";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import {
  leavingGraceMs,
  leavingMessage,
  skipWaitingMessage,
  type ServiceWorkerSettings,
} from "../offline-support";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
declare const __SERVICE_WORKER_SETTINGS__: ServiceWorkerSettings;
const settings = __SERVICE_WORKER_SETTINGS__;

/** Light mode: the page asked for it because the browser saves data (src/offline-support.ts). */
const light = new URL(self.location.href).searchParams.has(settings.saveDataParameter);

/** How long a worker handing over waits for the new one to confirm. */
const handoverTimeoutMs = 2_000;

const visitedPagesCache = "visited-pages";
const visitedFilesCache = "visited-files";
const visitedPages = new ExpirationPlugin({
  maxEntries: settings.visitedPagesLimit,
  maxAgeSeconds: settings.visitedEntryMaxAgeSeconds,
  purgeOnQuotaError: true,
});
const visitedFiles = new ExpirationPlugin({
  maxEntries: settings.visitedFilesLimit,
  maxAgeSeconds: settings.visitedEntryMaxAgeSeconds,
  purgeOnQuotaError: true,
});

/** Empties a cache of visited entries and its expiration records. */
async function forget(cacheName: string): Promise<void> {
  await self.caches.delete(cacheName);
  await new CacheExpiration(cacheName, { maxEntries: 1 }).delete();
}

/** Without a network and nothing saved: the canonical page (precached or kept), else the offline page. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const path = new URL(request.url).pathname;
    const canonical = settings.canonicalPaths[path];
    return (
      (canonical === undefined
        ? undefined
        : ((await matchPrecache(canonical)) ??
          (await self.caches.match(canonical, { cacheName: visitedPagesCache })))) ??
      (await matchPrecache(settings.offlinePagePath))
    );
  },
};

/**
 * A visited page is kept, and found again, by its path: its HTML is the same whatever the query
 * (the query only sets a converter's state, which the page reads in the browser, offline too).
 */
const byPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

const pages = new NetworkFirst({
  cacheName: visitedPagesCache,
  // On a connection that has stopped answering, a saved page is better than a long wait.
  networkTimeoutSeconds: 6,
  // Workbox's own plugin types disagree with exactOptionalPropertyTypes; the objects fit.
  plugins: [byPath, visitedPages as WorkboxPlugin, offlineFallback],
});
/**
 * The fingerprinted files of the version this one replaced that this one does not have: a page
 * still open on that version (a tab with typed input, not reloaded) may yet ask for code it has
 * not loaded (Quick convert, a list panel), which the new deploy no longer serves.
 */
const previousVersionCache = "previous-version";

/** A file of the previous version, by path, if it was kept. */
function previousVersionFile(url: string): Promise<Response | undefined> {
  const { origin, pathname } = new URL(url);
  return self.caches.match(origin + pathname, { cacheName: previousVersionCache });
}

/** A file the network no longer has (404) or cannot give: the previous version's copy, if kept. */
const previousVersion: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) =>
    response.status === 404 ? ((await previousVersionFile(request.url)) ?? response) : response,
  handlerDidError: async ({ request }) => previousVersionFile(request.url),
};

const files = new CacheFirst({
  cacheName: visitedFilesCache,
  plugins: [visitedFiles as WorkboxPlugin, previousVersion],
});

/** Pages (by client id) that told this worker they are being left, and when. */
const leavingPages = new Map<string, number>();
/** Callbacks waiting for the next "leaving" message. */
const leavingListeners = new Set<() => void>();
/** How long a navigation waits for the message of the page it leaves (sent just before it). */
const leavingMessageWaitMs = 300;

/** Resolves at the next "leaving" message, or after `timeoutMs`. */
function nextLeavingMessage(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      leavingListeners.delete(done);
      resolve();
    };
    leavingListeners.add(done);
    setTimeout(done, timeoutMs);
  });
}

/** Asks the waiting worker to activate and resolves once it has agreed (or after a timeout). */
function handOver(waiting: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, handoverTimeoutMs);
    waiting.postMessage(skipWaitingMessage, [channel.port2]);
  });
}

/**
 * The answer to a navigation that the new version takes over. The new worker activates only once
 * this one has answered, so the answer is a blank page that loads the address again as soon as
 * the new worker has finished activating (it then answers with the new version's page; a worker
 * that removes itself has gone by then, and the page comes from the network).
 */
const handoverPage = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="color-scheme" content="light dark"><link rel="icon" href="data:,"><title>Updating</title><script>const c=navigator.serviceWorker;const go=()=>{const w=c.controller;w&&w.state==="activating"?w.addEventListener("statechange",go,{once:true}):location.reload()};c.addEventListener("controllerchange",go,{once:true});c.getRegistration().then((r)=>{if(!r||!r.waiting)go()})</script></html>`;

/**
 * When a new version is waiting and every page of this version is being left, the new version
 * takes over this navigation.
 */
async function takeOverNavigation(): Promise<Response | undefined> {
  const waiting = self.registration.waiting;
  if (!waiting) return undefined;
  const someoneStays = async () => {
    const now = Date.now();
    const windows = await self.clients.matchAll({ type: "window" });
    return windows.some(
      (client) => now - (leavingPages.get(client.id) ?? -Infinity) > leavingGraceMs,
    );
  };
  // The page being left posts its message just before this navigation, but the two reach the
  // worker as separate events in either order: give the message a moment to arrive.
  if (await someoneStays()) await nextLeavingMessage(leavingMessageWaitMs);
  if (await someoneStays()) return undefined;
  await handOver(waiting);
  return new Response(handoverPage, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

// The build writes the list where self.__WB_MANIFEST stands: read it once, so it is written once.
const precacheList = self.__WB_MANIFEST;

/**
 * At install: keeps the fingerprinted files of the version being replaced (precached or kept as
 * visited) that this version does not have, in place of those of the one before; they are served
 * only when the network has no such file (the `previousVersion` plugin).
 */
async function keepPreviousVersionFiles(): Promise<void> {
  const own = new Set(
    precacheList.map(
      (entry) =>
        new URL(typeof entry === "string" ? entry : entry.url, self.location.href).pathname,
    ),
  );
  await self.caches.delete(previousVersionCache);
  const previous = await self.caches.open(previousVersionCache);
  for (const name of [cacheNames.precache, visitedFilesCache]) {
    if (!(await self.caches.has(name))) continue;
    const cache = await self.caches.open(name);
    for (const request of await cache.keys()) {
      const { origin, pathname } = new URL(request.url);
      if (!pathname.startsWith(settings.fingerprintedFolder) || own.has(pathname)) continue;
      const response = await cache.match(request);
      if (response) await previous.put(origin + pathname, response);
    }
  }
}

self.addEventListener("install", (event) => event.waitUntil(keepPreviousVersionFiles()));

/** The URL of an entry of the precache list, by its place. */
function precachedUrl(place: number): string | undefined {
  const entry = precacheList[place];
  return typeof entry === "string" ? entry : entry?.url;
}

/** Light mode: how long after a navigation its page's files are kept, so the page's own requests go first. */
const keepFilesDelayMs = 5_000;

/**
 * Light mode: keeps a page the full mode precaches, by its path (its HTML is the same whatever the
 * query), and the files it needs: from the cache when kept, else from the network (mostly the
 * browser's HTTP cache, which already holds what the page loaded).
 */
async function keepPage(path: string, event: ExtendableEvent, delayMs: number): Promise<void> {
  const needed = (settings.pageFiles[path] ?? []).flatMap((place) => precachedUrl(place) ?? []);
  await new Promise((done) => setTimeout(done, delayMs));
  await Promise.allSettled([
    ...(delayMs > 0 ? [] : [pages.handle({ request: new Request(path), event })]),
    ...needed.map((url) => files.handle({ request: new Request(url), event })),
  ]);
}

registerRoute(
  ({ request }) => request.mode === "navigate",
  ({ request, event, url }) => {
    const keep = light && url.pathname in settings.pageFiles;
    // Called at once, while the event may still be extended.
    if (keep) event.waitUntil(keepPage(url.pathname, event, keepFilesDelayMs));
    return (async () =>
      (await takeOverNavigation()) ??
      // A precached page answers for its path whatever the query (converters keep their state there).
      (await matchPrecache(url.pathname)) ??
      (keep
        ? pages.handle({ request: new Request(url.pathname), event })
        : pages.handle({ request, event })))();
  },
);

precacheAndRoute(
  light ? settings.sharedFiles.flatMap((place) => precacheList[place] ?? []) : precacheList,
);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    ["image", "script", "style", "font", "worker"].includes(request.destination),
  files,
);

self.addEventListener("message", (event) => {
  if (event.data === skipWaitingMessage) {
    void self.skipWaiting();
    event.ports[0]?.postMessage("activating");
  } else if (event.data === leavingMessage && event.source && "id" in event.source) {
    leavingPages.set(event.source.id, Date.now());
    for (const listener of [...leavingListeners]) listener();
  }
});

/** Light mode: keeps the open pages, which loaded before this worker could see them. */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const paths = new Set(windows.map((client) => new URL(client.url).pathname));
  await Promise.all(
    [...paths].filter((path) => path in settings.pageFiles).map((path) => keepPage(path, event, 0)),
  );
}

self.addEventListener("activate", (event) => {
  // Pages saved by the previous version link to its files, which the precache no longer holds.
  event.waitUntil(
    Promise.all([forget(visitedPagesCache), forget(visitedFilesCache)]).then(() =>
      light ? keepOpenPages(event) : undefined,
    ),
  );
});

// The first version takes control of the page that installed it, so that page works offline too.
clientsClaim();
