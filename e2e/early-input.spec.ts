/**
 * A visitor on a slow phone types before an island has hydrated. These tests slow the CPU and the
 * network as a phone on mobile data would, hold back the islands' JavaScript until the typing is
 * done (so the edit lands before hydration on any machine), then let hydration run and check that
 * the answer is computed from what the visitor typed, not from the server's default. (Of the unit
 * converters, which share one early-answer script, four run on the slow phone and the others at
 * full speed, their scripts held back all the same.)
 */
import type { CDPSession, Page } from "@playwright/test";
import { firstQuickAnswer, test, expect, runsOf, waitForHydration } from "./fixtures";
import { tools } from "../src/tools";
import { converterIds, evaluateConversion, type ConverterId } from "../src/lib/measures";
import { converters } from "../src/lib/measures/all";
import { messages } from "../src/lib/messages";
import { evaluateHomeLength } from "../src/lib/converter/home-length";
import { calculateAge } from "../src/lib/age/age";
import { todayInTimeZone } from "../src/lib/calendar-date";
import { ageBreakdownTexts } from "../src/lib/age/breakdown";
import { cityClock, formatTime12, zonedWallTimeToInstant } from "../src/lib/timezone/timezone";

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
 * Opens a page with its scripts held back, on a slow phone unless `phone` is false. The returned
 * `hydrate` checks that the islands are still server-rendered (so every edit so far happened
 * before hydration), then lets the scripts through and waits for every island to hydrate.
 */
async function openBeforeHydration(
  page: Page,
  path: string,
  { phone = true }: { phone?: boolean } = {},
): Promise<{ hydrate: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const cdp = phone ? await throttleLikeAPhone(page) : null;
  await page.goto(path, { waitUntil: "commit" });
  return {
    async hydrate() {
      expect(
        await page.locator("astro-island[ssr]").count(),
        "islands not yet hydrated",
      ).toBeGreaterThan(0);
      release();
      await waitForHydration(page);
      await cdp?.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    },
  };
}

/**
 * Forgets what earlier steps stored on the device (recent conversions), so that each step opens its
 * page as a first visit does. (Each step opens its own page; a test holds several steps.)
 */
async function forgetStoredState(page: Page): Promise<void> {
  if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
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

  // Every converter's page carries the same early-answer script built with its own units
  // (src/early-answers/build.ts). On a slow phone: one converter of each kind of conversion, a
  // factor (length), an offset (temperature), a reciprocal (fuel economy) and binary units (data
  // storage). The others give the same check its own units, with their scripts held back as well,
  // at full speed.
  const onAPhone: readonly ConverterId[] = [
    "length",
    "temperature",
    "fuel-economy",
    "data-storage",
  ];
  const converterRuns = [
    { converters: onAPhone, phone: true },
    ...runsOf(
      converterIds.filter((id) => !onAPhone.includes(id)),
      8,
    ).map((run) => ({ converters: run, phone: false })),
  ];
  for (const { converters: run, phone } of converterRuns) {
    test(`${run.join(", ")}: a value typed and a unit chosen before hydration give their own answer${phone ? " on a slow phone" : ""}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(run.length * (phone ? 60_000 : 30_000));
      for (const id of run) {
        await test.step(`${id}: a value typed and a unit chosen before hydration give their own answer`, async () => {
          await forgetStoredState(page);
          consoleErrors.length = 0;
          const config = converters[id];
          const to = config.units.find(
            (unit) => unit.key !== config.defaultTo && unit.key !== config.defaultFrom,
          );
          if (!to) throw new Error(`${id} has no third unit`);
          const expected = evaluateConversion(config, "37", config.defaultFrom, to.key);
          if (expected.status !== "result") throw new Error(`${id}: 37 gives no result`);

          const { hydrate } = await openBeforeHydration(page, toolPath(id), { phone });
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
    });
  }

  test("converters' pages: a pair page answers early and its details follow; a value typed back brings the server's answer back; 37 °C typed early", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(3 * 60_000);
    await test.step("a pair page answers a value typed before hydration, and its details follow after", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
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

    await test.step("a value typed back to the server's brings the server's answer and details back", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("length"));
      const value = page.getByLabel("Value", { exact: true });
      const serverAnswer = evaluateConversion(converters.length, "1", "meter", "foot");
      const twelve = evaluateConversion(converters.length, "12", "meter", "foot");
      if (serverAnswer.status !== "result" || twelve.status !== "result") {
        throw new Error("1 m and 12 m give no result in feet");
      }
      await expect(page.getByTestId("result")).toHaveText(serverAnswer.resultText);
      await value.fill("12");
      await expect(page.getByTestId("result")).toHaveText(twelve.resultText);
      await expect(page.getByTestId("formula")).toBeHidden();
      await value.fill("1");
      await expect(page.getByTestId("result")).toHaveText(serverAnswer.resultText);
      await expect(page.getByTestId("formula")).toBeVisible();
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      await hydrate();
      await expect(page.getByTestId("result")).toHaveText(serverAnswer.resultText);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("temperature: 37 °C typed early shows 98.60°F", async () => {
      await forgetStoredState(page);
      const { hydrate } = await openBeforeHydration(page, toolPath("temperature"));
      const value = page.getByLabel("Value", { exact: true });
      await value.selectText();
      await value.pressSequentially("37");
      await hydrate();
      await expect(page.getByTestId("result")).toHaveText("98.60°F");
    });
  });

  test("converters' input rules before hydration: rejected text, the digit cap, a decimal comma and a fraction", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("a text the input rule rejects is treated as the rule treats it", async () => {
      await forgetStoredState(page);
      const { hydrate } = await openBeforeHydration(page, toolPath("length"));
      const value = page.getByLabel("Value", { exact: true });
      // Letters are dropped; past 16 characters the rule's message shows and the rest is not taken.
      await value.fill("3a7");
      await page.getByLabel("To", { exact: true }).selectOption("inch");
      // The early answer leaves a text the rule would change to the island: no answer shows meanwhile.
      await expect(page.getByTestId("result")).toBeHidden();
      await hydrate();
      // Letters may be units: the field asks the calculator's grammar first, which loads with
      // Quick convert's units (so the first reading waits as Quick convert's first answer does).
      await expect(value).toHaveValue("37", firstQuickAnswer);
      const inches = evaluateConversion(converters.length, "37", "meter", "inch");
      if (inches.status !== "result") throw new Error("37 m gives no result in inches");
      await expect(page.getByTestId("result")).toHaveText(inches.resultText);

      const capped = await openBeforeHydration(page, toolPath("weight"));
      await value.fill("12345678901234567890");
      await capped.hydrate();
      await expect(value).toHaveValue("1234567890123456");
      await expect(page.getByRole("alert")).toHaveText(messages.max16Digits);
    });

    await test.step("a decimal comma or a fraction typed early is never misread: pending, then read and said", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("length"));
      const value = page.getByLabel("Value", { exact: true });
      await value.fill("1,5");
      // The early answer has no reader for "1,5": it shows nothing rather than 15's answer.
      await expect(page.getByTestId("result")).toBeHidden();
      await hydrate();
      const expected = evaluateConversion(converters.length, "1.5", "meter", "foot");
      if (expected.status !== "result") throw new Error("1.5 m gives no result");
      await expect(page.getByTestId("result")).toHaveText(expected.resultText);
      await expect(
        page.getByText("Read as 1.5: the comma is read as the decimal point."),
      ).toBeVisible();

      const cooking = await openBeforeHydration(page, toolPath("cooking"));
      await page.getByLabel("To", { exact: true }).first().selectOption("tablespoon");
      await page.getByLabel("Amount", { exact: true }).first().fill("1 1/2");
      // The server's "16 tbsp" (for 1 cup) is hidden: it is not the answer to what was typed.
      await expect(page.getByTestId("result").first()).toBeHidden();
      await cooking.hydrate();
      await expect(page.getByTestId("result").first()).toHaveText("24 tbsp");
      await expect(page.getByText("Read as 1.5: 1 1/2 is read as a fraction.")).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });

  test("number base and colour: input typed early is converted", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("number base: a number typed early is converted", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("number-base"));
      const number = page.getByLabel("Number", { exact: true });
      const result = page.getByTestId("result");
      const context = page.getByTestId("context");
      await number.fill("4095");
      // Before hydration the page's early answer already shows it: decimal 4095 is hexadecimal FFF.
      await expect(result).toHaveText("FFF");
      await expect(context).toHaveText("4095 (Base 10) = FFF (Base 16)");
      await expect(page.getByTestId("char-counter")).toHaveText("4 / 64");
      // Back to the server's 255, the server's answer shows again, not the last early one.
      await number.fill("255");
      await expect(result).toHaveText("FF");
      await expect(context).toHaveText("255 (Base 10) = FF (Base 16)");
      // A digit the base lacks: only the island can say so; no answer shows meanwhile.
      await number.fill("40G5");
      await expect(result).toBeHidden();
      await number.fill("4095");
      await page.getByLabel("To Base", { exact: true }).selectOption("2");
      await expect(result).toHaveText("111111111111");
      await expect(page.getByText("Result (Binary)", { exact: true })).toBeVisible();
      await hydrate();

      await expect(number).toHaveValue("4095");
      await expect(page.getByLabel("To Base", { exact: true })).toHaveValue("2");
      await expect(result).toHaveText("111111111111");
      await expect(context).toHaveText("4095 (Base 10) = 111111111111 (Base 2)");
      await expect(page.getByText("Result (Binary)", { exact: true })).toBeVisible();
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("colour: a hex code typed early sets the colour", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("color"));
      await page.getByLabel("Hex code", { exact: true }).fill("#FF0000");
      // Before hydration the page's early answer already shows the colour's texts, and hides the
      // swatch and the contrast card, which still show the default colour.
      await expect(page.getByTestId("rgb-text")).toHaveText("rgb(255, 0, 0)");
      await expect(page.getByTestId("preview-hex")).toHaveText("#FF0000");
      await expect(page.getByTestId("hex-text")).toHaveText("#FF0000");
      await expect(page.getByTestId("hsl-text")).toHaveText("hsl(0, 100%, 50%)");
      await expect(page.getByTestId("color-swatch")).toBeHidden();
      await expect(page.getByTestId("contrast-white-ratio")).toBeHidden();
      // The RGB field still holds the default's 59 until React writes 255: its text is invisible.
      await expect(page.getByLabel("Red", { exact: true })).toHaveCSS("color", "rgba(0, 0, 0, 0)");
      await hydrate();
      await expect(page.getByTestId("rgb-text")).toHaveText("rgb(255, 0, 0)");
      await expect(page.getByTestId("preview-hex")).toHaveText("#FF0000");
      await expect(page.getByTestId("hsl-text")).toHaveText("hsl(0, 100%, 50%)");
      await expect(page.getByTestId("color-swatch")).toHaveCSS(
        "background-color",
        "rgb(255, 0, 0)",
      );
      await expect(page.getByTestId("contrast-white-ratio")).toHaveText("3.99:1");
      await expect(page.getByLabel("Red", { exact: true })).toHaveValue("255");
      await expect(page.getByLabel("Red", { exact: true })).not.toHaveCSS(
        "color",
        "rgba(0, 0, 0, 0)",
      );
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  test("cooking and text tools: input typed early is converted", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("cooking: an amount and a unit chosen early are converted", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("cooking"));
      await page.getByLabel("Amount", { exact: true }).first().fill("0.75");
      await page.getByLabel("To", { exact: true }).first().selectOption("tablespoon");
      await page.getByLabel("Quantity", { exact: true }).fill("3");
      await page.getByLabel("Ingredient", { exact: true }).selectOption("granulated-sugar");
      // Before hydration the converter's early answer already shows its result; the ingredient
      // converter, whose code loads when it is first used, answers once it has hydrated.
      await expect(page.getByTestId("result").first()).toHaveText("12 tbsp");
      await expect(page.getByText("0.75 cup =", { exact: true })).toBeVisible();
      await hydrate();
      await expect(page.getByTestId("result").first()).toHaveText("12 tbsp");
      await expect(page.getByTestId("ingredient-result")).toHaveText("600 g");
      await expect(
        page.getByText("3 US cups of granulated sugar =", { exact: true }),
      ).toBeVisible();
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("text tools: text typed early is transformed", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("text-tools"));
      const upper = page.getByTestId("output-upper").locator("textarea");
      const camel = page.getByTestId("output-camel").locator("textarea");
      await page.getByLabel("Text", { exact: true }).fill("hello wide world");
      // Before hydration the page's early answer fills the case outputs; the counts, which the
      // island's worker computes, are hidden rather than show those of the empty text.
      await expect(upper).toHaveValue("HELLO WIDE WORLD");
      await expect(camel).toHaveValue("helloWideWorld");
      await expect(page.getByTestId("live-counts")).toBeHidden();
      await expect(page.getByTestId("stat-words").locator("dd")).toBeHidden();
      await hydrate();

      await expect(upper).toHaveValue("HELLO WIDE WORLD");
      await expect(camel).toHaveValue("helloWideWorld");
      await expect(page.getByTestId("stat-words").locator("dd")).toHaveText("3");
      await expect(page.getByTestId("live-counts")).toContainText("16 characters · 3 words");
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  test("BMI: values typed early give their BMI, or none when no BMI is given", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("BMI: height and weight typed early give their BMI", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("bmi"));
      await page.getByLabel("Height (cm)", { exact: true }).fill("180");
      await page.getByLabel("Weight (kg)", { exact: true }).fill("81");
      // Before hydration the page's early answer already shows the BMI, its band and the insights;
      // the gauge's marker, still at the default's place, is hidden, the band's colour neutral.
      const result = page.getByTestId("result");
      const category = page.getByTestId("bmi-category");
      await expect(result.locator("p").first()).toHaveText("25.0");
      await expect(category).toHaveText("Overweight");
      await expect(category).not.toHaveCSS("background-color", "rgb(21, 128, 61)");
      await expect(page.getByTestId("healthy-range")).toHaveText(
        "59.9 – 80.7 kg (132.1 – 177.9 lb)",
      );
      await expect(page.getByTestId("bmi-marker")).toBeHidden();
      await hydrate();
      await expect(result.locator("p").first()).toHaveText("25.0");
      await expect(category).toHaveText("Overweight");
      await expect(category).toHaveCSS("background-color", "rgb(180, 83, 9)");
      await expect(page.getByTestId("bmi-marker")).toHaveText("25.0");
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("BMI: a height no BMI is given for, typed early, shows no BMI before or after", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("bmi"));
      await page.getByLabel("Height (cm)", { exact: true }).fill("10");
      // The early answer cannot say why, so it hides the default's BMI, band and advice.
      await expect(page.getByTestId("bmi-category")).toBeHidden();
      await expect(page.getByTestId("result").locator("p").first()).toBeHidden();
      await hydrate();
      await expect(page.getByRole("alert")).toHaveText(
        "Height of 10 cm is too short for a BMI: check the height.",
      );
      await expect(page.getByTestId("result")).toBeEmpty();
      expect(consoleErrors).toEqual([]);
    });
  });

  test("percentage and age: values typed early give their answer", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("percentage: Basic % values typed early give their percentage", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("percentage"));
      const result = page.getByTestId("result");
      await page.getByLabel("Value", { exact: true }).fill("45");
      await page.getByLabel("Total", { exact: true }).fill("60");
      // Before hydration the page's early answer already shows it.
      await expect(result).toHaveText("75.00%");
      await expect(page.getByTestId("context")).toHaveText("45 is 75.00% of 60");
      // A zero total: only the island has the hint; no answer shows meanwhile.
      await page.getByLabel("Total", { exact: true }).fill("0");
      await expect(result).toBeHidden();
      await page.getByLabel("Total", { exact: true }).fill("60");
      await hydrate();

      await expect(result).toHaveText("75.00%");
      await expect(page.getByTestId("context")).toHaveText("45 is 75.00% of 60");
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("age: dates typed early give their age", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
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
      await expect(page.getByTestId("milestone-next-birthday")).toContainText("337 days to go");
      // The island takes the typed dates over without its spinner's pause: the answer stays.
      await page.evaluate(() => {
        const seen = { spinner: false };
        Object.assign(window, { spinnerSeen: seen });
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="result"] [role="status"]')) seen.spinner = true;
        }).observe(document.body, { subtree: true, childList: true });
      });
      await hydrate();
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      await expect(result).toContainText("0 years, 1 month, 0 days");
      await expect(page.getByTestId("total-days")).toHaveText("29");
      await expect(page.getByTestId("milestone-next-birthday")).toContainText("337 days to go");
      expect(
        await page.evaluate(
          () => (window as unknown as { spinnerSeen: { spinner: boolean } }).spinnerSeen,
        ),
      ).toEqual({ spinner: false });
      // A change after that pauses as the spec says.
      await page.getByLabel("Age as of", { exact: true }).fill("2000-03-31");
      await expect(result.getByRole("status")).toHaveText("Calculating…");
      await expect(result).toContainText("0 years, 2 months, 0 days");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("time zone: a zone chosen early converts the time, or says its place is not on it", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("time zone: a zone chosen early converts the time", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
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

    await test.step("time zone: a zone its place is not on says so before hydration", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      await page.clock.setFixedTime(new Date("2026-11-25T12:59:00Z"));
      const { hydrate } = await openBeforeHydration(page, toolPath("timezone"));
      await page.getByLabel("Time zone", { exact: true }).selectOption("AEST");
      const note = "Sydney is on AEDT, UTC+11:00, on this date: 11:59:00 PM there.";
      await expect(page.getByTestId("result")).toHaveText("10:59:00 PM");
      await expect(page.getByTestId("zone-in-force")).toHaveText(note);
      await hydrate();
      await expect(page.getByTestId("zone-in-force")).toHaveText(note);
      await page.getByLabel("Time zone", { exact: true }).selectOption("UTC");
      await expect(page.getByTestId("zone-in-force")).toHaveText("");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("currency and the home cards: values typed early are converted", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(2 * 60_000);
    await test.step("currency: an amount typed early is converted", async () => {
      await forgetStoredState(page);
      consoleErrors.length = 0;
      const { hydrate } = await openBeforeHydration(page, toolPath("currency"));
      await page.getByLabel("Amount", { exact: true }).fill("250");
      // Before hydration the early answer converts at the rates the page names under the result:
      // the built-in table, or the build's snapshot, which the island carries in a hidden field.
      const { convertCurrency, formatAmount, formatMoney, usdRatesFromText } =
        await import("../src/lib/currency/currency");
      const { fixedUsdRates } = await import("../src/lib/currency/fixed-rates");
      const pageRates =
        (await page.getByTestId("rates-source").getAttribute("data-source")) === "fixed"
          ? fixedUsdRates
          : usdRatesFromText(
              await page
                .locator('input[type="hidden"][data-early-field="usd-rates"]')
                .inputValue({ timeout: 5_000 }),
            );
      const atPageRates = pageRates && convertCurrency("250", "USD", "EUR", pageRates);
      if (!atPageRates) throw new Error("the page carries no usable rates");
      await expect(page.getByTestId("result")).toHaveText(
        formatMoney(atPageRates.converted, "EUR"),
      );
      await expect(page.getByTestId("context")).toHaveText(
        `250 USD = ${formatAmount(atPageRates.converted)} EUR`,
      );
      await hydrate();
      await expect(page.getByTestId("rates-loading")).toHaveCount(0);
      // The default is 100 USD = €85.20 at the fixture's rates.
      await expect(page.getByTestId("result")).toHaveText("€213.00");
      await expect(page.getByTestId("context")).toHaveText("250 USD = 213.00 EUR");
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("home cards: values typed early in both cards are converted", async () => {
      await forgetStoredState(page);
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
