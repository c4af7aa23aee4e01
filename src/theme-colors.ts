/**
 * The colours of the browser's and the installed app's own chrome, read from the light and dark
 * tokens of src/styles/global.css so that they follow the design: the header's background for
 * the `theme-color` (the bar above the page continues the header) and the page background for
 * the splash screen of the installed app.
 */
import globalCss from "./styles/global.css?raw";

function token(selector: ":root" | ".dark", name: string): string {
  const blockPattern = new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")}\\s*\\{([^}]*)\\}`);
  const block = blockPattern.exec(globalCss)?.[1] ?? "";
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
  if (!value) throw new Error(`src/styles/global.css defines no --${name} in ${selector}`);
  return value;
}

export const themeColors = {
  light: { header: token(":root", "pc-card"), page: token(":root", "pc-page") },
  dark: { header: token(".dark", "pc-card"), page: token(".dark", "pc-page") },
} as const;
