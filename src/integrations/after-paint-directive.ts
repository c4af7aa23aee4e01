/**
 * The `client:afterpaint` directive: like `client:load`, but the island hydrates just after the
 * browser has painted it. Its modules are preloaded with the page (island-preload.ts), so on a
 * fast connection they can arrive before the first paint; hydrating then would hold the page's
 * first frame behind React's work. Waiting one frame keeps the server-rendered answer on screen
 * first, and input made meanwhile is replayed by useEarlyInput.
 */
import type { ClientDirective } from "astro";

const afterPaint: ClientDirective = (load) => {
  requestAnimationFrame(() => {
    setTimeout(async () => {
      const hydrate = await load();
      await hydrate();
    }, 0);
  });
};

export default afterPaint;
