/**
 * The `client:inview` directive: like `client:visible`, but the island's JavaScript is fetched
 * only once the page's first content has been shown as well. An island already in view as the page
 * opens (the home page's BMI and length cards on a desktop screen) would otherwise be fetched
 * before the first paint, beside the page itself; further down, it waits to be scrolled near.
 */
import type { ClientDirective } from "astro";
import { afterFirstContentfulPaint } from "./first-paint.ts";

const inView: ClientDirective = (load, _options, island) => {
  afterFirstContentfulPaint(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    });
    // The island's own box is `display: contents`: its children are what shows.
    for (const child of island.children) observer.observe(child);
  });
};

export default inView;
