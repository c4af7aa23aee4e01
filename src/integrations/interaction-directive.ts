/**
 * The `client:interaction` directive: the island's JavaScript is fetched and run only when the
 * visitor first reaches into it (focus, a press, a key). For a second form whose default answer is
 * already in the HTML (the download time under the data transfer rate converter): most visitors
 * never touch it, so its code is not part of the page's load. What the visitor typed meanwhile is
 * replayed when the island hydrates (useEarlyInput).
 */
import type { ClientDirective } from "astro";

/** What counts as reaching into the island. */
const interactions = ["focusin", "pointerdown", "keydown", "input", "change"] as const;

const interaction: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) island.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of interactions) island.addEventListener(type, start, { passive: true });
  // Focus that arrived before this ran (a field tabbed into while the page loaded).
  if (island.contains(document.activeElement)) start();
};

export default interaction;
