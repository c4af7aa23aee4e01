/**
 * The default build has advertising off: not a byte of ad markup, banner, ad script or reserved
 * room on any page, no ads.txt, and no third-party request. (Skipped against a build with ads on,
 * which e2e/ads-on.spec.ts covers.)
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, waitForHydration } from "./fixtures";

const outDir = process.env["OUT_DIR"] ?? "dist";
const adsOn = existsSync(join(outDir, "ads.txt"));
test.skip(adsOn, "this build has ads on; e2e/ads-on.spec.ts covers it");

/**
 * Text that only advertising code or markup would bring into a built file. (The privacy policy
 * describes the banner and the "Cookie settings" link in both builds, so those words are checked
 * on the rendered pages below instead.)
 */
const adMarkers = [
  "data-ad-placement",
  "data-ad-settings",
  "ad-consent",
  "adsbygoogle",
  "googlesyndication",
  "doubleclick",
];

test("no built page, script or header file carries anything of advertising", () => {
  const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    /\.(html|js|css|txt|xml|webmanifest)$|(^|\/)_headers$|\.conf$/.test(file),
  );
  expect(files.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(outDir, file), "utf8");
    for (const marker of adMarkers) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  expect(found).toEqual([]);
});

test("no ads.txt, no banner, no slot and no third-party request on the pages", async ({
  page,
  request,
  externalRequests,
}) => {
  expect((await request.get("/ads.txt")).status()).toBe(404);
  for (const path of [
    "/",
    "/length",
    "/bmi",
    "/blogs",
    "/blog/measurement-length-converter-guide",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    await expect(page.getByText("Advertisement")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cookie settings" })).toHaveCount(0);
  }
  expect(externalRequests).toEqual([]);
});
