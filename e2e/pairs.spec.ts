/**
 * The unit-pair pages: every built page answers 1 unit as src/lib does, with its own title,
 * description, canonical link and breadcrumb; a sample hydrates the converter preset to its pair;
 * converter pages link their popular pairs and /conversions lists them all.
 */
import { test, expect, expectNoHorizontalScroll, runsOf, waitForHydration } from "./fixtures";
import { firstMatch } from "./html-text";
import { converterIds, findUnit } from "../src/lib/measures";
import { converters } from "../src/lib/measures/all";
import { withUnitSymbol } from "../src/lib/result-format";
import { findPair, popularPairs, unitPairs, type UnitPair } from "../src/lib/unit-pairs/pairs";
import { pairStatements } from "../src/lib/unit-pairs/statement";
import { getTool } from "../src/tools";

const siteUrl = process.env["SITE_URL"] ?? "https://precision-computing.com";

/** What the converter of src/lib shows for one unit of the pair. */
function libraryAnswer(pair: UnitPair): string {
  const config = converters[pair.measure];
  const fromUnit = findUnit(config, pair.from);
  const toUnit = findUnit(config, pair.to);
  const result = config.convert(1, pair.from, pair.to);
  if (!fromUnit || !toUnit || result === null) throw new Error(`no conversion for ${pair.path}`);
  return `${withUnitSymbol("1", fromUnit.symbol)} = ${config.formatResult(result, toUnit)}`;
}

test("every built pair page answers 1 unit as the library does, with its own title and canonical", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  // Requested twenty at a time (the server answers them side by side), then checked in order.
  const answers: { status: number; html: string }[] = [];
  for (const run of runsOf(unitPairs, 20)) {
    answers.push(
      ...(await Promise.all(
        run.map(async (pair) => {
          // Uncompressed: the test server would otherwise compress each page on first request.
          const response = await request.get(pair.path, {
            headers: { "Accept-Encoding": "identity" },
          });
          return { status: response.status(), html: await response.text() };
        }),
      )),
    );
  }
  for (const [index, pair] of unitPairs.entries()) {
    const { status, html } = answers[index] ?? { status: 0, html: "" };
    expect(status, pair.path).toBe(200);
    const page = pairStatements(pair);
    expect(firstMatch(html, /data-testid="pair-answer"[^>]*>([^<]*)</), pair.path).toBe(
      libraryAnswer(pair),
    );
    expect(firstMatch(html, /<h1[^>]*>([^<]*)<\/h1>/), pair.path).toBe(`${pair.heading} Converter`);
    const title = firstMatch(html, /<title>([^<]*)<\/title>/);
    const description = firstMatch(html, /<meta name="description" content="([^"]*)"/);
    expect(title, pair.path).toContain(page.statement);
    expect(description, pair.path).toContain(page.statement);
    expect(titles.has(title), `${pair.path} repeats a title`).toBe(false);
    expect(descriptions.has(description), `${pair.path} repeats a description`).toBe(false);
    titles.add(title);
    descriptions.add(description);
    expect(firstMatch(html, /<link rel="canonical" href="([^"]+)"/), pair.path).toBe(
      new URL(pair.path, siteUrl).href,
    );
  }
});

test.describe("the meters to feet page", () => {
  const pair = findPair("length", "meter", "foot");
  if (!pair) throw new Error("no meters-to-feet pair");

  test("its HTML, its breadcrumb's JSON-LD, a phone screen, then its converter preset to the pair", async ({
    page,
  }) => {
    test.setTimeout(4 * 30_000);
    await test.step("shows the answer, formula, table, units and links in its HTML", async () => {
      await page.goto(pair.path);
      await expect(page).toHaveTitle(/^Meters to Feet Converter: 1 meter = 3\.28084 feet/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meters to Feet Converter");
      await expect(page.getByTestId("pair-answer")).toHaveText("1 m = 3.28084 ft");
      await expect(page.getByText("feet = meters ÷ 0.3048", { exact: true })).toBeVisible();
      await expect(page.getByText("ft = m ÷ 0.3048", { exact: true })).toBeVisible();
      await expect(
        page.getByText(/1 foot = 0\.3048 meters, so meters = feet × 0\.3048/),
      ).toBeVisible();
      const table = page.getByRole("table", { name: "Meters to feet: common values" });
      await expect(table.getByRole("row")).toHaveCount(15);
      await expect(table.getByRole("row").nth(14)).toHaveText(/1,000 m\s*3280\.839895 ft/);
      await expect(page.getByRole("heading", { name: "Meters (m)", level: 3 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Feet (ft)", level: 3 })).toBeVisible();
      const related = page.getByRole("navigation", { name: "Related conversions" });
      await expect(related.getByRole("link", { name: "Feet to Meters" })).toHaveAttribute(
        "href",
        "/length/feet-to-meters",
      );
      await expect(related.getByRole("link", { name: /^Length Converter/ })).toHaveAttribute(
        "href",
        "/length",
      );
      await expect(related.getByRole("link", { name: "Meters to Miles" })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb).toHaveText(/Home\s*\/\s*Length Converter\s*\/\s*Meters to Feet/);
    });

    await test.step("declares its breadcrumb as BreadcrumbList JSON-LD", async () => {
      const json = await page.locator('script[type="application/ld+json"]').first().textContent();
      const data = JSON.parse(json ?? "{}") as {
        "@type": string;
        itemListElement: { position: number; name: string; item: string }[];
      };
      expect(data["@type"]).toBe("BreadcrumbList");
      expect(data.itemListElement.map((item) => item.name)).toEqual([
        "Home",
        "Length Converter",
        "Meters to Feet",
      ]);
      expect(data.itemListElement[2]?.item).toBe(new URL(pair.path, siteUrl).href);
    });

    await test.step("fits a phone screen", async () => {
      // The same page, phone-sized, then back to the desktop width for the steps that follow.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalScroll(page);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("hydrates the converter preset to the pair, with URL state and swap", async () => {
      await waitForHydration(page);
      const main = page.locator("main");
      await expect(main.getByLabel("From", { exact: true })).toHaveValue("meter");
      await expect(main.getByLabel("To", { exact: true })).toHaveValue("foot");
      await expect(main.getByTestId("result")).toHaveText("3.28084 ft");
      await main.getByLabel("Value", { exact: true }).fill("10");
      await expect(main.getByTestId("result")).toHaveText("32.808399 ft");
      await expect(page).toHaveURL(/\/length\/meters-to-feet\?value=10&from=meter&to=foot$/);
      await main.getByRole("button", { name: "Swap units" }).click();
      await expect(main.getByTestId("result")).toHaveText("3.048 m");
      await main.getByRole("button", { name: "Show All Conversions" }).click();
      await expect(main.getByRole("button", { name: "Hide All Conversions" })).toBeVisible();
    });
  });
});

test("a shared pair link keeps its value and falls back to the page's own pair", async ({
  page,
}) => {
  await page.goto("/length/feet-to-centimeters?value=5.75");
  await waitForHydration(page);
  const main = page.locator("main");
  await expect(main.getByLabel("From", { exact: true })).toHaveValue("foot");
  await expect(main.getByLabel("To", { exact: true })).toHaveValue("centimeter");
  await expect(main.getByTestId("result")).toHaveText("175.26 cm");
});

const firstPairs = converterIds.flatMap((id) =>
  popularPairs(id)
    .slice(0, 1)
    .map((pair) => ({ id, pair })),
);
for (const run of runsOf(firstPairs, 6)) {
  test(`${run.map(({ pair }) => pair.path).join(", ")}: each pair page starts its converter on its pair`, async ({
    page,
  }) => {
    test.setTimeout(run.length * 30_000);
    for (const { id, pair } of run) {
      await test.step(`the ${id} pair page ${pair.path} starts its converter on its pair`, async () => {
        await page.goto(pair.path);
        await waitForHydration(page);
        const main = page.locator("main");
        const data = pairStatements(pair);
        await expect(main.getByTestId("result")).toHaveText(data.answer.to);
        await expect(main.getByLabel("From", { exact: true })).toHaveValue(pair.from);
        await expect(main.getByLabel("To", { exact: true })).toHaveValue(pair.to);
      });
    }
  });
}

test("each converter page links its popular pairs", async ({ page }) => {
  for (const id of ["length", "temperature", "fuel-economy"] as const) {
    await page.goto(getTool(id).canonicalPath);
    const card = page.getByRole("region", { name: "Popular conversions" });
    for (const pair of popularPairs(id)) {
      await expect(card.getByRole("link", { name: pair.heading, exact: true })).toHaveAttribute(
        "href",
        pair.path,
      );
    }
  }
});

test("/conversions lists every pair, grouped by converter, and the footer links to it", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "All Unit Conversions" }).click();
  await expect(page).toHaveURL(/\/conversions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All unit conversions");
  const hrefs = await page
    .locator("main section a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const pair of unitPairs) expect(hrefs).toContain(pair.path);
  await expect(page.getByRole("heading", { name: "Length conversions", level: 2 })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
