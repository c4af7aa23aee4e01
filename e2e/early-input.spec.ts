/**
 * A visitor on a slow phone types before an island has hydrated. These tests slow the CPU and the
 * network as a phone on mobile data would, hold back the islands' JavaScript until the typing is
 * done (so the edit lands before hydration on any machine), then let hydration run and check that
 * the answer is computed from what the visitor typed, not from the server's default.
 */
import type { CDPSession, Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { tools } from "../src/tools";
import { converters, converterIds, evaluateConversion } from "../src/lib/converters";
import { messages } from "../src/lib/messages";
import { evaluateHomeLength } from "../src/lib/home-length";
import { calculateAge, todayInTimeZone } from "../src/lib/age";
import { ageBreakdownTexts } from "../src/lib/age-breakdown";
import { cityClock, formatTime12, zonedWallTimeToInstant } from "../src/lib/timezone";

/** A mid-range phone on a slow mobile network: 4× slower CPU, 150 ms latency, about 1.6 Mbit/s. */
async function throttleLikeAPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  return cdp;
}

/**
 * Opens a page with its scripts held back. The returned `hydrate` checks that the islands are
 * still server-rendered (so every edit so far happened before hydration), then lets the scripts
 * through and waits for every island to hydrate.
 */
async function openBeforeHydration(
  page: Page,
  path: string,
): Promise<{ hydrate: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const cdp = await throttleLikeAPhone(page);
  await page.goto(path, { waitUntil: "commit" });
  return {
    async hydrate() {
      expect(
        await page.locator("astro-island[ssr]").count(),
        "islands not yet hydrated",
      ).toBeGreaterThan(0);
      release();
      await waitForHydration(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    },
  };
}

function toolPath(id: string): string {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`no tool ${id}`);
  return tool.canonicalPath;
}

test.describe("input made before an island hydrates", () => {
  test.describe.configure({ timeout: 60_000 });
  // A first visit: the service worker would fetch the held scripts itself once it takes control.
  test.use({ serviceWorkers: "block" });

  for (const id of converterIds) {
    const config = converters[id];
    test(`${id}: a value typed and a unit chosen before hydration give their own answer`, async ({
      page,
      consoleErrors,
    }) => {
      const to = config.units.find(
        (unit) => unit.key !== config.defaultTo && unit.key !== config.defaultFrom,
      );
      if (!to) throw new Error(`${id} has no third unit`);
      const expected = evaluateConversion(config, "37", config.defaultFrom, to.key);
      if (expected.status !== "result") throw new Error(`${id}: 37 gives no result`);

      const { hydrate } = await openBeforeHydration(page, toolPath(id));
      const value = page.getByLabel("Value", { exact: true });
      await value.fill("37");
      await page.getByLabel("To", { exact: true }).selectOption(to.key);
      // Before hydration the page's early answer already shows it, and hides the default's details.
      await expect(page.getByTestId("result")).toHaveText(expected.resultText);
      await expect(page.getByTestId("formula")).toBeHidden();
      await hydrate();

      await expect(value).toHaveValue("37");
      await expect(page.getByLabel("To", { exact: true })).toHaveValue(to.key);
      await expect(page.getByTestId("result")).toHaveText(expected.resultText);
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a pair page answers a value typed before hydration, and its details follow after", async ({
    page,
    consoleErrors,
  }) => {
    const { hydrate } = await openBeforeHydration(page, "/length/feet-to-meters");
    await page.getByLabel("Value", { exact: true }).fill("12");
    await expect(page.getByTestId("result")).toHaveText("3.6576 m");
    await expect(page.getByText("12 ft =", { exact: true })).toBeVisible();
    await expect(page.getByTestId("formula")).toBeHidden();
    await hydrate();
    await expect(page.getByTestId("result")).toHaveText("3.6576 m");
    await expect(page.getByTestId("formula")).toHaveText("12 ft × 0.3048 = 3.6576 m");
    expect(consoleErrors).toEqual([]);
  });

  test("temperature: 37 °C typed early shows 98.60°F", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("temperature"));
    const value = page.getByLabel("Value", { exact: true });
    await value.selectText();
    await value.pressSequentially("37");
    await hydrate();
    await expect(page.getByTestId("result")).toHaveText("98.60°F");
  });

  test("a text the input rule rejects is treated as the rule treats it", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("length"));
    const value = page.getByLabel("Value", { exact: true });
    // Letters are dropped; past 16 characters the rule's message shows and the rest is not taken.
    await value.fill("3a7");
    await page.getByLabel("To", { exact: true }).selectOption("inch");
    // The early answer leaves a text the rule would change to the island: no answer shows meanwhile.
    await expect(page.getByTestId("result")).toBeHidden();
    await hydrate();
    await expect(value).toHaveValue("37");
    const inches = evaluateConversion(converters.length, "37", "meter", "inch");
    if (inches.status !== "result") throw new Error("37 m gives no result in inches");
    await expect(page.getByTestId("result")).toHaveText(inches.resultText);

    const capped = await openBeforeHydration(page, toolPath("weight"));
    await value.fill("12345678901234567890");
    await capped.hydrate();
    await expect(value).toHaveValue("1234567890123456");
    await expect(page.getByRole("alert")).toHaveText(messages.max16Digits);
  });

  test("number base: a number typed early is converted", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("number-base"));
    await page.getByLabel("Number", { exact: true }).fill("37");
    await hydrate();
    await expect(page.getByLabel("Number", { exact: true })).toHaveValue("37");
    // Decimal 37 is hexadecimal 25.
    await expect(page.getByTestId("result")).toHaveText("25");
  });

  test("colour: a hex code typed early sets the colour", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("color"));
    await page.getByLabel("Hex code", { exact: true }).fill("#FF0000");
    await hydrate();
    await expect(page.getByTestId("rgb-text")).toHaveText("rgb(255, 0, 0)");
    await expect(page.getByTestId("preview-hex")).toHaveText("#FF0000");
  });

  test("cooking: an amount and a unit chosen early are converted", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("cooking"));
    await page.getByLabel("Amount", { exact: true }).first().fill("0.75");
    await page.getByLabel("To", { exact: true }).first().selectOption("tablespoon");
    await hydrate();
    await expect(page.getByTestId("result").first()).toHaveText("12 tbsp");
  });

  test("text tools: text typed early is transformed", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("text-tools"));
    await page.getByLabel("Text", { exact: true }).fill("hello wide world");
    await hydrate();
    await expect(page.getByTestId("output-upper").locator("textarea")).toHaveValue(
      "HELLO WIDE WORLD",
    );
  });

  test("BMI: height and weight typed early give their BMI", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("bmi"));
    await page.getByLabel("Height (cm)", { exact: true }).fill("180");
    await page.getByLabel("Weight (kg)", { exact: true }).fill("81");
    await hydrate();
    await expect(page.getByTestId("result")).toContainText("25.0");
  });

  test("percentage: Basic % values typed early give their percentage", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("percentage"));
    await page.getByLabel("Value", { exact: true }).fill("45");
    await page.getByLabel("Total", { exact: true }).fill("60");
    await hydrate();
    await expect(page.getByTestId("result")).toHaveText("75.00%");
  });

  test("age: dates typed early give their age", async ({ page, consoleErrors }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("age"));
    await page.getByLabel("Date of birth", { exact: true }).fill("2000-01-31");
    await page.getByLabel("Age as of", { exact: true }).fill("2000-02-29");
    // Before hydration the page's early answer already shows the age of the typed dates.
    const result = page.getByTestId("result");
    await expect(result).toContainText("0 years, 1 month, 0 days");
    await expect(page.getByTestId("age-months")).toHaveText("1");
    await expect(page.getByTestId("age-months")).toBeVisible();
    await expect(page.getByTestId("total-days")).toHaveText("29");
    await expect(result.getByText("Loading...")).toBeHidden();
    await hydrate();
    await expect(result).toContainText("0 years, 1 month, 0 days");
    await expect(page.getByTestId("total-days")).toHaveText("29");
    await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("time zone: a zone chosen early converts the time", async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(new Date("2025-07-01T14:00:00Z"));
    const { hydrate } = await openBeforeHydration(page, toolPath("timezone"));
    await page.getByLabel("Time zone", { exact: true }).selectOption("JST");
    // Before hydration the page's early answer already converts to the chosen zone.
    await expect(page.getByTestId("result")).toHaveText("11:00:00 PM");
    await expect(page.getByTestId("result")).toBeVisible();
    await expect(page.getByTestId("converted-date")).toHaveText("Tuesday, July 1, 2025");
    await expect(
      page.getByText("JST is a fixed offset of UTC+09:00 and does not change", { exact: false }),
    ).toBeVisible();
    await hydrate();
    await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("JST");
    await expect(page.getByTestId("result")).toHaveText("11:00:00 PM");
    await expect(page.getByTestId("converted-date")).toHaveText("Tuesday, July 1, 2025");
    await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("currency: an amount typed early is converted", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, toolPath("currency"));
    await page.getByLabel("Amount", { exact: true }).fill("250");
    await hydrate();
    await expect(page.getByTestId("rates-loading")).toHaveCount(0);
    // The default is 100 USD = €85.20 at the fixture's rates.
    await expect(page.getByTestId("result")).toHaveText("€213.00");
  });

  test("home cards: values typed early in both cards are converted", async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, "/");
    const lengthCard = page.getByRole("region", { name: "Quick Length Converter" });
    const bmiCard = page.getByRole("region", { name: "Quick BMI Check" });
    await lengthCard.scrollIntoViewIfNeeded();
    await lengthCard.getByLabel("Value", { exact: true }).fill("10");
    await bmiCard.getByLabel("Height (cm)", { exact: true }).fill("180");
    await bmiCard.getByLabel("Weight (kg)", { exact: true }).fill("81");
    await hydrate();
    const tenMetres = evaluateHomeLength("10", "meter", "foot");
    if (tenMetres.status !== "result") throw new Error("10 m gives no result in feet");
    await expect(lengthCard.getByTestId("result")).toHaveText(tenMetres.resultText);
    await expect(bmiCard.getByTestId("result")).toContainText("25.0");
  });

  test("age and time zone: the default answer shows before hydration", async ({
    page,
    consoleErrors,
  }) => {
    // A paused clock: the early answer reads it as the island will, and ticks only when told.
    const now = new Date("2025-07-01T14:00:00Z");
    await page.clock.install({ time: new Date(now.getTime() - 10_000) });
    await page.clock.pauseAt(now);

    const age = await openBeforeHydration(page, toolPath("age"));
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    // The island's default birth date, as of today in the browser's zone.
    const outcome = calculateAge("1995-06-15", todayInTimeZone(now, zone));
    if (outcome.kind !== "result") throw new Error(`no age: ${outcome.kind}`);
    const breakdown = ageBreakdownTexts(outcome.result);
    const result = page.getByTestId("result");
    await expect(result).toContainText(breakdown.summary);
    await expect(page.getByTestId("age-years")).toHaveText(breakdown.years);
    await expect(page.getByTestId("age-years")).toBeVisible();
    await expect(page.getByTestId("total-seconds")).toHaveText(breakdown["total-seconds"]);
    await expect(result.getByText("Loading...")).toBeHidden();
    await page.clock.resume();
    await age.hydrate();
    await expect(result).toContainText(breakdown.summary);
    await expect(page.locator("astro-island[data-early]")).toHaveCount(0);

    // The time zone page, a minute later, on a paused clock again.
    const later = now.getTime() + 60_000;
    await page.clock.pauseAt(later);
    const timezone = await openBeforeHydration(page, toolPath("timezone"));
    const island = page.locator('astro-island[component-url*="TimezoneConverter"]');
    const localTime = page.getByTestId("local-time");
    await expect(localTime).toHaveText(formatTime12(later, zone));
    await expect(localTime).toBeVisible();
    await expect(page.getByTestId("local-zone")).toHaveText(zone);
    await expect(page.getByTestId("result")).toHaveText("2:01:00 PM");
    await expect(page.getByTestId("converted-date")).toHaveText("Tuesday, July 1, 2025");
    const tokyo = page.getByTestId("world-clock").locator('[data-zone="Asia/Tokyo"]');
    await expect(tokyo.getByTestId("city-time")).toHaveText("23:01");
    await expect(tokyo.getByTestId("city-date")).toHaveText("Tue, Jul 1");
    await expect(page.getByTestId("any-zone-time")).toHaveText("7:31:00 PM");
    await expect(page.getByTestId("any-zone-offset")).toHaveText("UTC+05:30");
    // 09:00 today in the browser's zone, in London.
    const compared = zonedWallTimeToInstant(todayInTimeZone(new Date(later), zone), "09:00", zone);
    if (!compared.ok) throw new Error("09:00 today does not convert");
    const london = cityClock(compared.instantMs, "Europe/London");
    if (!london.ok) throw new Error(london.message);
    await expect(
      page.getByTestId("compare-results").locator('[data-zone="Europe/London"]'),
    ).toHaveText(`London${london.time} ${london.date}`);
    await expect(island.getByText("Loading...").filter({ visible: true })).toHaveCount(0);
    // It ticks with the clock until the island takes over.
    await page.clock.runFor(1000);
    await expect(localTime).toHaveText(formatTime12(later + 1000, zone));
    await expect(page.getByTestId("result")).toHaveText("2:01:01 PM");
    await page.clock.resume();
    await timezone.hydrate();
    await expect(page.getByTestId("local-zone")).toHaveText(zone);
    await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
