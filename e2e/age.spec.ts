/** The age page: today's date from the visitor's clock, the spinner, breakdown, totals, milestones, bounds. */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, stepsFromScratch } from "./fixtures";
import { expectCanonical, toolWithPaths, waitForIsland } from "./calculator-helpers";

const { tool, paths } = toolWithPaths("age");
const fixedNow = new Date("2025-09-19T12:00:00-04:00");

async function openAge(page: Page, { clockPaused = false } = {}) {
  await page.goto(tool.routePath);
  // The island hydrates after its first paint (a frame and a task), which a paused clock holds.
  if (clockPaused) await page.clock.runFor(100);
  await waitForIsland(page, "AgeCalculator");
  return {
    birth: page.getByLabel("Date of birth", { exact: true }),
    asOf: page.getByLabel("Age as of", { exact: true }),
    result: page.getByTestId("result"),
  };
}

test.describe("age page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("carries a stable placeholder instead of a date-dependent result", async ({ page }) => {
    expect(paths).toEqual(["/time/age-calculator"]);
    const response = await page.goto(tool.routePath);
    expect(response?.status()).toBe(200);
    await expectCanonical(page, "/time/age-calculator");
    await expect(page.getByLabel("Date of birth", { exact: true })).toHaveValue("1995-06-15");
    await expect(page.getByLabel("Age as of", { exact: true })).toHaveValue("");
    await expect(page.getByTestId("result")).toHaveText("Loading...");
  });
});

test.describe("age page", () => {
  test.use({ timezoneId: "America/New_York" });

  test("shows the dates it opens with at once, and a spinner for about 300 ms before each changed result", async ({
    page,
  }) => {
    // A paused clock fires no timer until the test moves it on.
    await page.clock.install({ time: new Date(fixedNow.getTime() - 10_000) });
    await page.clock.pauseAt(fixedNow);
    const view = await openAge(page, { clockPaused: true });
    const spinner = view.result.getByRole("status");
    // The early answer already shows them: hydrating neither hides them nor pauses.
    await expect(view.result).toContainText("30 years, 3 months, 4 days");
    await expect(page.getByTestId("milestone-heartbeats")).toContainText("1,114,243,200");
    await expect(page.getByTestId("age-years")).toBeVisible();
    await expect(spinner).toHaveCount(0);

    await view.birth.fill("2000-01-31");
    await expect(spinner).toHaveText("Calculating…");
    await page.clock.runFor(200);
    await expect(spinner).toBeVisible();
    await page.clock.runFor(150);
    await expect(view.result).toContainText("25 years, 7 months, 19 days");
  });

  test("nothing moves on a phone while it loads; today's date in the visitor's zone; calendar months and 29 February; a 29 February birthday", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("nothing moves on a phone while the page loads, hydrates and pauses for its spinner", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            shifts.push((entry as unknown as { value: number }).value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const view = await openAge(page);
      await expect(page.getByTestId("milestone-heartbeats")).toBeVisible();
      await expect(view.result.getByRole("status")).toHaveCount(0);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      // Before: the spinner took the breakdown's place at hydration, then the breakdown and the
      // milestones came back, a layout shift of about 0.2.
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
    });

    await test.step("uses today's date in the visitor's zone and shows the full breakdown", async () => {
      await fromScratch();
      await page.clock.setFixedTime(fixedNow);
      const view = await openAge(page);
      await expect(view.asOf).toHaveValue("2025-09-19");
      await expect(view.birth).toHaveAttribute("max", "2025-09-19");
      await expect(view.result).toHaveAttribute("aria-live", "polite");
      await expect(view.result).toContainText("30 years, 3 months, 4 days");
      await expect(page.getByTestId("age-years")).toHaveText("30");
      await expect(page.getByTestId("age-months")).toHaveText("3");
      await expect(page.getByTestId("age-days")).toHaveText("4");
      await expect(page.getByTestId("total-days")).toHaveText("11,054");
      await expect(page.getByTestId("total-hours")).toHaveText("265,296");
      await expect(page.getByTestId("total-minutes")).toHaveText("15,917,760");
      await expect(page.getByTestId("total-seconds")).toHaveText("955,065,600");

      await expect(page.getByTestId("milestone-next-birthday")).toContainText("269 days to go");
      await expect(page.getByTestId("milestone-next-birthday")).toContainText(
        "You turn 31 on Monday, June 15, 2026.",
      );
      await expect(page.getByTestId("milestone-heartbeats")).toContainText("1,114,243,200");
      await expect(page.getByTestId("milestone-breaths")).toContainText("238,766,400");
      await expect(page.getByTestId("milestone-sleep")).toContainText("88,432 hours");
      await expect(page.getByTestId("milestone-century")).toContainText("70 years");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("counts calendar months, month ends and 29 February exactly", async () => {
      await fromScratch();
      await page.clock.setFixedTime(fixedNow);
      const view = await openAge(page);
      await expect(view.asOf).toHaveValue("2025-09-19");
      const cases = [
        { birth: "2000-02-29", asOf: "2001-02-28", text: "1 year, 0 months, 0 days", days: "365" },
        {
          birth: "2000-02-29",
          asOf: "2001-02-27",
          text: "0 years, 11 months, 29 days",
          days: "364",
        },
        {
          birth: "2000-02-29",
          asOf: "2004-02-29",
          text: "4 years, 0 months, 0 days",
          days: "1,461",
        },
        { birth: "2000-01-31", asOf: "2000-02-29", text: "0 years, 1 month, 0 days", days: "29" },
        { birth: "2023-03-01", asOf: "2024-03-01", text: "1 year, 0 months, 0 days", days: "366" },
      ];
      for (const { birth, asOf, text, days } of cases) {
        await view.asOf.fill(asOf);
        await view.birth.fill(birth);
        await expect(view.result).toContainText(text);
        await expect(page.getByTestId("total-days")).toHaveText(days);
      }
      await expect(page.getByTestId("milestone-next-birthday")).toContainText("Today!");
    });

    await test.step("counts down to a 29 February birthday in a common year", async () => {
      await fromScratch();
      await page.clock.setFixedTime(fixedNow);
      const view = await openAge(page);
      await view.asOf.fill("2001-01-01");
      await view.birth.fill("2000-02-29");
      await expect(page.getByTestId("milestone-next-birthday")).toContainText("58 days to go");
      await expect(page.getByTestId("milestone-next-birthday")).toContainText(
        "You turn 1 on Wednesday, February 28, 2001.",
      );
    });
  });

  test("the birth date bounded by the as-of date; no result while a date is missing; fits 390 px", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("bounds the birth date by the as-of date and explains a later birth date", async () => {
      await fromScratch();
      await page.clock.setFixedTime(fixedNow);
      const view = await openAge(page);
      await view.asOf.fill("2020-01-01");
      await expect(view.birth).toHaveAttribute("max", "2020-01-01");
      await view.birth.fill("2021-05-05");
      await expect(view.result.getByRole("alert")).toHaveText(
        "The date of birth is after the as-of date, so there is no age to show. Choose an earlier birth date or a later as-of date.",
      );
      await expect(page.getByTestId("age-years")).toHaveCount(0);
      await expect(page.locator("#age-milestones-heading")).toHaveCount(0);

      await page.getByRole("button", { name: "Use today's date" }).click();
      await expect(view.asOf).toHaveValue("2025-09-19");
      await expect(view.result).toContainText("4 years, 4 months, 14 days");
    });

    await test.step("shows no result while a date is missing", async () => {
      await fromScratch();
      await page.clock.setFixedTime(fixedNow);
      const view = await openAge(page);
      await view.birth.fill("");
      await expect(view.result).toHaveText("Enter both dates to see your age.");
      await view.birth.fill("1995-06-15");
      await expect(view.result).toContainText("30 years");
      await view.asOf.fill("");
      await expect(view.result).toHaveText("Enter both dates to see your age.");
      await expect(view.birth).not.toHaveAttribute("max", /.+/);
    });

    await test.step("fits 390 px without sideways scrolling", async () => {
      await fromScratch();
      await page.clock.setFixedTime(fixedNow);
      await page.setViewportSize({ width: 390, height: 844 });
      const view = await openAge(page);
      await expect(view.result).toContainText("30 years");
      await expectNoHorizontalScroll(page);
      expect(consoleErrors).toEqual([]);
    });
  });
});

test("the page builds no Intl date formatter as it loads (its first costs a phone some 100 ms)", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const counts = { built: 0 };
    Object.assign(window, { dateFormatters: counts });
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counts.built += 1;
        return new target(...args);
      },
      apply(target, _this, args: Parameters<typeof Intl.DateTimeFormat>) {
        counts.built += 1;
        return target(...args);
      },
    });
  });
  const view = await openAge(page);
  await expect(view.result).toContainText("years");
  // The next birthday's long date too is written without Intl.
  await expect(page.getByText(/^You turn \d+ on \w+day, \w+ \d+, \d{4}\.$/)).toBeVisible();
  const built = await page.evaluate(
    () => (window as unknown as { dateFormatters: { built: number } }).dateFormatters.built,
  );
  expect(built).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test.describe("age page in other time zones", () => {
  test.describe("far east of UTC", () => {
    test.use({ timezoneId: "Pacific/Kiritimati" });
    test("takes today's date from the visitor's zone", async ({ page }) => {
      // 12:00 UTC on 19 September is already 02:00 on 20 September at UTC+14.
      await page.clock.setFixedTime(new Date("2025-09-19T12:00:00Z"));
      const view = await openAge(page);
      await expect(view.asOf).toHaveValue("2025-09-20");
      await expect(view.result).toContainText("30 years, 3 months, 5 days");
    });
  });

  test.describe("west of UTC", () => {
    test.use({ timezoneId: "Pacific/Honolulu" });
    test("takes today's date from the visitor's zone", async ({ page }) => {
      // 05:00 UTC on 19 September is still 18 September at UTC−10.
      await page.clock.setFixedTime(new Date("2025-09-19T05:00:00Z"));
      const view = await openAge(page);
      await expect(view.asOf).toHaveValue("2025-09-18");
      await expect(view.result).toContainText("30 years, 3 months, 3 days");
    });
  });
});
