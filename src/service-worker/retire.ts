/// <reference lib="webworker" />
/**
 * The worker written to /sw.js when a deployment turns offline support off (OFFLINE_SUPPORT=off).
 * Browsers that installed the offline worker find this one at their next visit and treat it as a
 * new version: it takes over when the offline worker hands over (at the next navigation, or with
 * the Reload button of the update notice), or at once when no page is open. It then deletes every
 * cache and record the offline worker kept and unregisters itself; the pages it reloads come from
 * the network as if no worker had ever been installed.
 */
import { skipWaitingMessage } from "../offline-support";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("message", (event) => {
  if (event.data !== skipWaitingMessage) return;
  void self.skipWaiting();
  event.ports[0]?.postMessage("activating");
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(names.map((name) => self.caches.delete(name)));
      // Workbox's record of when each visited page was saved.
      self.indexedDB.deleteDatabase("workbox-expiration");
      await self.registration.unregister();
    })(),
  );
});
