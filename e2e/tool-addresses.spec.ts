/**
 * The BMI and age pages open with the values in their address (src/lib/bmi/address.ts,
 * src/lib/age/address.ts): their early answers show the answer for those values before the
 * islands hydrate (so the default's answer never flashes), and the islands take them when they
 * do; a value a page does not take leaves the field's default, without an error. The Quick
 * convert box links to them with the values it read.
 */
import type { Page } from "@playwright/test";
import { test, expect, firstQuickAnswer } from "./fixtures";
import { waitForIsland } from "./calculator-helpers";

/**
 * Opens a page with its islands' scripts held back, so what it shows is its HTML and its early
 * answer. The returned function checks that the island has not hydrated yet, lets the scripts
 * through and waits until the island named `component` has hydrated.
 */
async function openBeforeHydration(
  page: Page,
  path: string,
  component: string,
): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    await expect(page.locator(`astro-island[component-url*="${component}"]`)).toHaveAttribute(
      "ssr",
      /.*/,
    );
    release();
    await waitForIsland(page, component);
  };
}

function bmiView(page: Page) {
  return {
    height: page.getByLabel("Height (cm)", { exact: true }),
    weight: page.getByLabel("Weight (kg)", { exact: true }),
    feet: page.getByLabel("Feet", { exact: true }),
    inches: page.getByLabel("Inches", { exact: true }),
    pounds: page.getByLabel("Weight (lb)", { exact: true }),
    metricTab: page.getByRole("tab", { name: "Metric" }),
    imperialTab: page.getByRole("tab", { name: "Imperial" }),
    // The BMI's number, the first line of the result.
    bmi: page.getByTestId("result").locator("p").first(),
    category: page.getByTestId("bmi-category"),
    range: page.getByTestId("healthy-range"),
    alerts: page.getByRole("alert"),
  };
}

test.describe("pages opened with values in their address", () => {
  // A first visit: the service worker would fetch the held scripts itself.
  test.use({ serviceWorkers: "block" });

  test("/bmi?height=180&weight=75 opens with 180 cm and 75 kg and their BMI, before hydration and after", async ({
    page,
    consoleErrors,
  }) => {
    const hydrate = await openBeforeHydration(page, "/bmi?height=180&weight=75", "BmiCalculator");
    const view = bmiView(page);
    // The early answer: the address's values in the fields and their BMI, never the default 22.9.
    await expect(view.height).toHaveValue("180");
    await expect(view.weight).toHaveValue("75");
    await expect(view.bmi).toHaveText("23.1");
    await expect(view.category).toHaveText("Normal");
    await expect(view.range).toHaveText("59.9 – 80.7 kg (132.1 – 177.9 lb)");
    await hydrate();

    await expect(view.metricTab).toHaveAttribute("aria-selected", "true");
    await expect(view.height).toHaveValue("180");
    await expect(view.weight).toHaveValue("75");
    await expect(view.bmi).toHaveText("23.1");
    await expect(view.category).toHaveText("Normal");
    await expect(view.category).toHaveCSS("background-color", "rgb(21, 128, 61)");
    await expect(page.getByTestId("bmi-marker")).toHaveText("23.1");
    await expect(view.range).toHaveText("59.9 – 80.7 kg (132.1 – 177.9 lb)");
    await expect(
      page.getByText("Your weight is inside the healthy range for your height."),
    ).toBeVisible();
    await expect(view.alerts).toHaveCount(0);
    await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
    // The page is the visitor's from here: an edit is answered.
    await view.height.fill("170");
    await expect(view.bmi).toHaveText("26.0");
    await expect(view.category).toHaveText("Overweight");
    expect(consoleErrors).toEqual([]);
  });

  test("/bmi?ft=5&in=9&lb=160 opens on the Imperial tab with 5 ft 9 in and 160 lb and their BMI", async ({
    page,
    consoleErrors,
  }) => {
    const hydrate = await openBeforeHydration(page, "/bmi?ft=5&in=9&lb=160", "BmiCalculator");
    const view = bmiView(page);
    // Only the island can show the Imperial tab: meanwhile the default's BMI is hidden.
    await expect(view.height).toHaveValue("175");
    await expect(view.bmi).toBeHidden();
    await expect(view.category).toBeHidden();
    await hydrate();

    await expect(view.imperialTab).toHaveAttribute("aria-selected", "true");
    await expect(view.feet).toHaveValue("5");
    await expect(view.inches).toHaveValue("9");
    await expect(view.pounds).toHaveValue("160");
    // 703.07 × 160 / 69² = 23.63.
    await expect(view.bmi).toHaveText("23.6");
    await expect(view.category).toHaveText("Normal");
    await expect(view.range).toHaveText("125.3 – 168.6 lb (56.8 – 76.5 kg)");
    await expect(view.alerts).toHaveCount(0);
    await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
    // The metric tab keeps its defaults.
    await view.metricTab.click();
    await expect(view.height).toHaveValue("175");
    await expect(view.weight).toHaveValue("70");
    await expect(view.bmi).toHaveText("22.9");
    expect(consoleErrors).toEqual([]);
  });

  test("a value the BMI page does not take leaves the field's default, with no error", async ({
    page,
    consoleErrors,
  }) => {
    await test.step("/bmi?height=abc opens as /bmi does", async () => {
      const hydrate = await openBeforeHydration(page, "/bmi?height=abc", "BmiCalculator");
      const view = bmiView(page);
      await expect(view.height).toHaveValue("175");
      await expect(view.bmi).toHaveText("22.9");
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      await hydrate();
      await expect(view.metricTab).toHaveAttribute("aria-selected", "true");
      await expect(view.height).toHaveValue("175");
      await expect(view.weight).toHaveValue("70");
      await expect(view.bmi).toHaveText("22.9");
      await expect(view.category).toHaveText("Normal");
      await expect(view.alerts).toHaveCount(0);
    });

    await test.step("/bmi?height=10&weight=75 takes the weight, and not a height no BMI is given for", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      const hydrate = await openBeforeHydration(page, "/bmi?height=10&weight=75", "BmiCalculator");
      const view = bmiView(page);
      await expect(view.height).toHaveValue("175");
      await expect(view.weight).toHaveValue("75");
      // 75 / 1.75² = 24.49.
      await expect(view.bmi).toHaveText("24.5");
      await hydrate();
      await expect(view.height).toHaveValue("175");
      await expect(view.weight).toHaveValue("75");
      await expect(view.bmi).toHaveText("24.5");
      await expect(view.alerts).toHaveCount(0);
    });
    expect(consoleErrors).toEqual([]);
  });

  test.describe("age", () => {
    test.use({ timezoneId: "America/New_York" });

    test("/time/age-calculator?birth=1990-05-17&asof=2020-05-17 opens with both dates and their age, before hydration and after", async ({
      page,
      consoleErrors,
    }) => {
      await page.clock.setFixedTime(new Date("2025-09-19T12:00:00-04:00"));
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            shifts.push((entry as PerformanceEntry & { value: number }).value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const hydrate = await openBeforeHydration(
        page,
        "/time/age-calculator?birth=1990-05-17&asof=2020-05-17",
        "AgeCalculator",
      );
      const birth = page.getByLabel("Date of birth", { exact: true });
      const asOf = page.getByLabel("Age as of", { exact: true });
      const result = page.getByTestId("result");
      // The early answer: the address's dates in the fields and their age.
      await expect(birth).toHaveValue("1990-05-17");
      await expect(asOf).toHaveValue("2020-05-17");
      await expect(result).toContainText("30 years, 0 months, 0 days");
      await expect(page.getByTestId("age-years")).toHaveText("30");
      await expect(page.getByTestId("age-years")).toBeVisible();
      await expect(page.getByTestId("total-days")).toHaveText("10,958");
      await expect(result.getByText("Loading...")).toBeHidden();
      // The milestones too: on 17 May 2020 it was the 30th birthday.
      await expect(page.getByTestId("milestone-next-birthday")).toContainText("Today!");
      await expect(page.getByTestId("milestone-next-birthday")).toContainText(
        "Happy birthday! Your 31st is 365 days away.",
      );
      await expect(page.getByTestId("milestone-century")).toContainText("70 years");
      await hydrate();

      await expect(birth).toHaveValue("1990-05-17");
      await expect(asOf).toHaveValue("2020-05-17");
      await expect(result.getByRole("status")).toHaveCount(0);
      await expect(result).toContainText("30 years, 0 months, 0 days");
      await expect(page.getByTestId("age-years")).toHaveText("30");
      await expect(page.getByTestId("age-months")).toHaveText("0");
      await expect(page.getByTestId("age-days")).toHaveText("0");
      await expect(page.getByTestId("total-days")).toHaveText("10,958");
      await expect(page.getByTestId("total-seconds")).toHaveText("946,771,200");
      await expect(page.getByTestId("milestone-next-birthday")).toContainText("Today!");
      await expect(page.locator("astro-island[data-early]")).toHaveCount(0);
      // The island offers today's date beside the heading: nothing moved for it (what is left,
      // some 0.00002, is the text inside the date fields).
      await expect(page.getByRole("button", { name: "Use today's date" })).toBeVisible();
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.0001);
      // Today's date takes the as-of date's place, and stays.
      await page.getByRole("button", { name: "Use today's date" }).click();
      await expect(asOf).toHaveValue("2025-09-19");
      await expect(result).toContainText("35 years, 4 months, 2 days");
      await expect(page.getByRole("button", { name: "Use today's date" })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test("an impossible date in the address leaves the default date of birth, with no error", async ({
      page,
      consoleErrors,
    }) => {
      await page.clock.setFixedTime(new Date("2025-09-19T12:00:00-04:00"));
      await page.goto("/time/age-calculator?birth=1990-02-30");
      await waitForIsland(page, "AgeCalculator");
      await expect(page.getByLabel("Date of birth", { exact: true })).toHaveValue("1995-06-15");
      await expect(page.getByLabel("Age as of", { exact: true })).toHaveValue("2025-09-19");
      await expect(page.getByTestId("result")).toContainText("30 years, 3 months, 4 days");
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
});

test("Quick convert links to the BMI and age pages with the values it read, and the BMI page opens with them", async ({
  page,
}) => {
  await page.goto("/length");
  const input = page.getByLabel("Quick convert", { exact: true });
  const link = page.locator("a[data-quick-link]");
  await input.fill("age 1990-05-17");
  await expect(link).toHaveAttribute(
    "href",
    "/time/age-calculator?birth=1990-05-17",
    firstQuickAnswer,
  );
  await input.fill("bmi 180 cm 75 kg");
  await expect(link).toHaveAttribute("href", "/bmi?height=180&weight=75");
  await expect(link).toHaveText("Open the BMI Calculator");
  await link.click();
  await expect(page).toHaveURL(/\/bmi\?height=180&weight=75$/);
  await waitForIsland(page, "BmiCalculator");
  const view = bmiView(page);
  await expect(view.height).toHaveValue("180");
  await expect(view.weight).toHaveValue("75");
  await expect(view.bmi).toHaveText("23.1");
  await expect(view.category).toHaveText("Normal");
});
