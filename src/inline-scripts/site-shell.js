// The site's whole stylesheet, the theme toggle, the mobile menu closing on a link, and the scroll
// position after a page load.
(() => {
  const root = document.documentElement;
  // What the build named on this script (src/integrations/post-build.ts) waits for the first
  // content to be shown, so that it shares no bandwidth with the page itself (nor does Lighthouse
  // count it in the largest paint):
  // - the page's own module scripts (scripts-after-paint.ts), as the islands' code waits;
  // - the whole stylesheet (critical-css.ts), which the islands' later states need: the page
  //   carries inline the styles of its own markup. It is applied by a link added once the page
  //   has loaded, which holds up neither the parser nor a paint.
  const { siteStyle, scriptsAfterPaint } = document.currentScript?.dataset ?? {};
  const addLink = (rel, href) => {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  };
  const afterFirstPaint = () => {
    for (const script of scriptsAfterPaint?.split(" ") ?? []) {
      // The preload holds the load event until the script has arrived.
      addLink("modulepreload", script);
      void import(script);
    }
    if (!siteStyle) return;
    if (document.readyState === "complete") return addLink("stylesheet", siteStyle);
    addLink("prefetch", siteStyle);
    addEventListener("load", () => addLink("stylesheet", siteStyle), { once: true });
  };
  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    const firstPaint = new PerformanceObserver((paints) => {
      if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
      firstPaint.disconnect();
      afterFirstPaint();
    });
    firstPaint.observe({ type: "paint", buffered: true });
  } else {
    addEventListener("load", afterFirstPaint, { once: true });
  }
  const toggle = document.getElementById("theme-toggle");
  const systemDark = matchMedia("(prefers-color-scheme: dark)");
  const storedTheme = () => {
    try {
      return localStorage.getItem("theme");
    } catch {
      return null;
    }
  };
  // The browser's bar follows the page: the system's theme by default (the metas' media), the
  // visitor's choice once they have made one.
  const themeColorMetas = document.querySelectorAll('meta[name="theme-color"]');
  let themeChosen = storedTheme() !== null;
  const sync = () => {
    const dark = root.classList.contains("dark");
    toggle?.setAttribute("aria-pressed", String(dark));
    if (!themeChosen) return;
    for (const meta of themeColorMetas) {
      meta.setAttribute("content", meta.getAttribute(dark ? "data-dark" : "data-light") ?? "");
    }
  };
  sync();
  toggle?.addEventListener("click", () => {
    const dark = !root.classList.contains("dark");
    root.classList.toggle("dark", dark);
    themeChosen = true;
    try {
      localStorage.setItem("theme", dark ? "dark" : "light");
    } catch {
      // Without storage the choice lasts for this page only.
    }
    sync();
  });
  systemDark.addEventListener("change", (event) => {
    if (storedTheme()) return;
    root.classList.toggle("dark", event.matches);
    sync();
  });
  const menu = document.getElementById("mobile-menu");
  menu?.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) menu.hidePopover();
  });
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  if (location.hash) {
    setTimeout(() => {
      let id = location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // A malformed fragment (%E0%A4%A) names no element as written either; nothing to scroll to.
      }
      const target = document.getElementById(id);
      const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
      target?.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
    }, 100);
  } else {
    window.scrollTo(0, 0);
  }
})();
