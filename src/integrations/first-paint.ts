/**
 * The moment the islands' directives wait for (after-paint-directive.ts, in-view-directive.ts):
 * the page's first content shown, so that no script shares the page's own download.
 */

/**
 * Calls back once the first contentful paint has been presented (at once if it already was).
 * @example afterFirstContentfulPaint(() => void load().then((hydrate) => hydrate()));
 */
export function afterFirstContentfulPaint(callback: () => void): void {
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
