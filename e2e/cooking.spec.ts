import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoHorizontalScroll,
  waitForHydration,
  stepsFromScratch,
} from "./fixtures";
import { getTool } from "../src/tools";
import { ovenTemperatures } from "../src/lib/cooking/cooking";
import { figureGrams, ingredients } from "../src/lib/ingredients";
import { ingredientTitle } from "../src/lib/ingredients/page";

const tool = getTool("cooking");
const paths = [tool.routePath, tool.canonicalPath];

const result = (page: Page) => page.getByTestId("result");

test.describe("cooking converter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both paths show 1 cup = 236.588 mL and the reference tables in the HTML", async ({
    page,
  }) => {
    const fromScratch = await stepsFromScratch(page);
    for (const path of paths) {
      await test.step(`${path} shows 1 cup = 236.588 mL and the reference tables in the HTML`, async () => {
        await fromScratch();
        await page.goto(path);
        await expect(page.getByRole("tab", { name: "Volume" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("1");
        await expect(page.getByLabel("From", { exact: true })).toHaveValue("cup");
        await expect(page.getByLabel("To", { exact: true })).toHaveValue("milliliter");
        await expect(result(page)).toHaveText("236.588 mL");
        await expect(page.getByTestId("ingredient-result")).toHaveText("120 g");

        // The spec's eight, with their figures.
        const guide = page.getByRole("table").filter({ hasText: "Ingredient" }).first();
        const table = ingredients.filter((item) => item.cookingTable);
        await expect(guide.locator("tbody tr")).toHaveCount(8);
        for (const item of table) {
          await expect(
            guide.getByRole("row", { name: ingredientTitle(item), exact: false }),
          ).toContainText(`${figureGrams(item)} g`);
        }
        const oven = page.getByRole("table").filter({ hasText: "Fahrenheit" });
        await expect(oven.locator("tbody tr")).toHaveCount(ovenTemperatures.length);
        await expect(oven.locator("tbody tr").nth(2)).toHaveText(/^350°F\s*175°C$/);
        const volume = page.getByRole("table").filter({ hasText: "Tablespoons" });
        await expect(volume.locator("tbody tr").first()).toHaveText(
          /^1 cup\s*16\s*48\s*8\s*236\.588$/,
        );
        await expect(page.getByRole("heading", { name: "Scaling Tips" })).toBeVisible();
      });
    }
  });
});

test.describe("cooking converter", () => {
  test("not in the home grid; each tab's default; converts and swaps", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("is not listed in the home grid", async () => {
      await fromScratch();
      await page.goto("/");
      await expect(page.locator("#tool-grid")).not.toContainText(tool.title);
      await expect(page.locator(`#tool-grid a[href="${tool.canonicalPath}"]`)).toHaveCount(0);
      await expect(page.locator(`#tool-grid a[href="${tool.routePath}"]`)).toHaveCount(0);
    });

    await test.step("each tab starts at its default: 0.45 kg, 176.7 °C and 3.00 cup", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Weight" }).click();
      await expect(page.getByLabel("From", { exact: true })).toHaveValue("pound");
      await expect(page.getByLabel("To", { exact: true })).toHaveValue("kilogram");
      await expect(result(page)).toHaveText("0.45 kg");
      await page.getByRole("tab", { name: "Temperature" }).click();
      await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("350");
      await expect(result(page)).toHaveText("176.7 °C");
      await page.getByRole("tab", { name: "Recipe Scaling" }).click();
      await expect(page.getByLabel("Original servings")).toHaveValue("4");
      await expect(page.getByLabel("Desired servings")).toHaveValue("6");
      await expect(page.getByLabel("Ingredient amount", { exact: true })).toHaveValue("2");
      await expect(page.getByLabel("Unit", { exact: true })).toHaveValue("cup");
      await expect(result(page)).toHaveText("3.00 cup");
      await expect(page.getByText("Scale factor 1.5×")).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    await test.step("converts volume, weight and temperature and swaps units", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByLabel("Amount", { exact: true }).fill("0.75");
      await expect(result(page)).toHaveText("177.441 mL");
      await page.getByLabel("To", { exact: true }).selectOption("tablespoon");
      await expect(result(page)).toHaveText("12 tbsp");
      await page.getByRole("button", { name: /Swap/ }).click();
      await expect(page.getByLabel("From", { exact: true })).toHaveValue("tablespoon");
      await expect(result(page)).toHaveText("0.047 cup");

      await page.getByRole("tab", { name: "Weight" }).click();
      await page.getByLabel("Amount", { exact: true }).fill("16");
      await page.getByLabel("From", { exact: true }).selectOption("ounce");
      await page.getByLabel("To", { exact: true }).selectOption("pound");
      await expect(result(page)).toHaveText("1.00 lb");

      await page.getByRole("tab", { name: "Temperature" }).click();
      await page.getByLabel("Amount", { exact: true }).fill("-40");
      await page.getByRole("button", { name: /Swap/ }).click();
      await expect(result(page)).toHaveText("-40.0 °F");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("keeps each tab's values; when conversions and scaling run; scaling; the tabs' keys", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("keeps each tab's values when switching tabs", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByLabel("Amount", { exact: true }).fill("2");
      await expect(result(page)).toHaveText("473.176 mL");
      await page.getByRole("tab", { name: "Weight" }).click();
      await page.getByRole("tab", { name: "Volume" }).click();
      await expect(result(page)).toHaveText("473.176 mL");
    });

    await test.step("runs conversions only with an amount and scaling only with all three fields", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByLabel("Amount", { exact: true }).fill("");
      await expect(result(page)).toHaveText("");
      await expect(page.getByText("Enter an amount to convert.").first()).toBeVisible();

      await page.getByRole("tab", { name: "Recipe Scaling" }).click();
      for (const label of ["Original servings", "Desired servings", "Ingredient amount"]) {
        const field = page.getByLabel(label, { exact: true });
        const previous = await field.inputValue();
        await field.fill("");
        await expect(result(page)).toHaveText("");
        await expect(
          page.getByText("Fill in the servings and the ingredient amount to scale."),
        ).toBeVisible();
        await field.fill(previous);
        await expect(result(page)).toHaveText("3.00 cup");
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("scales by desired ÷ original servings and rejects zero servings", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Recipe Scaling" }).click();
      await page.getByLabel("Original servings").fill("8");
      await page.getByLabel("Desired servings").fill("4");
      await page.getByLabel("Ingredient amount", { exact: true }).fill("3");
      await page.getByLabel("Unit", { exact: true }).selectOption("tablespoon");
      await expect(result(page)).toHaveText("1.50 tbsp");
      await page.getByLabel("Original servings").fill("0");
      await expect(page.getByRole("alert")).toHaveText("Please enter a valid number");
      await expect(result(page)).toHaveText("");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("the tabs are an ARIA tablist driven by the arrow keys, Home and End", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const names = ["Volume", "Weight", "Temperature", "Recipe Scaling"];
      const tab = (name: string) => page.getByRole("tab", { name });
      async function expectSelected(selected: string) {
        for (const name of names) {
          await expect(tab(name)).toHaveAttribute("aria-selected", String(name === selected));
          await expect(tab(name)).toHaveAttribute("tabindex", name === selected ? "0" : "-1");
        }
        await expect(tab(selected)).toBeFocused();
        await expect(page.getByRole("tabpanel")).toHaveAttribute(
          "id",
          (await tab(selected).getAttribute("aria-controls")) ?? "missing",
        );
      }
      await tab("Volume").focus();
      await page.keyboard.press("ArrowRight");
      await expectSelected("Weight");
      await expect(result(page)).toHaveText("0.45 kg");
      await page.keyboard.press("End");
      await expectSelected("Recipe Scaling");
      await page.keyboard.press("ArrowRight");
      await expectSelected("Volume");
      await page.keyboard.press("ArrowLeft");
      await expectSelected("Recipe Scaling");
      await page.keyboard.press("Home");
      await expectSelected("Volume");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("the ingredient converter; fits a 390 px screen", async ({ page, consoleErrors }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("the ingredient converter turns cups and spoons into grams and grams into cups", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const card = page.getByRole("region", { name: "Ingredient Converter" });
      const output = page.getByTestId("ingredient-result");
      await card.getByLabel("Quantity").fill("2.5");
      await expect(output).toHaveText("300 g");
      await expect(card).toContainText("2.5 US cups of all-purpose flour =");
      await card.getByLabel("Ingredient", { exact: true }).selectOption("butter");
      await card.getByLabel("Quantity").fill("1.5");
      await expect(output).toHaveText("340.5 g");
      await card.getByLabel("Measured in").selectOption({ label: "Sticks of butter (½ US cup)" });
      await card.getByLabel("Quantity").fill("1");
      await expect(output).toHaveText("113.5 g");
      await card.getByLabel("Measured in").selectOption({ label: "US tablespoons" });
      await card.getByLabel("Ingredient", { exact: true }).selectOption("granulated-sugar");
      await expect(output).toHaveText("12.5 g");
      await expect(card).toContainText("1 tablespoon of granulated sugar =");
      await card.getByLabel("Measured in").selectOption({ label: "Grams (g)" });
      await card.getByLabel("Convert to").selectOption({ label: "US cups (236.6 mL)" });
      await card.getByLabel("Ingredient", { exact: true }).selectOption("all-purpose-flour");
      await card.getByLabel("Quantity").fill("100");
      await expect(output).toHaveText("0.83 US cups");
      await expect(card.getByTestId("ingredient-fraction")).toHaveText("¾ cup + 1 tbsp + 1 tsp");
      await card.getByLabel("Quantity").fill("");
      await expect(output).toHaveText("");
      await expect(card).toContainText("Enter an amount to convert.");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("fits a 390 px screen without horizontal scrolling", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        for (const name of ["Volume", "Weight", "Temperature", "Recipe Scaling"]) {
          await page.getByRole("tab", { name }).click();
          await expectNoHorizontalScroll(page);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(390);
        }
      }
      expect(consoleErrors).toEqual([]);
    });
  });
});
