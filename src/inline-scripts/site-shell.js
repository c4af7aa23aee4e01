// The site's whole stylesheet, the theme toggle, the mobile menu closing on a link, and the scroll
// position after a page load.
(() => {
  const root = document.documentElement;
  // The page carries inline the styles of its own markup; the whole stylesheet, which the islands'
  // later states need, is fetched once the page has loaded (src/integrations/critical-css.ts), by
  // a link added from script, which holds up neither the parser nor a paint.
  const siteStyle = document.querySelector("link[data-site-style]");
  const applySiteStyle = () => {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = siteStyle.href;
    document.head.append(sheet);
  };
  if (siteStyle && document.readyState === "complete") applySiteStyle();
  else if (siteStyle) addEventListener("load", applySiteStyle, { once: true });
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
