import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, hexToRgb } from "../lib/color/color";

// The theme's colours, read from global.css itself so a changed colour is checked as it ships.
const css = readFileSync(new URL("./global.css", import.meta.url), "utf8");

function themeColors(selector: string): Record<string, string> {
  const block = new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`).exec(css);
  if (!block?.[1]) throw new Error(`no ${selector} block in global.css`);
  return Object.fromEntries(
    [...block[1].matchAll(/--pc-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [
      name,
      hex,
    ]),
  );
}

// Every text colour that carries words, on every background such words sit on (WCAG AA: 4.5:1).
const textColors = ["ink", "muted", "brand", "danger", "success", "warn"];
const backgrounds = ["page", "card", "subtle"];

describe.each([":root", ".dark"])("the %s theme", (selector) => {
  const colors = themeColors(selector);
  it.each(textColors.flatMap((text) => backgrounds.map((background) => [text, background])))(
    "%s text on the %s background reaches 4.5:1",
    (text, background) => {
      const ratio = contrastRatio(hexToRgb(colors[text]!), hexToRgb(colors[background]!));
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );
  it("states and status colours on their own backgrounds reach 4.5:1", () => {
    expect(
      contrastRatio(hexToRgb(colors.danger!), hexToRgb(colors["danger-bg"]!)),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(hexToRgb(colors.success!), hexToRgb(colors["success-bg"]!)),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(hexToRgb(colors["on-brand"]!), hexToRgb(colors["brand-strong"]!)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
