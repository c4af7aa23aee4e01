/**
 * Issue 26's page structure: a tool's answer in view on a phone, Quick convert in one place
 * (below the tool), nothing that moves by itself, and tab rows without a lone tab.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { tools } from "../src/tools";
import { converterIds } from "../src/lib/measures";

const phone = { width: 390, height: 844 };

/** Where each tool shows its answer: DESIGN.md's `result`, or the tool's own first output. */
const resultSelector: Record<string, string> = {
  color: '[data-testid="preview-hex"]',
  "text-tools": '[data-testid^="output-"]',
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

test.describe("a tool's answer on a phone", () => {
  test.use({ viewport: phone });

  for (const tool of tools) {
    test(`${tool.title}: the result starts above 600 px`, async ({ page }) => {
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const result = page.locator(resultSelector[tool.id] ?? '[data-testid="result"]').first();
      const box = await result.boundingBox();
      expect(box, "the result is rendered").not.toBeNull();
      expect(box?.y ?? Infinity).toBeLessThan(600);
    });
  }
});

test.describe("Quick convert has one place: below the tool", () => {
  test.use({ viewport: phone });

  for (const path of ["/temperature", "/length/meters-to-feet"]) {
    test(`${path}: after the converter, before the rest`, async ({ page }) => {
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

  for (const width of [390, 1280]) {
    for (const path of ["/length", "/data-storage", "/length/meters-to-feet"]) {
      test(`${path} at ${width} px: its card keeps the page's gap from the buttons above`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
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
  }

  test("the 404 page has it too, and it answers", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const quick = page.getByLabel("Quick convert", { exact: true });
    await quick.fill("37c to f");
    await expect(page.getByTestId("quick-result")).toContainText("98.6");
  });
});

test.describe("nothing moves by itself", () => {
  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test(`the home page does not shift over 20 s at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(45_000);
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto("/");
      // The rotating highlights in view, where a change of height would move what is below.
      await page.getByRole("region", { name: "Feature highlights" }).scrollIntoViewIfNeeded();
      // It does rotate (a slide every 4 s): a still page is not a stopped carousel.
      await expect(page.locator("[data-slide]").nth(1)).toBeVisible({ timeout: 6_000 });
      await page.waitForTimeout(16_000);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test(`the age page does not shift at load at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto("/time/age-calculator");
      await waitForHydration(page);
      await expect(page.locator("#age-milestones-heading")).toBeVisible();
      await page.waitForTimeout(500);
      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // What is left (about 0.00002) is the text inside the "Age as of" date field, which the
      // island fills with today's date on hydration: "mm/dd/yyyy" becomes "11/25/2026".
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.0001);
    });
  }
});

test.describe("tab rows at 390 px", () => {
  test.use({ viewport: phone });

  for (const path of ["/cooking", "/text-tools", "/percentage", "/bmi"]) {
    test(`${path}: no lone tab under a row of three or more, nothing cut off`, async ({ page }) => {
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

test.describe("the converter card keeps one height", () => {
  test.describe.configure({ timeout: 120_000 });
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    test(`whatever the unit pair, and with recents, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const heights: string[] = [];
      for (const id of converterIds) {
        await page.goto(`/${id}`);
        await waitForHydration(page);
        // A first edit loads the result's details (fraction, formula, context), as a visitor's would.
        await page.locator("main").getByLabel("Value", { exact: true }).fill("1");
        await expect(page.getByTestId("formula")).toBeVisible();
        const seen = await page.evaluate(() => {
          const card = document.querySelector("main section[aria-label$='converter']");
          const [from, to] = card ? [...card.querySelectorAll("select")] : [];
          if (!card || !from || !to) return ["no converter card"];
          const valueSetter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value");
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
        expect(seen, `${id}: one card height for every pair`).toHaveLength(1);
        heights.push(`${id}: ${seen[0] ?? ""}`);
      }

      // Recent conversions sit below the card, not in it: recording some leaves its height alone.
      await page.goto("/length");
      await waitForHydration(page);
      const card = page.getByRole("region", { name: "Length converter" });
      const before = (await card.boundingBox())?.height;
      for (const value of ["2", "30", "400"]) {
        await page.locator("main").getByLabel("Value", { exact: true }).fill(value);
        await page.waitForTimeout(1_600);
      }
      await expect(page.getByRole("heading", { name: "Recent conversions" })).toBeVisible();
      expect((await card.boundingBox())?.height).toBe(before);
      test.info().annotations.push({ type: "card heights", description: heights.join("; ") });
    });
  }
});

test.describe("no cut-off unit names at 390 px", () => {
  const pages = [
    ...new Set(["/", ...tools.map((tool) => tool.routePath), "/length/meters-to-feet"]),
  ];
  test("every option of every select fits its box, on every tool page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    const cut: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      cut.push(
        ...(await page.evaluate((where) => {
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return [`${where}: no canvas`];
          const found: string[] = [];
          for (const select of document.querySelectorAll("select")) {
            if (select.offsetParent === null) continue;
            const style = getComputedStyle(select);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            // The text's room: the box less its padding and the arrow (about 20 px in Chromium).
            const room =
              select.clientWidth -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight) -
              20;
            for (const option of select.options) {
              const width = context.measureText(option.text).width;
              if (width > room) {
                found.push(
                  `${where} #${select.id}: "${option.text}" ${Math.round(width)} > ${room}`,
                );
              }
            }
          }
          return found;
        }, path)),
      );
    }
    expect(cut).toEqual([]);
  });
});
