/**
 * The time zone page: local clock, fixed-offset converter, world clock, any IANA zone, time
 * comparer. Zones by city, suggestions and the day strip: e2e/timezone-cities.spec.ts.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, stepsFromScratch } from "./fixtures";
import { expectCanonical, toolWithPaths, waitForIsland } from "./calculator-helpers";

const { tool, paths } = toolWithPaths("timezone");
const summerNoon = new Date("2025-07-01T14:00:00Z");
const winterNoon = new Date("2025-01-15T14:00:00Z");

async function openTimezone(page: Page, path = tool.routePath, { clockPaused = false } = {}) {
  await page.goto(path);
  // The island hydrates after its first paint (a frame and a task), which a paused clock holds.
  if (clockPaused) await page.clock.runFor(100);
  await waitForIsland(page, "TimezoneConverter");
}

function cityRow(page: Page, zone: string) {
  return page.getByTestId("world-clock").locator(`[data-zone="${zone}"]`);
}

test.describe("time zone page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both paths show 'Loading...' and no clock value", async ({ page }) => {
    const fromScratch = await stepsFromScratch(page);
    for (const path of paths) {
      await test.step(`shows 'Loading...' and no clock value at ${path}`, async () => {
        await fromScratch();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectCanonical(page, "/timezone");
        await expect(page.getByTestId("local-time")).toHaveText("Loading...");
        await expect(page.getByTestId("local-zone")).toHaveText("Loading...");
        await expect(page.getByTestId("result")).toHaveText("Loading...");
        const cities = page.getByTestId("world-clock-city");
        await expect(cities).toHaveCount(8);
        for (const city of await cities.all()) await expect(city).toContainText("Loading...");
        const island = await page
          .locator('astro-island[component-url*="TimezoneConverter"]')
          .innerHTML();
        expect(island).not.toMatch(/\d{1,2}:\d{2}(:\d{2})?\s?[AP]M/);
        await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("UTC");
      });
    }
  });
});

test("the early answer and the island build each date formatter once between them", async ({
  page,
  consoleErrors,
}) => {
  // Each costs a phone milliseconds; the island takes the early answer's (timezone.ts).
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { formattersBuilt: built });
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        if (args.length > 0) built.push(JSON.stringify(args));
        return new target(...args);
      },
    });
  });
  await openTimezone(page);
  await expect(page.getByTestId("local-time")).not.toHaveText("Loading...");
  // Two clock ticks after hydration.
  await page.waitForTimeout(2_100);
  const built = await page.evaluate(
    () => (window as unknown as { formattersBuilt: string[] }).formattersBuilt,
  );
  expect(built.length).toBeGreaterThan(10);
  expect(built.filter((args, index) => built.indexOf(args) !== index)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe("time zone page in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("shows the local time, date and zone, ticking every second", async ({
    page,
    consoleErrors,
  }) => {
    // Installed a little earlier, then paused: no timer runs until the test moves the clock.
    await page.clock.install({ time: new Date(summerNoon.getTime() - 10_000) });
    await page.clock.pauseAt(summerNoon);
    await openTimezone(page, tool.routePath, { clockPaused: true });
    await expect(page.getByTestId("local-time")).toHaveText("10:00:00 AM");
    await expect(page.getByTestId("local-date")).toHaveText("Tuesday, July 1, 2025");
    await expect(page.getByTestId("local-zone")).toHaveText("America/New_York");
    await expect(page.getByText("(UTC−04:00)")).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.getByTestId("local-time")).toHaveText("10:00:01 AM");
    await page.clock.runFor(59_000);
    await expect(page.getByTestId("local-time")).toHaveText("10:01:00 AM");
    await expect(page.getByTestId("result")).toHaveText("2:01:00 PM");
    expect(consoleErrors).toEqual([]);
  });

  test("the twelve fixed-offset zones; the world clock with DST; winter time; 'Invalid timezone'", async ({
    page,
  }) => {
    const fromScratch = await stepsFromScratch(page);
    await test.step("converts to the twelve fixed-offset zones, default UTC", async () => {
      await fromScratch();
      await page.clock.setFixedTime(summerNoon);
      await openTimezone(page);
      const select = page.getByLabel("Time zone", { exact: true });
      await expect(select).toHaveValue("UTC");
      await expect(select.locator("option")).toHaveCount(12);
      const result = page.getByTestId("result");
      await expect(result).toHaveAttribute("aria-live", "polite");
      await expect(result).toHaveText("2:00:00 PM");
      await expect(select.locator("option")).toHaveText(
        ["UTC", "EST", "CST", "MST", "PST", "GMT", "BST", "CET", "EET", "JST", "AEST", "NZST"].map(
          (zone) => new RegExp(`^${zone} \\(`),
        ),
      );
      // Fixed offsets ignore daylight saving: EST is UTC−5 even in July. (Every zone is unit-tested.)
      const expectations = [
        ["EST", "9:00:00 AM", "Tuesday, July 1, 2025"],
        ["PST", "6:00:00 AM", "Tuesday, July 1, 2025"],
        ["BST", "3:00:00 PM", "Tuesday, July 1, 2025"],
        ["JST", "11:00:00 PM", "Tuesday, July 1, 2025"],
        ["AEST", "12:00:00 AM", "Wednesday, July 2, 2025"],
      ] as const;
      for (const [zone, time, date] of expectations) {
        await select.selectOption(zone);
        await expect(result).toHaveText(time);
        await expect(page.getByTestId("converted-date")).toHaveText(date);
      }
    });

    await test.step("runs the world clock in 24-hour time with DST", async () => {
      await fromScratch();
      await page.clock.setFixedTime(summerNoon);
      await openTimezone(page);
      const summer: Record<string, readonly [time: string, date: string]> = {
        "America/New_York": ["10:00", "Tue, Jul 1"],
        "America/Los_Angeles": ["07:00", "Tue, Jul 1"],
        "Europe/London": ["15:00", "Tue, Jul 1"],
        "Europe/Paris": ["16:00", "Tue, Jul 1"],
        "Asia/Tokyo": ["23:00", "Tue, Jul 1"],
        "Australia/Sydney": ["00:00", "Wed, Jul 2"],
        "Asia/Dubai": ["18:00", "Tue, Jul 1"],
        "Asia/Singapore": ["22:00", "Tue, Jul 1"],
      };
      await expect(page.getByTestId("world-clock-city")).toHaveCount(8);
      for (const [zone, [time, date]] of Object.entries(summer)) {
        await expect(cityRow(page, zone).getByTestId("city-time")).toHaveText(time);
        await expect(cityRow(page, zone).getByTestId("city-date")).toHaveText(date);
      }
      await expect(page.getByTestId("world-clock")).toContainText("New York");
      await expect(page.getByTestId("world-clock")).toContainText("Singapore");
    });

    await test.step("follows winter time in January", async () => {
      await fromScratch();
      await page.clock.setFixedTime(winterNoon);
      await openTimezone(page);
      await expect(page.getByTestId("local-time")).toHaveText("9:00:00 AM");
      await expect(cityRow(page, "Europe/London").getByTestId("city-time")).toHaveText("14:00");
      await expect(cityRow(page, "Europe/Paris").getByTestId("city-time")).toHaveText("15:00");
      await expect(cityRow(page, "Australia/Sydney").getByTestId("city-time")).toHaveText("01:00");
      await expect(cityRow(page, "Australia/Sydney").getByTestId("city-date")).toHaveText(
        "Thu, Jan 16",
      );
    });

    await test.step("shows 'Invalid timezone' for a city whose zone the browser rejects", async () => {
      await fromScratch();
      await page.clock.setFixedTime(summerNoon);
      // A browser without Asia/Dubai in its time-zone data (patched after the fake clock, which wraps Intl too).
      await page.addInitScript(() => {
        const NativeDateTimeFormat = Intl.DateTimeFormat;
        const Patched = function (
          this: unknown,
          locales?: string | string[],
          options?: Intl.DateTimeFormatOptions,
        ) {
          if (options?.timeZone === "Asia/Dubai")
            throw new RangeError("Invalid time zone specified: Asia/Dubai");
          return new NativeDateTimeFormat(locales, options);
        } as unknown as typeof Intl.DateTimeFormat;
        Patched.supportedLocalesOf = NativeDateTimeFormat.supportedLocalesOf;
        Intl.DateTimeFormat = Patched;
      });
      await openTimezone(page);
      await expect(cityRow(page, "Asia/Dubai")).toContainText("Invalid timezone");
      await expect(
        page.getByTestId("compare-results").locator('[data-zone="Asia/Dubai"]'),
      ).toContainText("Invalid timezone");
      await expect(cityRow(page, "Asia/Tokyo").getByTestId("city-time")).toHaveText("23:00");
      await expect(page.getByTestId("local-time")).toHaveText("10:00:00 AM");
    });
  });

  test("any IANA zone; a wall-clock time across the eight cities; fits 390 px at both paths", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("converts to any IANA zone the browser knows, with DST", async () => {
      await fromScratch();
      await page.clock.setFixedTime(summerNoon);
      await openTimezone(page);
      // A combobox that suggests places and IANA ids as you type (e2e/timezone-cities.spec.ts).
      const field = page.getByLabel("Search time zones", { exact: true });
      await expect(field).toHaveRole("combobox");
      await expect(field).toHaveValue("Asia/Kolkata");
      await expect(page.getByTestId("any-zone-time")).toHaveText("7:30:00 PM");
      await expect(page.getByTestId("any-zone-offset")).toHaveText("UTC+05:30");

      await field.fill("Asia/Kathmandu");
      await expect(page.getByTestId("any-zone-time")).toHaveText("7:45:00 PM");
      await field.fill("Australia/Lord_Howe");
      await expect(page.getByTestId("any-zone-time")).toHaveText("12:30:00 AM");
      await expect(page.getByTestId("any-zone-date")).toHaveText("Wednesday, July 2, 2025");
      await expect(page.getByTestId("any-zone-offset")).toHaveText("UTC+10:30");
      await field.fill("Europe/London");
      await expect(page.getByTestId("any-zone-time")).toHaveText("3:00:00 PM");
      await expect(page.getByTestId("any-zone-offset")).toHaveText("UTC+01:00");

      await field.fill("Mars/Olympus_Mons");
      await expect(page.getByRole("alert")).toHaveText("Invalid timezone");
      await expect(field).toHaveClass(/border-danger/);
      await expect(page.getByTestId("any-zone-result")).toHaveCount(0);
    });

    await test.step("compares a wall-clock time in one zone across the eight cities", async () => {
      await fromScratch();
      await page.clock.setFixedTime(summerNoon);
      await openTimezone(page);
      const date = page.getByLabel("Date", { exact: true });
      const time = page.getByLabel("Time", { exact: true });
      const zone = page.getByLabel("In time zone", { exact: true });
      const results = page.getByTestId("compare-results");
      await expect(zone).toHaveValue("America/New_York");
      await expect(date).toHaveValue("2025-07-01");
      await expect(time).toHaveValue("09:00");
      // July: New York on EDT (UTC−4).
      await expect(results.locator('[data-zone="Europe/London"]')).toContainText(
        "14:00 Tue, Jul 1",
      );
      await expect(results.locator('[data-zone="Asia/Tokyo"]')).toContainText("22:00 Tue, Jul 1");
      // January: New York on EST (UTC−5), Tokyo an hour later.
      await date.fill("2025-01-15");
      await expect(results.locator('[data-zone="Europe/London"]')).toContainText(
        "14:00 Wed, Jan 15",
      );
      await expect(results.locator('[data-zone="Asia/Tokyo"]')).toContainText("23:00 Wed, Jan 15");
      await expect(results.locator('[data-zone="Australia/Sydney"]')).toContainText(
        "01:00 Thu, Jan 16",
      );

      // 02:30 does not exist in New York on 9 March 2025.
      await date.fill("2025-03-09");
      await time.fill("02:30");
      await expect(page.getByTestId("compare-note")).toContainText("does not exist");
      await expect(results.locator('[data-zone="America/New_York"]')).toContainText(
        "03:30 Sun, Mar 9",
      );

      await zone.fill("Asia/Tokyo");
      await time.fill("09:00");
      await expect(page.getByTestId("compare-note")).toHaveCount(0);
      await expect(results.locator('[data-zone="America/Los_Angeles"]')).toContainText(
        "16:00 Sat, Mar 8",
      );

      await zone.fill("Nowhere");
      await expect(page.getByRole("alert")).toHaveText("Invalid timezone");
      await expect(results).toHaveCount(0);
    });

    for (const path of paths) {
      await test.step(`fits 390 px without sideways scrolling at ${path}`, async () => {
        await fromScratch();
        await page.clock.setFixedTime(summerNoon);
        await page.setViewportSize({ width: 390, height: 844 });
        await openTimezone(page, path);
        await expectCanonical(page, "/timezone");
        await expect(page.getByTestId("local-time")).toHaveText("10:00:00 AM");
        await expectNoHorizontalScroll(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
