/** The BMI page: defaults, both unit systems, input caps, tabs, insights, category list, layout. */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, stepsFromScratch } from "./fixtures";
import { axeViolations } from "./axe";
import { expectCanonical, toolWithPaths, waitForIsland } from "./calculator-helpers";

const { tool, paths } = toolWithPaths("bmi");

async function openBmi(page: Page, path = tool.routePath) {
  await page.goto(path);
  await waitForIsland(page, "BmiCalculator");
  return {
    result: page.getByTestId("result"),
    height: page.getByLabel("Height (cm)", { exact: true }),
    weight: page.getByLabel("Weight (kg)", { exact: true }),
    feet: page.getByLabel("Feet", { exact: true }),
    inches: page.getByLabel("Inches", { exact: true }),
    pounds: page.getByLabel("Weight (lb)", { exact: true }),
    metricTab: page.getByRole("tab", { name: "Metric" }),
    imperialTab: page.getByRole("tab", { name: "Imperial" }),
    alerts: page.getByRole("alert"),
  };
}

test.describe("BMI page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the default 22.9 Normal at both paths", async ({ page }) => {
    const fromScratch = await stepsFromScratch(page);
    for (const path of paths) {
      await test.step(`shows the default 22.9 Normal at ${path}`, async () => {
        await fromScratch();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectCanonical(page, "/bmi");
        await expect(page).toHaveTitle(new RegExp(tool.pageTitle));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.title);
        await expect(page.getByTestId("result")).toContainText("22.9");
        await expect(page.getByTestId("result")).toContainText("Normal");
        await expect(page.getByLabel("Height (cm)", { exact: true })).toHaveValue("175");
        await expect(page.getByLabel("Weight (kg)", { exact: true })).toHaveValue("70");
        await expect(page.getByTestId("healthy-range")).toHaveText(
          "56.7 – 76.3 kg (124.9 – 168.1 lb)",
        );
        await expect(page.getByTestId("bmi-categories")).toContainText("30 and above");
        await expect(page.locator("#guide-heading")).toBeVisible();
      });
    }
  });
});

test.describe("BMI page", () => {
  test("metric: BMI, band, description and colour; no result unless above 0; digits and one point only; the keystroke past 5 characters", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("computes metric BMI, band, description and colour", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await expect(view.result).toHaveAttribute("aria-live", "polite");
      await expect(view.result).toContainText("22.9");
      await expect(page.getByTestId("bmi-category")).toHaveText("Normal");
      await expect(view.result).toContainText("healthy range");

      const cases = [
        {
          height: "160",
          weight: "45",
          bmi: "17.6",
          band: "Underweight",
          color: "rgb(29, 78, 216)",
        },
        { height: "180", weight: "90", bmi: "27.8", band: "Overweight", color: "rgb(180, 83, 9)" },
        { height: "170", weight: "100", bmi: "34.6", band: "Obese", color: "rgb(185, 28, 28)" },
        { height: "175", weight: "70", bmi: "22.9", band: "Normal", color: "rgb(21, 128, 61)" },
      ];
      for (const { height, weight, bmi, band, color } of cases) {
        await view.height.fill(height);
        await view.weight.fill(weight);
        await expect(view.result.locator("p").first()).toHaveText(bmi);
        await expect(page.getByTestId("bmi-category")).toHaveText(band);
        await expect(page.getByTestId("bmi-category")).toHaveCSS("background-color", color);
        await expect(page.getByTestId("bmi-marker")).toHaveText(bmi);
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("shows no result unless height and weight are above 0", async () => {
      await fromScratch();
      const view = await openBmi(page);
      // A zero is a value no BMI is given for: the page says which field to check.
      await view.weight.fill("0");
      await expect(view.result).toBeEmpty();
      await expect(view.alerts).toHaveText(
        "Weight of 0 kg is too low for a BMI: check the weight.",
      );
      await view.weight.fill("70");
      await view.height.fill("");
      await expect(view.result).toBeEmpty();
      await expect(view.alerts).toHaveCount(0);
      await expect(
        page.getByText("Enter a height and weight above 0 to see your BMI."),
      ).toBeVisible();
      await view.height.fill("175");
      await expect(view.result).toContainText("22.9");
    });

    await test.step("takes digits and one decimal point only", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await view.height.fill("");
      await view.height.pressSequentially("1a7-5.5.");
      await expect(view.height).toHaveValue("175.5");
      await expect(view.alerts).toHaveCount(0);
    });

    await test.step("rejects the keystroke past 5 characters with 'Max 5 digits' and a red border", async () => {
      await fromScratch();
      test.slow();
      const view = await openBmi(page);
      await view.height.click();
      await view.height.press("End");
      await view.height.pressSequentially("12");
      await expect(view.height).toHaveValue("17512");
      await view.height.press("3");
      await expect(view.height).toHaveValue("17512");
      await expect(view.alerts).toHaveText("Max 5 digits");
      await expect(view.height).toHaveClass(/border-danger/);
      await expect(view.height).toHaveAttribute("aria-invalid", "true");
      // The result is withheld while a field is in error.
      await expect(view.result).toBeEmpty();

      expect(await axeViolations(page, '[aria-labelledby="bmi-input-heading"]')).toEqual([]);

      // The next accepted edit clears the error.
      await view.height.fill("175");
      await expect(view.alerts).toHaveCount(0);
      await expect(view.height).not.toHaveClass(/border-danger/);
      await expect(view.result).toContainText("22.9");
    });
  });

  test("caps per field; imperial BMI; switching mode; the tabs' arrow keys", async ({ page }) => {
    const fromScratch = await stepsFromScratch(page);
    await test.step("caps every field at its own length", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await view.weight.fill("123456");
      await expect(view.weight).toHaveValue("70");
      await expect(view.alerts).toHaveText("Max 5 digits");
      await view.weight.fill("70");

      await view.imperialTab.click();
      const imperialCaps = [
        { field: view.feet, tooLong: "1234", kept: "5", message: "Max 3 digits" },
        { field: view.inches, tooLong: "12345", kept: "9", message: "Max 4 digits" },
        { field: view.pounds, tooLong: "123456", kept: "154", message: "Max 5 digits" },
      ];
      for (const { field, tooLong, kept, message } of imperialCaps) {
        await field.fill(tooLong);
        await expect(field).toHaveValue(kept);
        await expect(view.alerts).toHaveText(message);
        await expect(field).toHaveClass(/border-danger/);
        // Deleting a character is an accepted edit, which clears the error. (What is left, such
        // as 0 ft 9 in or 15 lb, may get the result card's message that no BMI is given for it.)
        await field.press("End");
        await field.press("Backspace");
        await expect(field).toHaveValue(kept.slice(0, -1));
        await expect(view.alerts.filter({ hasText: message })).toHaveCount(0);
        await expect(field).not.toHaveClass(/border-danger/);
      }
    });

    await test.step("computes imperial BMI with ×703 and counts an empty part as 0", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await view.imperialTab.click();
      await expect(view.imperialTab).toHaveAttribute("aria-selected", "true");
      await expect(view.feet).toHaveValue("5");
      await expect(view.inches).toHaveValue("9");
      await expect(view.pounds).toHaveValue("154");
      await expect(view.result).toContainText("22.7");
      await expect(page.getByTestId("healthy-range")).toHaveText(
        "125.3 – 168.6 lb (56.8 – 76.5 kg)",
      );

      // 5 ft with the inches box empty is 60 in: 703 × 154 / 3600 = 30.07.
      await view.inches.fill("");
      await expect(view.result).toContainText("30.1");
      await expect(page.getByTestId("bmi-category")).toHaveText("Obese");

      await view.feet.fill("");
      await view.inches.fill("69");
      await expect(view.result).toContainText("22.7");
    });

    await test.step("switching mode clears the other mode's errors and keeps both modes' values", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await view.height.fill("123456");
      await expect(view.alerts).toHaveText("Max 5 digits");
      await view.imperialTab.click();
      await expect(view.alerts).toHaveCount(0);
      await expect(view.result).toContainText("22.7");
      await view.feet.fill("1234");
      await expect(view.alerts).toHaveText("Max 3 digits");
      await view.metricTab.click();
      await expect(view.alerts).toHaveCount(0);
      await expect(view.height).toHaveValue("175");
      await expect(view.height).not.toHaveClass(/border-danger/);
      await expect(view.result).toContainText("22.9");
    });

    await test.step("moves between the tabs with the arrow keys", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await expect(page.getByRole("tablist")).toBeVisible();
      await view.metricTab.focus();
      await page.keyboard.press("ArrowRight");
      await expect(view.imperialTab).toBeFocused();
      await expect(view.imperialTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText("Feet");
      await page.keyboard.press("ArrowRight");
      await expect(view.metricTab).toBeFocused();
      await expect(view.metricTab).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(view.imperialTab).toHaveAttribute("aria-selected", "true");
      await expect(view.metricTab).toHaveAttribute("tabindex", "-1");
    });
  });

  test("healthy weight range; the four bands; fits 390 px at both paths", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("gives the healthy weight range and where the weight sits", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await expect(
        page.getByText("Your weight is inside the healthy range for your height."),
      ).toBeVisible();
      await view.height.fill("180");
      await expect(page.getByTestId("healthy-range")).toHaveText(
        "59.9 – 80.7 kg (132.1 – 177.9 lb)",
      );
      await view.weight.fill("90");
      await expect(
        page.getByText(/You are about 9\.3 kg \(20\.6 lb\) above the healthy range/),
      ).toBeVisible();
      await view.weight.fill("50");
      await expect(
        page.getByText(/You are about 9\.9 kg \(21\.9 lb\) below the healthy range/),
      ).toBeVisible();
    });

    await test.step("lists the four bands with 'and above' for the top one", async () => {
      await fromScratch();
      await openBmi(page);
      const rows = page.getByTestId("bmi-categories").locator("li");
      await expect(rows).toHaveText([
        /Underweight\s*0 – 18\.5/,
        /Normal\s*18\.5 – 25/,
        /Overweight\s*25 – 30/,
        /Obese\s*30 and above/,
      ]);
      await expect(page.getByRole("heading", { name: "Key considerations" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Health insights" })).toBeVisible();
    });

    for (const path of paths) {
      await test.step(`fits 390 px without sideways scrolling at ${path}`, async () => {
        await fromScratch();
        await page.setViewportSize({ width: 390, height: 844 });
        await openBmi(page, path);
        await expectCanonical(page, "/bmi");
        await expectNoHorizontalScroll(page);
        await page.getByRole("tab", { name: "Imperial" }).click();
        await expectNoHorizontalScroll(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
