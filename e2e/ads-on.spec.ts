/**
 * Advertising in a build with ads on (scripts/test.sh builds one with
 * PUBLIC_ADSENSE_CLIENT=ca-pub-0000000000000000 and runs this file against it; against a build
 * with ads off every test here is skipped). The ad network's hosts are answered by
 * e2e/fixtures/adsense-fixture.js and a plain frame, and every request to them is recorded; any
 * other outside request is still blocked by the shared fixtures.
 */
import AxeBuilder from "@axe-core/playwright";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { recordCspViolations } from "./csp-violations";
import { consentStorageKey } from "../src/lib/ads/consent";
import {
  maxSlotsPerPage,
  pathsWithoutAds,
  reservedHeight,
  adPlacements,
} from "../src/lib/ads/placements";

const outDir = process.env["OUT_DIR"] ?? "dist";
const adsOn = existsSync(join(outDir, "ads.txt"));
test.skip(!adsOn, "needs a build with ads on (PUBLIC_ADSENSE_CLIENT); scripts/test.sh makes one");

const adsenseFixture = readFileSync(
  new URL("./fixtures/adsense-fixture.js", import.meta.url),
  "utf8",
);
const adHosts =
  /(^|\.)(googlesyndication\.com|doubleclick\.net|adtrafficquality\.google|googleadservices\.com|googletagservices\.com|adservice\.google\.com|www\.google\.com)$/;

const toolPage = "/length";
const pairPage = "/length/meters-to-feet";
const article = "/blog/measurement-length-converter-guide";
const listing = "/blogs";

declare global {
  interface Window {
    adsFixture?: {
      unfilled?: string[];
      filled?: string[];
      atLoad?: { pendingIslands: number; nonPersonalized: boolean; consentCommands: unknown[][] };
    };
    dataLayer?: IArguments[];
    __layoutShifts?: { value: number; hadRecentInput: boolean; at?: number; sources?: string[] }[];
  }
}

/** Answers the ad network's hosts from the fixtures and lists every request made to them. */
async function routeAdNetwork(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => adHosts.test(url.hostname),
    async (route) => {
      const url = route.request().url();
      requests.push(url);
      if (url.includes("/pagead/js/adsbygoogle.js")) {
        await route.fulfill({ contentType: "text/javascript", body: adsenseFixture });
      } else {
        await route.fulfill({
          contentType: "text/html",
          body: '<body style="margin:0;background:#cbd5e1;font:16px sans-serif">Test ad</body>',
        });
      }
    },
  );
  return requests;
}

/**
 * Records every layout shift from the start of each document. Shifts while the document is still
 * being parsed are left out: a heavily loaded machine may paint a half-parsed page (the header
 * before its last buttons), which happens with ads off as well. The ad code acts only once parsing
 * is done, except the banner's inline script, whose decisions come before the slots are parsed
 * (checked by "the banner decides before the slots are parsed").
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (document.readyState === "loading") continue;
        window.__layoutShifts?.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          at: Math.round(entry.startTime),
          sources: (
            (
              entry as unknown as {
                sources?: {
                  node?: Node | null;
                  previousRect: DOMRectReadOnly;
                  currentRect: DOMRectReadOnly;
                }[];
              }
            ).sources ?? []
          ).map(
            (source) =>
              `${source.node?.nodeName ?? "?"}.${(source.node as Element | null)?.className ?? ""} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Expects no layout shift that the visitor's own input did not cause, naming any that moved. */
async function expectNoLayoutShift(page: Page, when: string): Promise<void> {
  const shifts = await page.evaluate(() =>
    (window.__layoutShifts ?? []).filter((shift) => !shift.hadRecentInput),
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${when}: ${JSON.stringify(shifts)}`).toBe(0);
}

/** Stores a choice on the device before the page loads, as after an earlier visit. */
async function rememberChoice(page: Page, choice: "granted" | "denied"): Promise<void> {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [consentStorageKey, choice],
  );
}

/** Scrolls down the whole page in half-screen steps, two frames each, as a quick reader would. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      // Instant: the site scrolls smoothly, and an animation cut short would skip slots.
      scrollTo({ top: y, behavior: "instant" });
      await twoFrames();
    }
  });
}

/** Waits for the ad script, scrolls through the page and expects every displayed slot filled. */
async function expectAllSlotsFilled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.adsFixture?.atLoad !== undefined);
  await scrollThrough(page);
  for (const slot of await visibleSlots(page).all()) {
    await expect(slot).toHaveAttribute("data-ad-status", "filled");
    await expect(slot.locator("iframe")).toHaveCount(1);
  }
}

function bannerOf(page: Page): Locator {
  return page.getByRole("region", { name: "Cookie consent" });
}

/** The slots that are displayed at this width. */
function visibleSlots(page: Page): Locator {
  return page.locator("[data-ad-placement]").filter({ visible: true });
}

function overlaps(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

test.describe("consent comes first", () => {
  test("before a choice: the banner, and no ad request, script, cookie or queue", async ({
    page,
    context,
  }) => {
    const adRequests = await routeAdNetwork(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(toolPage);
    await waitForHydration(page);
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Ads keep these tools free.");
    await expect(banner.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-ploicy#advertising",
    );
    await page.waitForTimeout(1500);
    expect(adRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await expect(page.locator("script[src*='googlesyndication']")).toHaveCount(0);
    await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
    expect(await page.evaluate(() => window.adsbygoogle)).toBeUndefined();
    // Consent Mode v2 is set to denied before any ad code could load.
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? []).map((command) => Array.from(command)),
    );
    expect(consent).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        },
      ],
    ]);
  });

  test("Accept and Reject carry equal weight", async ({ page }) => {
    await routeAdNetwork(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(listing);
      const accept = bannerOf(page).getByRole("button", { name: "Accept" });
      const reject = bannerOf(page).getByRole("button", { name: "Reject" });
      const look = (button: Locator) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, box.height];
        });
      expect(await look(accept)).toEqual(await look(reject));
      const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(acceptBox?.width).toBe(rejectBox?.width);
    }
  });

  test("at 390 px the banner covers neither the tool's fields nor its answer", async ({ page }) => {
    await routeAdNetwork(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [toolPage, pairPage, "/bmi", "/percentage"]) {
      await page.goto(path);
      await waitForHydration(page);
      const { banner, tool } = await page.evaluate(() => {
        const bannerElement = document.getElementById("ad-consent");
        const column = bannerElement?.parentElement;
        const controls = [
          ...(column?.querySelectorAll("input, select, textarea, [data-testid='result']") ?? []),
        ].filter((element) => element.getClientRects().length > 0);
        return {
          banner: bannerElement?.getBoundingClientRect().toJSON() as DOMRectReadOnly,
          tool: controls.map(
            (element) => element.getBoundingClientRect().toJSON() as DOMRectReadOnly,
          ),
        };
      });
      expect(tool.length, path).toBeGreaterThan(1);
      for (const box of tool) {
        expect(overlaps(banner, box), `${path}: banner over a field or the answer`).toBe(false);
        expect(banner.top, `${path}: banner below the tool`).toBeGreaterThanOrEqual(box.bottom);
      }
    }
  });

  test("the banner is a labelled region that the keyboard reaches and leaves", async ({ page }) => {
    await routeAdNetwork(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(toolPage);
    await waitForHydration(page);
    // From the tool's last control, the next Tab stops are the banner's link and buttons.
    await page.evaluate(() => {
      const column = document.getElementById("ad-consent")?.parentElement;
      const controls = [
        ...(column?.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea") ??
          []),
      ].filter((element) => !element.closest("#ad-consent") && element.getClientRects().length > 0);
      controls.at(-1)?.focus();
    });
    await page.keyboard.press("Tab");
    await expect(bannerOf(page).getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bannerOf(page).getByRole("button", { name: "Accept" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bannerOf(page).getByRole("button", { name: "Reject" })).toBeFocused();
    await page.keyboard.press("Tab");
    const outside = await page.evaluate(
      () => !document.getElementById("ad-consent")?.contains(document.activeElement),
    );
    expect(outside, "focus moves on past the banner").toBe(true);
    // The banner and the slots, in both themes (every-page.spec.ts checks whole pages, ads off).
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
      const results = await new AxeBuilder({ page })
        .include("#ad-consent")
        .include("[data-ad-placement]")
        .analyze();
      expect(
        results.violations.map((violation) => violation.id),
        `dark: ${dark}`,
      ).toEqual([]);
    }
  });
});

test.describe("the choice", () => {
  test("Accept loads the ad script after hydration, then fills slots as they come near", async ({
    page,
    externalRequests,
  }) => {
    const adRequests = await routeAdNetwork(page);
    const cspViolations = await recordCspViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(article);
    await bannerOf(page).getByRole("button", { name: "Accept" }).click();
    await expect(bannerOf(page)).toBeHidden();
    await expect
      .poll(() => adRequests.filter((url) => url.includes("adsbygoogle.js")).length)
      .toBe(1);
    expect(adRequests[0]).toBe(
      "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000",
    );
    // The request is seen before the script runs and records what it found; wait for that.
    await expect
      .poll(() => page.evaluate(() => window.adsFixture?.atLoad !== undefined))
      .toBe(true);
    const atLoad = await page.evaluate(() => window.adsFixture?.atLoad);
    expect(atLoad?.pendingIslands).toBe(0);
    expect(atLoad?.nonPersonalized).toBe(false);
    expect(atLoad?.consentCommands.map((command) => command.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
    ]);
    expect(atLoad?.consentCommands[1]?.[2]).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    // The slot at the end of the long article is far below: it has not asked yet.
    const end = page.locator('[data-ad-placement="article-end"]');
    await page.waitForTimeout(1500);
    await expect(end.locator("ins")).toHaveCount(0);
    await end.scrollIntoViewIfNeeded();
    await expect(end.locator("iframe")).toBeVisible();
    await expect(end).toHaveAttribute("data-ad-status", "filled");
    await expect(end.getByText("Advertisement")).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe(
      "granted",
    );
    expect(await cspViolations()).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test("a choice made before the ads script has run is kept: the banner closes at once, the choice applies when it runs", async ({
    page,
  }) => {
    const adRequests = await routeAdNetwork(page);
    // The page's scripts (src/ads/client.ts among them) held back until the choice is made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/page\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(toolPage, { waitUntil: "domcontentloaded" });
    await bannerOf(page).getByRole("button", { name: "Accept" }).click();
    await expect(bannerOf(page)).toBeHidden();
    expect(adRequests).toEqual([]);
    release();
    await expect(page.locator('[data-ad-placement="tool-below-result"] iframe')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe(
      "granted",
    );
  });

  test("Accept is remembered: later pages load ads without asking", async ({ page }) => {
    const adRequests = await routeAdNetwork(page);
    await page.goto(listing);
    await bannerOf(page).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => adRequests.length).toBeGreaterThan(0);
    await page.goto(toolPage);
    await expect(bannerOf(page)).toBeHidden();
    await expect(page.locator('[data-ad-placement="tool-below-result"] iframe')).toBeVisible();
    expect(adRequests.filter((url) => url.includes("adsbygoogle.js")).length).toBe(2);
  });

  test("Reject loads nothing, and is remembered across pages and reloads", async ({
    page,
    context,
  }) => {
    const adRequests = await routeAdNetwork(page);
    await recordLayoutShifts(page);
    await page.goto(toolPage);
    await waitForHydration(page);
    await bannerOf(page).getByRole("button", { name: "Reject" }).click();
    await expect(bannerOf(page)).toBeHidden();
    // The slots give their room back at once: no ad will come.
    await expect(page.locator("[data-ad-placement]")).toHaveCount(2);
    for (const slot of await page.locator("[data-ad-placement]").all())
      await expect(slot).toBeHidden();
    for (const path of [toolPage, article]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(bannerOf(page)).toBeHidden();
      for (const slot of await page.locator("[data-ad-placement]").all()) {
        await expect(slot).toBeHidden();
      }
      await scrollThrough(page);
      await page.waitForTimeout(1000);
      await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
      await expectNoLayoutShift(page, `${path} after Reject`);
    }
    await page.reload();
    await expect(bannerOf(page)).toBeHidden();
    expect(adRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test("Cookie settings in the footer reopens the banner; a new choice applies at once", async ({
    page,
  }) => {
    const adRequests = await routeAdNetwork(page);
    await page.goto(listing);
    await bannerOf(page).getByRole("button", { name: "Reject" }).click();
    await page.goto(toolPage);
    await waitForHydration(page);
    const settings = page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" });
    await settings.click();
    await expect(bannerOf(page)).toBeVisible();
    await expect(bannerOf(page)).toBeFocused();
    await bannerOf(page).getByRole("button", { name: "Accept" }).click();
    await expect(settings).toBeFocused();
    await expect(page.locator('[data-ad-placement="tool-below-result"] iframe')).toBeVisible();
    // Taking the consent back reloads the page without the ad network.
    await settings.click();
    await Promise.all([
      page.waitForEvent("load"),
      bannerOf(page).getByRole("button", { name: "Reject" }).click(),
    ]);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    await expect(page.locator("script[src*='googlesyndication']")).toHaveCount(0);
    await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
    expect(adRequests.filter((url) => url.includes("adsbygoogle.js")).length).toBe(1);
  });

  test("with PUBLIC_ADS_NONPERSONALIZED_ON_REJECT, Reject loads non-personalized ads", async ({
    page,
  }) => {
    const adRequests = await routeAdNetwork(page);
    // The setting reaches the page as this attribute; the test build has it off, so turn it on.
    await page.route(`**${toolPage}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'data-ad-npa-on-reject="false"',
        'data-ad-npa-on-reject="true"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(toolPage);
    await bannerOf(page).getByRole("button", { name: "Reject" }).click();
    await expect(page.locator('[data-ad-placement="tool-below-result"] iframe')).toBeVisible();
    const atLoad = await page.evaluate(() => window.adsFixture?.atLoad);
    expect(atLoad?.nonPersonalized).toBe(true);
    expect(atLoad?.consentCommands[1]).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(adRequests.length).toBeGreaterThan(0);
  });
});

test.describe("placement", () => {
  test("no slot between a field and its answer, none above the tool on a phone", async ({
    page,
  }) => {
    await routeAdNetwork(page);
    await rememberChoice(page, "granted");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of [toolPage, pairPage, "/bmi", "/percentage"]) {
        await page.goto(path);
        await waitForHydration(page);
        const layout = await page.evaluate(() => {
          const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
          const below = document.querySelector('[data-ad-placement="tool-below-result"]');
          const column = below?.parentElement;
          const tool = [
            ...(column?.querySelectorAll(
              "astro-island, input, select, textarea, [data-testid='result']",
            ) ?? []),
          ].filter((element) => element.getClientRects().length > 0);
          const side = document.querySelector('[data-ad-placement="tool-sidebar"]');
          return {
            below: below ? box(below) : null,
            side: side && side.getClientRects().length > 0 ? box(side) : null,
            column: column ? box(column) : null,
            toolBottom: Math.max(...tool.map((element) => box(element).bottom)),
          };
        });
        expect(layout.below, path).not.toBeNull();
        expect(layout.below?.top ?? 0, `${path} at ${width}px`).toBeGreaterThanOrEqual(
          layout.toolBottom,
        );
        if (width === 390) expect(layout.side, `${path}: no side slot on a phone`).toBeNull();
        else expect(layout.side?.left ?? 0).toBeGreaterThanOrEqual(layout.column?.right ?? 0);
      }
    }
  });

  test("at most three labelled slots a page, none on the not-found and policy pages", async ({
    page,
  }) => {
    await routeAdNetwork(page);
    for (const path of [toolPage, article, listing]) {
      await page.goto(path);
      const slots = page.locator("[data-ad-placement]");
      const count = await slots.count();
      expect(count, path).toBeGreaterThan(0);
      expect(count, path).toBeLessThanOrEqual(maxSlotsPerPage);
      for (const slot of await slots.all()) {
        await expect(slot.locator("span").first()).toHaveText("Advertisement");
      }
    }
    // The build checks every page (src/ads/integration.ts); here two of them, as served.
    expect(pathsWithoutAds).toContain("/privacy-ploicy");
    for (const path of ["/no-such-page", "/privacy-ploicy"]) {
      await page.goto(path);
      await expect(page.locator("[data-ad-placement]"), path).toHaveCount(0);
    }
  });

  test("the banner decides before the slots are parsed", async ({ page }) => {
    for (const path of [toolPage, article, listing]) {
      await page.goto(path);
      const order = await page.evaluate(() => {
        const banner = document.getElementById("ad-consent");
        const script = banner?.nextElementSibling;
        const slots = [...document.querySelectorAll("[data-ad-placement]")];
        return {
          scriptFollows: script?.tagName === "SCRIPT" && !script.hasAttribute("src"),
          slotsAfter: slots.every(
            (slot) =>
              script !== null &&
              script !== undefined &&
              (script.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          ),
          slots: slots.length,
        };
      });
      expect(order, path).toEqual({ scriptFollows: true, slotsAfter: true, slots: order.slots });
      expect(order.slots, path).toBeGreaterThan(0);
    }
  });

  test("an article carries a slot in the middle, between sections, and one at the end", async ({
    page,
  }) => {
    await page.goto(article);
    const middle = page.locator('[data-ad-placement="article-middle"]');
    await expect(middle).toHaveCount(1);
    expect(
      await middle.evaluate((slot) => slot.nextElementSibling?.tagName),
      "the middle slot sits right before a section heading",
    ).toBe("H2");
    await expect(page.locator('.prose-text + [data-ad-placement="article-end"]')).toHaveCount(1);
  });

  test("every slot holds its room from the first paint, and keeps that height with its ad", async ({
    page,
  }) => {
    await routeAdNetwork(page);
    for (const [width, path] of [
      [390, article],
      [1280, toolPage],
      [1280, listing],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const heights = new Map<Locator, number>();
      for (const slot of await visibleSlots(page).all()) {
        const placement = (await slot.getAttribute(
          "data-ad-placement",
        )) as keyof typeof adPlacements;
        const height = (await slot.boundingBox())?.height ?? 0;
        expect(height, `${path} ${placement}`).toBe(reservedHeight(adPlacements[placement]));
        heights.set(slot, height);
      }
      if (path === article) await bannerOf(page).getByRole("button", { name: "Accept" }).click();
      await expectAllSlotsFilled(page);
      for (const [slot, height] of heights) expect((await slot.boundingBox())?.height).toBe(height);
    }
  });
});

test.describe("no layout shift with ads on", () => {
  for (const width of [390, 1280]) {
    for (const path of [toolPage, article, listing]) {
      test(`${path} at ${width} px: first visit with Accept, and a returning visitor`, async ({
        page,
      }) => {
        await routeAdNetwork(page);
        await recordLayoutShifts(page);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await waitForHydration(page);
        await bannerOf(page).getByRole("button", { name: "Accept" }).click();
        await expectAllSlotsFilled(page);
        await expectNoLayoutShift(page, "after Accept");

        // A returning visitor: the ads load on their own as the page settles.
        await page.reload();
        await waitForHydration(page);
        await expectAllSlotsFilled(page);
        await expectNoLayoutShift(page, "returning visitor");
      });
    }
  }

  test("an unfilled slot closes only once it is below the viewport, moving nothing above it", async ({
    page,
  }) => {
    await routeAdNetwork(page);
    await recordLayoutShifts(page);
    await rememberChoice(page, "granted");
    await page.addInitScript(() => {
      window.adsFixture = { unfilled: ["article-end"] };
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(article);
    const end = page.locator('[data-ad-placement="article-end"]');
    await end.scrollIntoViewIfNeeded();
    await expect(end).toHaveAttribute("data-ad-status", "unfilled");
    // In view it keeps its room.
    await expect(end).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
    const headingTop = (await heading.boundingBox())?.y;
    await expect(end).toBeHidden();
    expect((await heading.boundingBox())?.y).toBe(headingTop);
    await expectNoLayoutShift(page, "after the empty slot closed");
  });
});

test.describe("the build with ads on", () => {
  test("serves ads.txt for the publisher id, and a CSP that allows the ad network", async ({
    request,
  }) => {
    const adsTxt = await request.get("/ads.txt");
    expect(adsTxt.status()).toBe(200);
    expect(await adsTxt.text()).toBe(
      "google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n",
    );
    const csp = (await request.get(toolPage)).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googlesyndication\.com /);
    expect(csp).toContain("frame-src https://googleads.g.doubleclick.net");
  });
});
