/**
 * Pages that fit a phone (issue 38 §4), at 390 and 1280 px on one page of every template: the page
 * never scrolls sideways; a table of two or three columns fits its box with no cell cut; a wider
 * table that does not fit scrolls inside a region the keyboard can focus, named, that shows it
 * scrolls; no code block is cut. /conversions starts folded, about two phone screens tall, with
 * every link in the HTML, and its filter narrows the links.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, waitUntilSettled } from "./fixtures";
import { axeViolations } from "./axe";
import { getTool, tools } from "../src/tools";
import { isConverterId } from "../src/lib/measures";
import { unitPairs } from "../src/lib/unit-pairs/pairs";
import { ingredients } from "../src/lib/ingredients";
import { ingredientPagePath, ingredientTitle } from "../src/lib/ingredients/page";
import { filterStatus, filterWords, linkMatches } from "../src/lib/unit-pairs/list-filter";

const widths = [390, 1280] as const;
const [firstIngredient] = ingredients;
if (!firstIngredient) throw new Error("no ingredient");

/** One page of each template, and the tool guides with the widest tables. */
const pages = [
  "/",
  getTool("length").canonicalPath,
  getTool("torque").canonicalPath,
  getTool("text-tools").canonicalPath,
  getTool("number-base").canonicalPath,
  ...tools.filter((tool) => !isConverterId(tool.id)).map((tool) => tool.canonicalPath),
  "/length/meters-to-feet",
  ingredientPagePath(firstIngredient),
  "/blogs",
  "/blog/measurement-length-converter-guide",
  "/blog/financial-currency-converter-tips",
  "/conversions",
  "/conversion-factors",
  "/about-us",
  "/privacy-policy",
  "/no-such-page",
].filter((path, index, all) => all.indexOf(path) === index);

interface TableFit {
  name: string;
  columns: number;
  fits: boolean;
  cutCells: string[];
  scrollBox: { focusable: boolean; role: string | null; label: string; sign: boolean } | null;
}

/** How each table on show fits: its size, cut cells, and the box that scrolls it if any. */
function tableFits(page: Page): Promise<TableFit[]> {
  return page.locator("main table").evaluateAll((tables) =>
    (tables as HTMLTableElement[])
      .filter((table) => table.checkVisibility())
      .map((table) => {
        let box = table.parentElement;
        while (box && !["auto", "scroll"].includes(getComputedStyle(box).overflowX)) {
          box = box.parentElement;
        }
        const container = box ?? table.parentElement ?? table;
        const style = box ? getComputedStyle(box) : null;
        return {
          name:
            table.closest("[aria-label]")?.getAttribute("aria-label") ??
            table.caption?.textContent ??
            "",
          columns: Math.max(...[...table.rows].map((row) => row.cells.length)),
          fits: table.getBoundingClientRect().width <= container.clientWidth + 1,
          cutCells: [...table.querySelectorAll<HTMLElement>("th, td")]
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => cell.textContent?.trim() ?? ""),
          scrollBox:
            box && style
              ? {
                  focusable: box.tabIndex === 0,
                  role: box.getAttribute("role"),
                  label: box.getAttribute("aria-label") ?? "",
                  // Shadows at the edges that move with the table: gradients, some attached locally.
                  sign:
                    (style.backgroundImage.match(/gradient/g) ?? []).length >= 2 &&
                    style.backgroundAttachment.includes("local"),
                }
              : null,
        };
      }),
  );
}

for (const width of widths) {
  // Console errors, CSP violations and axe on these pages: every-page.spec.ts and calm-pages.spec.ts.
  test(`no page scrolls sideways and no table or code block is cut at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitUntilSettled(page);
        await expectNoHorizontalScroll(page);
        for (const table of await tableFits(page)) {
          const what = `${path}: table "${table.name}"`;
          expect(table.cutCells, `${what}: cells cut`).toEqual([]);
          if (table.columns <= 3) expect(table.fits, `${what} reflows`).toBe(true);
          if (table.fits) continue;
          expect(table.scrollBox, `${what} scrolls in a box that shows it`).toEqual({
            focusable: true,
            role: "region",
            label: expect.stringMatching(/\S/),
            sign: true,
          });
        }
        const cutCode = await page
          .locator("main pre")
          .evaluateAll((blocks) =>
            blocks
              .filter((block) => block.scrollWidth > block.clientWidth + 1)
              .map((block) => block.textContent?.slice(0, 40)),
          );
        expect(cutCode, `${path}: code blocks cut`).toEqual([]);
      });
    }
  });
}

test("a wide table scrolls from the keyboard inside its region on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/conversion-factors");
  const region = page.getByRole("region", { name: "Length factors" });
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expectNoHorizontalScroll(page);
});

/** The text the filter reads for each pair and ingredient link: its measure's name and its own. */
const pairTexts = unitPairs.map(
  (pair) => `${getTool(pair.measure).title.replace(/ Converter$/, "")} ${pair.heading}`,
);
const ingredientTexts = ingredients.map(
  (item) => `Ingredients cooking ${ingredientTitle(item)} in grams`,
);
const expectedMatches = (query: string) =>
  [...pairTexts, ...ingredientTexts].filter((text) => linkMatches(text, filterWords(query))).length;

const listLinks = (page: Page) => page.locator("main details[data-section] li a");
const sections = (page: Page) => page.locator("main details[data-section]");

test.describe("/conversions", () => {
  for (const width of widths) {
    test(`starts folded with every link in the HTML at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/conversions");
      await waitUntilSettled(page);
      const hrefs = await listLinks(page).evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      expect(hrefs).toHaveLength(unitPairs.length + ingredients.length);
      expect(new Set(hrefs)).toEqual(
        new Set([...unitPairs.map((pair) => pair.path), ...ingredients.map(ingredientPagePath)]),
      );
      const open = await sections(page).evaluateAll((all) =>
        all.filter((section) => (section as HTMLDetailsElement).open),
      );
      expect(open).toHaveLength(0);
      // About two phone screens: the folded list ends within 1,700 px of the top.
      const listEnd = await sections(page)
        .last()
        .evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
      expect(listEnd).toBeLessThanOrEqual(1_700);
      await expectNoHorizontalScroll(page);
    });
  }

  test("the filter narrows the links, opens the sections that keep some, and clears", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/conversions");
    await waitUntilSettled(page);
    const filter = page.getByLabel("Filter conversions");
    const status = page.locator("#conversions-filter-status");

    for (const query of ["feet", "kilo"]) {
      await filter.fill(query);
      const count = expectedMatches(query);
      expect(count).toBeGreaterThan(0);
      await expect(status).toHaveText(filterStatus(count, query));
      const shown = await listLinks(page).evaluateAll((links) =>
        links.filter((link) => link.checkVisibility()).map((link) => link.textContent ?? ""),
      );
      expect(shown).toHaveLength(count);
      for (const text of shown) expect(text.toLowerCase()).toContain(query);
      // Every section that keeps a link is open; the others are hidden.
      const states = await sections(page).evaluateAll((all) =>
        (all as HTMLDetailsElement[]).map((section) => ({
          hidden: section.hidden,
          open: section.open,
          kept: [...section.querySelectorAll("li")].some((item) => !item.hidden),
        })),
      );
      for (const state of states) {
        expect(state).toEqual(
          state.kept
            ? { hidden: false, open: true, kept: true }
            : { hidden: true, open: false, kept: false },
        );
      }
      await expectNoHorizontalScroll(page);
    }
    expect(await axeViolations(page), "axe violations after filtering").toEqual([]);

    await filter.fill("zzzq");
    await expect(status).toHaveText(filterStatus(0, "zzzq"));
    await expect(status).toContainText("No conversions match");
    await expect(sections(page).filter({ visible: true })).toHaveCount(0);

    await filter.fill("");
    await expect(status).toHaveText("");
    const restored = await sections(page).evaluateAll((all) =>
      (all as HTMLDetailsElement[]).map((section) => ({
        hidden: section.hidden,
        open: section.open,
        hiddenLinks: section.querySelectorAll("li[hidden]").length,
      })),
    );
    expect(restored).toEqual(restored.map(() => ({ hidden: false, open: false, hiddenLinks: 0 })));
    expect(consoleErrors).toEqual([]);
  });

  test("the keyboard reaches the filter and opens and closes a section", async ({ page }) => {
    await page.goto("/conversions");
    await waitUntilSettled(page);
    await page.getByRole("button", { name: "Open the conversion page" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Filter conversions")).toBeFocused();
    await page.keyboard.press("Tab");
    const openAll = page.getByRole("button", { name: "Open all" });
    await expect(openAll).toBeFocused();
    await page.keyboard.press("Tab");
    const length = page.locator("details#length");
    await expect(length.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(length).toHaveAttribute("open", "");
    await expect(length.getByRole("link", { name: "Meters to Feet", exact: true })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(length).not.toHaveAttribute("open");

    await openAll.click();
    await expect(sections(page).and(page.locator("[open]"))).toHaveCount(
      await sections(page).count(),
    );
    await expect(page.getByRole("button", { name: "Close all" })).toBeVisible();
  });

  test("a link to a section opens it", async ({ page }) => {
    await page.goto("/conversions#weight");
    await expect(page.locator("details#weight")).toHaveAttribute("open", "");
    await expect(page.locator('main a[href="/weight/kilograms-to-pounds"]')).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every section opens from its summary", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/conversions");
      await expect(listLinks(page)).toHaveCount(unitPairs.length + ingredients.length);
      const weight = page.locator("details#weight");
      await weight.locator("summary").click();
      await expect(weight.locator('a[href="/weight/kilograms-to-pounds"]')).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});
