/**
 * The JavaScript budget as a browser meets it: every tool page, opened and left alone until the
 * network is quiet, loads no more than DESIGN.md's 80 KB gzipped. scripts/check-site.ts counts
 * the same budget from the HTML and the module graph; this catches what the page loads that the
 * HTML does not name (a chunk imported at hydration, such as the page's own measure).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { test, expect, waitForHydration } from "./fixtures";
import { tools } from "../src/tools";
import { ingredients } from "../src/lib/ingredients";
import { ingredientPagePath } from "../src/lib/ingredients/page";
import { budgets } from "../scripts/budgets";

const outDir = process.env["OUT_DIR"] ?? "dist";
const gzipBytes = new Map<string, number>();
function gzipBytesOf(path: string): number {
  let bytes = gzipBytes.get(path);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(outDir, decodeURIComponent(path)))).length;
    gzipBytes.set(path, bytes);
  }
  return bytes;
}

test("every tool page (and an ingredient page) loads at most 80 KB of JavaScript, gzipped, with everything it loads by itself", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const loaded = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.endsWith(".js")) {
      loaded.add(url.pathname);
    }
  });
  const totals: string[] = [];
  // Every tool page, and an ingredient page (they all load the same files).
  const paths = [...tools.map((tool) => tool.canonicalPath), ingredientPagePath(ingredients[0]!)];
  for (const path of paths) {
    const tool = { canonicalPath: path };
    loaded.clear();
    await page.goto(tool.canonicalPath);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const total = [...loaded].reduce((sum, path) => sum + gzipBytesOf(path), 0);
    totals.push(`${tool.canonicalPath} ${total}`);
    expect(total, `${tool.canonicalPath} loads ${[...loaded].join(", ")}`).toBeLessThanOrEqual(
      budgets.toolPageJsGzipBytes,
    );
    expect(total, `${tool.canonicalPath} loads some JavaScript`).toBeGreaterThan(0);
  }
  test.info().annotations.push({ type: "bytes", description: totals.join("; ") });
});
