/**
 * Issue 26's page structure: a tool's answer in view on a phone, Quick convert in one place
 * (below the tool), nothing that moves by itself, tab rows without a lone tab, and no unit name
 * cut off in its select. Tests that visit several pages give each page a step.
 */
import type { Page } from "@playwright/test";
import { test, expect, firstQuickAnswer, runsOf, waitForHydration } from "./fixtures";
import { tools } from "../src/tools";
import { converterIds } from "../src/lib/measures";
import { recordCspViolations } from "./csp-violations";

const phone = { width: 390, height: 844 };

/** Where each tool shows its answer: DESIGN.md's `result`, or the tool's own first output. */
const resultSelector: Record<string, string> = {
  color: '[data-testid="preview-hex"]',
  "text-tools": '[data-testid^="output-"]',
  calculator: '[data-testid="quick-result"]',
};

/** Starts summing the page's layout shifts (not those right after input) from its first paint. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => source.node?.nodeName ?? "?"),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );
}

/** Lists the options of the page's visible selects whose text is wider than the select's room. */
function cutOffOptions(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return [`${where}: no canvas`];
    const found: string[] = [];
    for (const select of document.querySelectorAll("select")) {
      if (select.offsetParent === null) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The text's room: the box less its padding and the arrow (about 20 px in Chromium).
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      for (const option of select.options) {
        const width = context.measureText(option.text).width;
        if (width > room) {
          found.push(`${where} #${select.id}: "${option.text}" ${Math.round(width)} > ${room}`);
        }
      }
    }
    return found;
  }, where);
}

/**
 * Keeps the browser's own requestAnimationFrame for drawnFrames, before a clock installed in the
 * test replaces it with one that runs only when the test moves the clock on.
 */
async function keepAnimationFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { drawnFrame: window.requestAnimationFrame.bind(window) });
  });
}

/**
 * Resolves once two frames have been drawn, on a page where the test's clock runs its timers: the
 * layout shifts of everything done so far have then been reported.
 */
async function drawnFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { drawnFrame } = window as unknown as { drawnFrame: typeof requestAnimationFrame };
        drawnFrame(() => drawnFrame(() => resolve()));
      }),
  );
}

/**
 * Resolves once the page's main thread is idle and two frames have been drawn since, so that the
 * layout shifts of everything done so far have been reported.
 */
async function settledFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
      ),
  );
}

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  // Every tool page (the answer's place, and the selects' options), then the other pages with
  // unit selects: the home page and a pair page. Every tool page hydrates here, so each is also
  // checked for console errors, CSP violations and external requests (e2e/every-page.spec.ts runs
  // axe on a sample).
  const toolRuns = runsOf(tools, 5);
  for (const run of toolRuns) {
    test(`${run.map((tool) => tool.title).join(", ")}: the result starts above 600 px; every option of every select fits its box; no console error, CSP violation or external request`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      test.setTimeout(run.length * 30_000);
      const cspViolations = await recordCspViolations(page);
      for (const tool of run) {
        await test.step(`${tool.title}: the result starts above 600 px; every option of every select fits its box; no console error, CSP violation or external request`, async () => {
          consoleErrors.length = 0;
          await page.goto(tool.canonicalPath);
          await waitForHydration(page);
          const result = page.locator(resultSelector[tool.id] ?? '[data-testid="result"]').first();
          const box = await result.boundingBox();
          expect(box, "the result is rendered").not.toBeNull();
          expect(box?.y ?? Infinity).toBeLessThan(600);
          expect(await cutOffOptions(page, tool.canonicalPath)).toEqual([]);
          expect(await cspViolations(), "CSP violations").toEqual([]);
          expect(consoleErrors, "console errors").toEqual([]);
          expect(externalRequests, "external requests").toEqual([]);
        });
      }
    });
  }

  test("the home page and a pair page: every option of every select fits its box", async ({
    page,
  }) => {
    for (const path of ["/", "/length/meters-to-feet"]) {
      await test.step(`${path}: every option of every select fits its box`, async () => {
        await page.goto(path);
        expect(await cutOffOptions(page, path)).toEqual([]);
      });
    }
  });

  test("Quick convert: after the converter, before the rest; the 404 page has it too, and it answers", async ({
    page,
  }) => {
    test.setTimeout(3 * 30_000);
    for (const path of ["/temperature", "/length/meters-to-feet"]) {
      await test.step(`${path}: after the converter, before the rest`, async () => {
        await page.goto(path);
        const quick = page.getByLabel("Quick convert", { exact: true });
        await expect(quick).toBeVisible();
        const resultBox = await page.getByTestId("result").boundingBox();
        const quickBox = await quick.boundingBox();
        expect(quickBox?.y ?? 0).toBeGreaterThan(
          (resultBox?.y ?? Infinity) + (resultBox?.height ?? 0),
        );
      });
    }
    await test.step("the 404 page has it too, and it answers", async () => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      const quick = page.getByLabel("Quick convert", { exact: true });
      await quick.fill("37c to f");
      await expect(page.getByTestId("quick-result")).toContainText("98.6", firstQuickAnswer);
    });
  });

  test("tab rows: no lone tab under a row of three or more, nothing cut off", async ({ page }) => {
    test.setTimeout(4 * 30_000);
    for (const path of ["/cooking", "/text-tools", "/percentage", "/bmi"]) {
      await test.step(`${path}: no lone tab under a row of three or more, nothing cut off`, async () => {
        await page.goto(path);
        const tablists = page.getByRole("tablist");
        await expect(tablists.first()).toBeVisible();
        for (const tablist of await tablists.all()) {
          const layout = await tablist.evaluate((list) => {
            const rows = new Map<number, number>();
            for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
              const top = Math.round(tab.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            const clipped = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
              (tab) => tab.scrollWidth > tab.clientWidth,
            ).length;
            return {
              rows: [...rows].sort(([a], [b]) => a - b).map(([, count]) => count),
              overflows: list.scrollWidth > list.clientWidth,
              clipped,
            };
          });
          const last = layout.rows.at(-1) ?? 0;
          const beforeLast = layout.rows.at(-2) ?? 0;
          expect(last === 1 && beforeLast > 2, `rows ${layout.rows.join(" + ")}`).toBe(false);
          if (layout.rows.length > 1)
            expect(last, `rows ${layout.rows.join(" + ")}`).toBeGreaterThan(1);
          expect(layout.overflows).toBe(false);
          expect(layout.clipped).toBe(0);
        }
      });
    }
  });
});

for (const width of [390, 1280]) {
  test(`Quick convert at ${width} px: its card keeps the page's gap from the buttons above`, async ({
    page,
  }) => {
    test.setTimeout(3 * 30_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/length", "/data-storage", "/length/meters-to-feet"]) {
      await test.step(`${path} at ${width} px: its card keeps the page's gap from the buttons above`, async () => {
        await page.goto(path);
        const buttons = await page
          .locator("main")
          .getByRole("button", { name: "Convert a list" })
          .boundingBox();
        const card = await page
          .locator("form", { has: page.getByLabel("Quick convert") })
          .boundingBox();
        // The layout's gap between cards is 24 px (gap-6).
        expect(
          (card?.y ?? 0) - ((buttons?.y ?? Infinity) + (buttons?.height ?? 0)),
        ).toBeGreaterThanOrEqual(23);
      });
    }
  });
}

test.describe("nothing moves by itself", () => {
  test("the home page does not shift while its highlights go round once, at 390 and 1280 px", async ({
    page,
    context,
  }) => {
    // A full round of the highlights (five slides, one every 4 s) in both widths at once: two
    // pages side by side in one test, on a clock that the test moves on 4 s at a time.
    const pages = [page, await context.newPage()];
    const viewports = [phone, { width: 1280, height: 800 }];
    for (const [index, viewport] of viewports.entries()) {
      const page = pages[index];
      if (!page) throw new Error("no page");
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await keepAnimationFrames(page);
    }
    await context.clock.install();
    const slidesOf = await Promise.all(
      pages.map(async (page) => {
        await page.goto("/");
        // The rotating highlights in view, where a change of height would move what is below.
        await page.getByRole("region", { name: "Feature highlights" }).scrollIntoViewIfNeeded();
        return page.locator("[data-slide]");
      }),
    );
    // It does rotate: each slide in turn, then the first again (a still page is not a stopped
    // carousel). Each slide is drawn before the next is shown.
    const count = await slidesOf[0]?.count();
    for (const slide of [...Array.from({ length: count ?? 0 }, (_, i) => i).slice(1), 0]) {
      await context.clock.runFor(4_000);
      for (const [index, slides] of slidesOf.entries()) {
        await expect(slides.nth(slide), `${viewports[index]?.width} px`).toBeVisible();
        await drawnFrames(pages[index] ?? page);
      }
    }
    for (const [index, page] of pages.entries()) {
      expect(await layoutShifts(page), `${viewports[index]?.width} px`).toEqual([]);
    }
  });

  test("the age page does not shift at load, at 390 and 1280 px", async ({ page }) => {
    test.setTimeout(2 * 30_000);
    await recordLayoutShifts(page);
    for (const viewport of [phone, { width: 1280, height: 800 }]) {
      await test.step(`the age page does not shift at load at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto("/time/age-calculator");
        await waitForHydration(page);
        await expect(page.locator("#age-milestones-heading")).toBeVisible();
        await settledFrames(page);
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // What is left (about 0.00002) is the text inside the "Age as of" date field, which the
        // island fills with today's date on hydration: "mm/dd/yyyy" becomes "11/25/2026".
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.0001);
      });
    }
  });
});

test.describe("the converter card keeps one height", () => {
  const widths = [phone, { width: 1280, height: 900 }];
  // Each converter's page is opened once and measured at both widths.
  for (const run of runsOf(converterIds, 6)) {
    test(`${run.join(", ")}: one height whatever the unit pair, at 390 and 1280 px`, async ({
      page,
    }) => {
      test.setTimeout(run.length * 20_000);
      const heights: string[] = [];
      for (const id of run) {
        await test.step(`${id}: one card height for every unit pair at 390 and 1280 px`, async () => {
          await page.setViewportSize(phone);
          await page.goto(`/${id}`);
          await waitForHydration(page);
          // A first edit loads the result's details (fraction, formula, context), as a visitor's would.
          await page.locator("main").getByLabel("Value", { exact: true }).fill("1");
          await expect(page.getByTestId("formula")).toBeVisible();
          for (const viewport of widths) {
            await page.setViewportSize(viewport);
            const seen = await page.evaluate(() => {
              const card = document.querySelector("main section[aria-label$='converter']");
              const [from, to] = card ? [...card.querySelectorAll("select")] : [];
              if (!card || !from || !to) return ["no converter card"];
              const valueSetter = Object.getOwnPropertyDescriptor(
                HTMLSelectElement.prototype,
                "value",
              );
              const choose = (select: HTMLSelectElement, key: string) => {
                valueSetter?.set?.call(select, key);
                select.dispatchEvent(new Event("change", { bubbles: true }));
              };
              const byHeight = new Map<number, string>();
              const keys = [...from.options].map((option) => option.value);
              for (const a of keys) {
                for (const b of keys) {
                  choose(from, a);
                  choose(to, b);
                  byHeight.set(Math.round(card.getBoundingClientRect().height), `${a} → ${b}`);
                }
              }
              return [...byHeight].map(([height, pair]) => `${height} px (${pair})`);
            });
            expect(
              seen,
              `${id} at ${viewport.width} px: one card height for every pair`,
            ).toHaveLength(1);
            heights.push(`${id} at ${viewport.width} px: ${seen[0] ?? ""}`);
          }
        });
      }
      test.info().annotations.push({ type: "card heights", description: heights.join("; ") });
    });
  }

  for (const viewport of widths) {
    test(`with recents at ${viewport.width} px: recording conversions leaves its height alone`, async ({
      page,
    }) => {
      // Recent conversions sit below the card, not in it.
      await page.setViewportSize(viewport);
      await page.goto("/length");
      await waitForHydration(page);
      const card = page.getByRole("region", { name: "Length converter" });
      const before = (await card.boundingBox())?.height;
      const recent = page.getByRole("region", { name: "Recent conversions" }).getByRole("link");
      for (const [index, value] of ["2", "30", "400"].entries()) {
        await page.locator("main").getByLabel("Value", { exact: true }).fill(value);
        // Recorded once the typing has paused (a second).
        await expect(recent).toHaveCount(index + 1);
      }
      await expect(page.getByRole("heading", { name: "Recent conversions" })).toBeVisible();
      expect((await card.boundingBox())?.height).toBe(before);
    });
  }
});
