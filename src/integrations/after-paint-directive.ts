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

import { afterFirstContentfulPaint } from "./first-paint.ts";

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

const afterPaint: ClientDirective = (load) => {
  afterFirstContentfulPaint(() => {
    requestIslandModules();
    void load().then((hydrate) => hydrate());
  });
};

export default afterPaint;
