/**
 * Ingredients by weight (issue 36): a page per ingredient with its answer, tables and source in
 * the HTML; the cooking page linking every one; the ingredient converter on both (on the cooking
 * page its code loads when the visitor reaches into it), answering in grams and in the cups and
 * spoons of a measuring set.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, waitForHydration } from "./fixtures";
import { getTool } from "../src/tools";
import { ingredients } from "../src/lib/ingredients";
import { ingredientPagePath } from "../src/lib/ingredients/page";

const cooking = getTool("cooking");

function converter(page: Page, name: string) {
  const region = page.getByRole("region", { name, exact: true });
  return {
    region,
    quantity: region.getByLabel("Quantity", { exact: true }),
    from: region.getByLabel("Measured in", { exact: true }),
    to: region.getByLabel("Convert to", { exact: true }),
    ingredient: region.getByLabel("Ingredient", { exact: true }),
    result: region.getByTestId("ingredient-result"),
    fraction: region.getByTestId("ingredient-fraction"),
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an ingredient page has its answer, tables, source and links in the HTML", async ({
    page,
  }) => {
    await page.goto("/cooking/butter");
    await expect(page.getByTestId("pair-answer")).toHaveText("1 cup of butter = 227 g");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/cooking\/butter$/,
    );
    const amounts = page.getByRole("table").filter({ hasText: "Ounces" });
    await expect(amounts.getByRole("row", { name: "1 stick" })).toContainText("113.5 g");
    await expect(amounts.getByRole("row", { name: "⅓ cup" })).toContainText("75.7 g");
    const weights = page.getByRole("table").filter({ hasText: "Measuring set" });
    await expect(weights.getByRole("row", { name: "1 kg" })).toContainText("4.41 US cups");
    await expect(page.getByTestId("cited-figure")).toHaveText("1 cup = 227 g");
    await expect(
      page.getByRole("link", { name: /USDA National Nutrient Database/ }),
    ).toHaveAttribute("href", "https://fdc.nal.usda.gov/");
    await expect(page.getByText(/weigh it/)).toBeVisible();
    const breadcrumb = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { itemListElement: { name: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      cooking.title,
      "Butter",
    ]);
    // The converter's default answer, rendered on the server for this ingredient.
    const view = converter(page, "Convert butter");
    await expect(view.result).toHaveText("227 g");
    await expect(view.ingredient).toHaveCount(0);
  });

  test("the spec's figures are kept, the milk and water ones with the weighed figure beside", async ({
    page,
  }) => {
    await page.goto("/cooking/milk");
    await expect(page.getByTestId("pair-answer")).toHaveText("1 cup of milk = 240 g");
    await expect(page.getByTestId("cited-figure")).toHaveText("1 cup = 244 g");
    await expect(page.getByText(/a level US cup weighs about 2% more/)).toBeVisible();
    await page.goto("/cooking/baking-powder");
    await expect(page.getByTestId("pair-answer")).toHaveText("1 teaspoon of baking powder = 4.6 g");
  });

  test("the cooking page and the list of conversions link every ingredient page", async ({
    page,
  }) => {
    expect(ingredients.length).toBeGreaterThanOrEqual(48);
    for (const path of [cooking.canonicalPath, "/conversions"]) {
      await page.goto(path);
      const section = page.locator("#ingredients");
      for (const ingredient of ingredients) {
        await expect(
          section.locator(`a[href="${ingredientPagePath(ingredient)}"]`),
          `${path} links ${ingredient.slug}`,
        ).toHaveCount(1);
      }
    }
  });
});

test("an ingredient page's converter converts its ingredient both ways", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/cooking/butter");
  await waitForHydration(page);
  const view = converter(page, "Convert butter");
  await view.quantity.fill("2");
  await expect(view.result).toHaveText("454 g");
  await expect(view.region).toContainText("2 US cups of butter =");
  await view.from.selectOption({ label: "Grams (g)" });
  await view.to.selectOption({ label: "US cups (236.6 mL)" });
  await view.quantity.fill("100");
  await expect(view.result).toHaveText("0.44 US cups");
  await expect(view.fraction).toHaveText("≈ ¼ cup + 3 tbsp");
  await view.from.selectOption({ label: "Metric cups (250 mL)" });
  await view.to.selectOption({ label: "Ounces (oz)" });
  await view.quantity.fill("1");
  await expect(view.result).toHaveText("8.46 oz");
  await view.quantity.fill("abc");
  await expect(view.region.getByRole("alert")).toBeVisible();
  await expect(view.result).toHaveText("");
  expect(consoleErrors).toEqual([]);
});

test("a quantity typed before hydration is converted once the converter hydrates", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/cooking/granulated-sugar", { waitUntil: "commit" });
  const view = converter(page, "Convert granulated sugar");
  await view.quantity.fill("3");
  await expect(page.locator("astro-island[ssr]").first()).toBeAttached();
  release();
  await waitForHydration(page);
  await expect(view.result).toHaveText("600 g");
  await expect(view.quantity).toHaveValue("3");
});

test("the cooking page loads the ingredient converter's code only when it is used", async ({
  page,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(cooking.canonicalPath);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const converterCode = () => scripts.filter((path) => path.includes("IngredientConverter"));
  expect(converterCode()).toEqual([]);
  const view = converter(page, "Ingredient Converter");
  await view.quantity.focus();
  await expect.poll(converterCode).not.toHaveLength(0);
  await view.ingredient.selectOption("honey");
  await view.quantity.fill("0.5");
  await expect(view.result).toHaveText("169.5 g");
  await expect(view.region.getByRole("link", { name: "Honey: tables and source" })).toHaveAttribute(
    "href",
    "/cooking/honey",
  );
  expect(consoleErrors).toEqual([]);
});

test("an ingredient page fits a 390 px screen, tables and all", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/cooking/all-purpose-flour", "/cooking/sweetened-condensed-milk"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);
  }
});
