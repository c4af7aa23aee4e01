/**
 * The `client:afterpaint` directive: like `client:load`, but the island's JavaScript is fetched
 * and run only once the browser has shown the page's first content.
 *
 * Why wait: the answer is already in the HTML, so the first paint is the first right answer. Any
 * script fetched before it shares the phone's bandwidth with the page itself, and hydrating before
 * it would hold the first frame behind React's work. Input typed meanwhile is replayed when the
 * island hydrates (useEarlyInput).
 *
 * At that moment every module the page's islands need is requested at once: island-preload.ts
 * lists them in the `data-preload` attribute of the page's first such island, so the chain of
 * imports costs one round trip instead of one per level.
 */
import type { ClientDirective } from "astro";

let modulesRequested = false;

function requestIslandModules(): void {
  if (modulesRequested) return;
  modulesRequested = true;
  const list = document.querySelector<HTMLElement>("astro-island[data-preload]")?.dataset[
    "preload"
  ];
  for (const href of list?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Calls back once the first contentful paint has been presented (at once if it already was). */
function afterFirstContentfulPaint(callback: () => void): void {
  if (typeof PerformanceObserver !== "function") {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  let called = false;
  const observer = new PerformanceObserver((entries) => {
    if (called || entries.getEntriesByName("first-contentful-paint").length === 0) return;
    called = true;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint", buffered: true });
}

const afterPaint: ClientDirective = (load) => {
  afterFirstContentfulPaint(() => {
    requestIslandModules();
    void load().then((hydrate) => hydrate());
  });
};

export default afterPaint;
