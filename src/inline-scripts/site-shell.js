// The site's whole stylesheet, the theme toggle, the mobile menu closing on a link, and the scroll
// position after a page load.
(() => {
  const root = document.documentElement;
  // What the build named on this script (src/integrations/post-build.ts) waits for the first
  // content to be shown, so that it shares no bandwidth with the page itself (nor does Lighthouse
  // count it in the largest paint):
  // - the page's own module scripts (scripts-after-paint.ts), as the islands' code waits;
  // - the whole stylesheet (critical-css.ts), which the islands' later states need: the page
  //   carries inline the styles of its own markup. It is parsed once the page has loaded, but
  //   applied only when the page first shows a class that only the file styles (an island's
  //   error, a notice): applying it restyles every element, some 30 ms on a desktop and over
  //   100 ms on a phone, which most visits never need.
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
    if (document.readyState === "complete") return holdSiteStyle();
    addLink("prefetch", siteStyle);
    addEventListener("load", holdSiteStyle, { once: true });
  };
  // The classes a stylesheet's selectors need present (those inside :not() need them absent).
  // The text is read rather than the CSSOM, whose thousand rule objects take ten times as long.
  const styledClasses = (css) => {
    let selectors = css.replace(/\{[^{}]*\}/g, ",");
    for (let before = ""; before !== selectors;) {
      before = selectors;
      selectors = selectors.replace(/:not\([^()]*\)/g, "");
    }
    return new Set(
      [...selectors.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map(([, name]) =>
        name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_, hex, char) =>
          hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
        ),
      ),
    );
  };
  const holdSiteStyle = async () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.media = "not all";
    link.href = siteStyle;
    document.head.append(link);
    const apply = () => {
      watch.disconnect();
      link.media = "all";
    };
    const watch = new MutationObserver((records) => {
      for (const { type, target, addedNodes } of records) {
        for (const element of type === "attributes" ? [target] : addedNodes) {
          if (!(element instanceof Element)) continue;
          if (needsFile(element) || someNeedsFile(element.querySelectorAll("[class]"))) {
            return apply();
          }
        }
      }
    });
    // Until the file's text is read, a class the page did not have at load applies it at once, so
    // that an island hydrating meanwhile is never drawn without its styles.
    const atLoad = new Set();
    for (const element of document.querySelectorAll("[class]")) {
      for (const name of element.classList) atLoad.add(name);
    }
    let onlyInFile;
    const needsFile = (element) => {
      for (const name of element.classList) {
        if (onlyInFile ? onlyInFile.has(name) : !atLoad.has(name)) return true;
      }
      return false;
    };
    const someNeedsFile = (elements) => {
      for (const element of elements) if (needsFile(element)) return true;
      return false;
    };
    watch.observe(root, { subtree: true, childList: true, attributeFilter: ["class"] });
    try {
      const response = await fetch(siteStyle);
      if (!response.ok) return apply();
      onlyInFile = styledClasses(await response.text());
    } catch {
      return apply();
    }
    if (link.media === "all") return;
    for (const style of document.querySelectorAll("style")) {
      for (const name of styledClasses(style.textContent ?? "")) onlyInFile.delete(name);
    }
    if (someNeedsFile(document.querySelectorAll("[class]"))) apply();
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
