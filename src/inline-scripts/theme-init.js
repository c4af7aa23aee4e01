// Runs in <head> before the first paint: applies the stored theme, else the system preference.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem("theme");
  } catch {
    // Storage can be blocked; the system preference then decides.
  }
  const dark = stored ? stored === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", dark);
})();
