/** The percentage page: the four tabs, incomplete input, caps and the minus rules, quick tips, layout. */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, stepsFromScratch } from "./fixtures";
import {
  expectCanonical,
  expectNoBrokenNumbers,
  toolWithPaths,
  waitForIsland,
} from "./calculator-helpers";

const { tool, paths } = toolWithPaths("percentage");

async function openTab(
  page: Page,
  tab: "Basic %" | "% Change" | "Value from %" | "Tip Calculator",
) {
  await page.goto(tool.routePath);
  await waitForIsland(page, "PercentageCalculator");
  await page.getByRole("tab", { name: tab, exact: true }).click();
  await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  return { result: page.getByTestId("result"), alert: page.getByRole("alert") };
}

test.describe("percentage page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows Basic % with its default result at both paths", async ({ page }) => {
    const fromScratch = await stepsFromScratch(page);
    for (const path of paths) {
      await test.step(`shows Basic % with its default result at ${path}`, async () => {
        await fromScratch();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectCanonical(page, "/percentage");
        await expect(page.getByRole("tab", { name: "Basic %", exact: true })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByRole("tab")).toHaveText([
          "Basic %",
          "% Change",
          "Value from %",
          "Tip Calculator",
        ]);
        await expect(page.getByTestId("result")).toHaveText("12.50%");
        await expect(page.getByRole("heading", { name: "Examples" })).toBeVisible();
      });
    }
  });
});

test.describe("percentage page", () => {
  test("Basic %: the answer, incomplete input, the 16-character cap; % Change", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("Basic %: what percent one value is of a total", async () => {
      await fromScratch();
      const { result } = await openTab(page, "Basic %");
      const value = page.getByLabel("Value", { exact: true });
      const total = page.getByLabel("Total", { exact: true });
      await expect(result).toHaveAttribute("aria-live", "polite");
      await value.fill("45");
      await total.fill("60");
      await expect(result).toHaveText("75.00%");
      await expect(page.getByTestId("context")).toHaveText("45 is 75.00% of 60");
      await value.fill("1");
      await total.fill("3");
      await expect(result).toHaveText("33.33%");
      await value.fill("-25");
      await total.fill("200");
      await expect(result).toHaveText("-12.50%");

      // A zero total gives no result.
      await total.fill("0");
      await expect(result).toBeEmpty();
      await expect(page.getByText("The total must not be 0.")).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    await test.step("clears the result while input is incomplete", async () => {
      await fromScratch();
      const { result } = await openTab(page, "Basic %");
      const value = page.getByLabel("Value", { exact: true });
      for (const incomplete of ["", "-", "12."]) {
        await value.fill(incomplete);
        await expect(result).toBeEmpty();
        await expect(page.getByText("Enter both values to see the result.")).toBeVisible();
      }
      await value.fill("12.5");
      await expect(result).toHaveText("6.25%");
    });

    await test.step("caps Basic % fields at 16 characters with a red border until the next accepted edit", async () => {
      await fromScratch();
      const { result, alert } = await openTab(page, "Basic %");
      const value = page.getByLabel("Value", { exact: true });
      await value.fill("1234567890123456");
      await expect(value).toHaveValue("1234567890123456");
      await expect(alert).toHaveCount(0);
      await value.press("End");
      await value.press("7");
      await expect(value).toHaveValue("1234567890123456");
      await expect(alert).toHaveText("Maximum of 16 digits allowed.");
      await expect(value).toHaveClass(/border-danger/);
      await value.press("Backspace");
      await expect(alert).toHaveCount(0);
      await expect(value).not.toHaveClass(/border-danger/);
      await expect(result).not.toBeEmpty();
    });

    await test.step("% Change: absolute value labelled increase or decrease", async () => {
      await fromScratch();
      const { result } = await openTab(page, "% Change");
      const original = page.getByLabel("Original value", { exact: true });
      const next = page.getByLabel("New value", { exact: true });
      const box = page.locator("[data-direction]");
      await original.fill("80");
      await next.fill("100");
      await expect(result).toHaveText("25.00% increase");
      await expect(box).toHaveAttribute("data-direction", "increase");
      await expect(box.locator("div").first()).toHaveClass(/border-success/);

      await original.fill("100");
      await next.fill("80");
      await expect(result).toHaveText("20.00% decrease");
      await expect(box).toHaveAttribute("data-direction", "decrease");
      await expect(box.locator("div").first()).toHaveClass(/border-danger/);

      await next.fill("100");
      await expect(result).toHaveText("0.00% increase");

      await original.fill("-50");
      await next.fill("-75");
      await expect(result).toHaveText("50.00% decrease");

      await original.fill("0");
      await expect(result).toBeEmpty();
      await expect(page.getByText("The original value must not be 0.")).toBeVisible();
      await expectNoBrokenNumbers(page);

      await original.fill("12345678901234567");
      await expect(page.getByRole("alert")).toHaveText("Maximum of 16 digits allowed.");
    });
  });

  test("Value from %; Tip Calculator; example buttons; tabs keep their values; fits 390 px at both paths", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("Value from %: takes a minus and caps at 9 characters", async () => {
      await fromScratch();
      const { result, alert } = await openTab(page, "Value from %");
      const percent = page.getByLabel("Percentage (%)", { exact: true });
      const of = page.getByLabel("Of value", { exact: true });
      await percent.fill("15");
      await of.fill("80");
      await expect(result).toHaveText("12.00");
      await percent.fill("-20");
      await of.fill("-65");
      await expect(result).toHaveText("13.00");
      await percent.fill("8.25");
      await of.fill("120");
      await expect(result).toHaveText("9.90");

      await of.fill("1234567890");
      await expect(of).toHaveValue("120");
      await expect(alert).toHaveText("Maximum of 9 digits allowed.");
      await expect(of).toHaveClass(/border-danger/);
      await of.press("End");
      await of.press("5");
      await expect(of).toHaveValue("1205");
      await expect(alert).toHaveCount(0);
      await expect(of).not.toHaveClass(/border-danger/);

      await percent.fill("12.");
      await expect(result).toBeEmpty();
    });

    await test.step("Tip Calculator: default 15%, quick buttons, no minus, 9-character cap", async () => {
      await fromScratch();
      const { result, alert } = await openTab(page, "Tip Calculator");
      const bill = page.getByLabel("Bill amount", { exact: true });
      const tipPercent = page.getByLabel("Tip percentage (%)", { exact: true });
      await expect(tipPercent).toHaveValue("15");
      await bill.fill("84.60");
      await expect(page.getByTestId("tip-amount")).toHaveText("12.69");
      await expect(page.getByTestId("tip-total")).toHaveText("97.29");

      const quick = page.getByRole("group", { name: "Quick tip percentages" }).getByRole("button");
      await expect(quick).toHaveText(["15%", "18%", "20%", "25%"]);
      await expect(quick.first()).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: "20%", exact: true }).click();
      await expect(tipPercent).toHaveValue("20");
      await expect(page.getByRole("button", { name: "20%", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByTestId("tip-amount")).toHaveText("16.92");
      await expect(page.getByTestId("tip-total")).toHaveText("101.52");

      // The tip fields take no minus sign.
      await bill.fill("-50");
      await expect(bill).toHaveValue("50");
      await expect(result).toContainText("10.00");

      // A quick button clears the red state of the percent field.
      await tipPercent.fill("1234567890");
      await expect(alert).toHaveText("Maximum of 9 digits allowed.");
      await expect(tipPercent).toHaveClass(/border-danger/);
      await page.getByRole("button", { name: "25%", exact: true }).click();
      await expect(tipPercent).toHaveValue("25");
      await expect(alert).toHaveCount(0);
      await expect(tipPercent).not.toHaveClass(/border-danger/);
      await expect(page.getByTestId("tip-amount")).toHaveText("12.50");
      await expect(page.getByTestId("tip-total")).toHaveText("62.50");

      await bill.fill("");
      await expect(result).toBeEmpty();
      await expect(page.getByRole("heading", { name: "Tipping guide" })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    await test.step("example buttons fill the fields", async () => {
      await fromScratch();
      const { result } = await openTab(page, "% Change");
      await page.getByRole("button", { name: /Sales falling from 1,200 to 900/ }).click();
      await expect(page.getByLabel("Original value", { exact: true })).toHaveValue("1200");
      await expect(result).toHaveText("25.00% decrease");
      await page.getByRole("tab", { name: "Basic %", exact: true }).click();
      await page.getByRole("button", { name: /38 out of 40/ }).click();
      await expect(result).toHaveText("95.00%");
    });

    await test.step("keeps each tab's values and moves between tabs with the arrow keys", async () => {
      await fromScratch();
      await openTab(page, "Basic %");
      await page.getByLabel("Value", { exact: true }).fill("50");
      const basicTab = page.getByRole("tab", { name: "Basic %", exact: true });
      await basicTab.focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "% Change", exact: true })).toBeFocused();
      await expect(page.getByRole("tabpanel")).toContainText("Original value");
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: "Tip Calculator", exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.keyboard.press("Home");
      await expect(basicTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByLabel("Value", { exact: true })).toHaveValue("50");
      await expect(page.getByTestId("result")).toHaveText("25.00%");
    });

    for (const path of paths) {
      await test.step(`fits 390 px without sideways scrolling at ${path}`, async () => {
        await fromScratch();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        await waitForIsland(page, "PercentageCalculator");
        await expectCanonical(page, "/percentage");
        for (const tab of ["Basic %", "% Change", "Value from %", "Tip Calculator"]) {
          await page.getByRole("tab", { name: tab, exact: true }).click();
          await expectNoHorizontalScroll(page);
        }
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
