import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import {
  appIcons,
  saveDataParameter,
  shortcutToolIds,
  visitedEntryMaxAgeDays,
  visitedFilesLimit,
  visitedPagesLimit,
} from "./offline-support";
import { getTool } from "./tools";
import { webManifest } from "./web-manifest";

// Vitest empties CSS imports, `?raw` ones too; the colours are read from the file itself here.
vi.mock("./styles/global.css?raw", async () => {
  const { readFile } = await import("node:fs/promises");
  return { default: await readFile(new URL("./styles/global.css", import.meta.url), "utf8") };
});

describe("the web app manifest", () => {
  const manifest = webManifest();

  it("has what browsers need to install the site", () => {
    expect(manifest).toMatchObject({
      name: "Precision Computing",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    // The light theme's header and page colours (src/styles/global.css).
    expect([manifest.theme_color, manifest.background_color]).toEqual(["#ffffff", "#f8fafc"]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });

  it("points at icons that exist, with the size they claim", () => {
    for (const icon of appIcons) {
      const file = new URL(`../public${icon.src}`, import.meta.url);
      expect(existsSync(file), icon.src).toBe(true);
      const png = readFileSync(file);
      // A PNG's IHDR chunk holds the width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([
        icon.size,
        icon.size,
      ]);
    }
  });

  it("offers the most used tools as shortcuts, at their canonical paths", () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(
      shortcutToolIds.map((id) => getTool(id).canonicalPath),
    );
    expect(manifest.shortcuts.map((shortcut) => shortcut.short_name)).toEqual([
      "BMI",
      "Length",
      "Currency",
      "Percentage",
    ]);
  });
});

describe("the privacy policy", () => {
  it("states the limits the worker keeps visited pages and files to", () => {
    const policy = readFileSync(
      new URL("../content/pages/privacy-policy.md", import.meta.url),
      "utf8",
    );
    expect(policy).toContain(
      `at most ${visitedPagesLimit} pages and ${visitedFilesLimit} files, each removed after ${visitedEntryMaxAgeDays} days without use`,
    );
  });
});

describe("the light mode for browsers that save data", () => {
  it("is asked for by the registration script with the parameter the worker reads", () => {
    const script = readFileSync(
      new URL("./inline-scripts/service-worker.js", import.meta.url),
      "utf8",
    );
    expect(script).toContain(`navigator.connection?.saveData ? "?${saveDataParameter}" : ""`);
  });
});
