/**
 * Cup fractions (issue 26): 1 to 16 tablespoons in cups, as the volume converter and the cooking
 * converter show them on the built site. Each line is what a measuring set gives exactly (1/8 to
 * 3/4 cup, tablespoons and teaspoons), with no "≈" and no line at a whole cup.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration, stepsFromScratch } from "./fixtures";

/** The line under n tablespoons in cups, for n = 1 to 16 (null: no line). */
const tablespoonsInCups: readonly (string | null)[] = [
  "1 tbsp",
  "1/8 cup",
  "1/8 cup + 1 tbsp",
  "1/4 cup",
  "1/4 cup + 1 tbsp",
  "1/4 cup + 2 tbsp",
  "1/4 cup + 3 tbsp",
  "1/2 cup",
  "1/2 cup + 1 tbsp",
  "1/2 cup + 2 tbsp",
  "2/3 cup + 1 tsp",
  "3/4 cup",
  "3/4 cup + 1 tbsp",
  "3/4 cup + 2 tbsp",
  "3/4 cup + 3 tbsp",
  null,
];

/** Types 1 to 16 into `amount` and checks the fraction line after each. */
async function expectTablespoonLines(page: Page, amountLabel: string): Promise<void> {
  const main = page.locator("main");
  const amount = main.getByLabel(amountLabel, { exact: true });
  const fraction = main.getByTestId("result-fraction").first();
  for (const [index, line] of tablespoonsInCups.entries()) {
    const tablespoons = index + 1;
    await amount.fill(String(tablespoons));
    if (line === null) await expect(fraction).toHaveCount(0);
    else await expect(fraction, `${tablespoons} tbsp`).toHaveText(line);
  }
}

test.describe("cup fractions", () => {
  test.describe.configure({ timeout: 60_000 });

  test("1 to 16 tbsp in cups: the volume converter at 390 and 1280 px, the cooking converter; a rounded amount says ≈ and cups take the plural", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    for (const width of [390, 1280]) {
      await test.step(`the volume converter shows 1 to 16 tbsp in cups at ${width} px`, async () => {
        await fromScratch();
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/volume?value=1&from=tablespoon&to=cup");
        await waitForHydration(page);
        await expectTablespoonLines(page, "Value");
        expect(consoleErrors).toEqual([]);
      });
    }

    await test.step("the cooking converter shows 1 to 16 tbsp in cups", async () => {
      await fromScratch();
      await page.goto("/cooking");
      await waitForHydration(page);
      const main = page.locator("main");
      await main.getByLabel("From", { exact: true }).selectOption("tablespoon");
      await main.getByLabel("To", { exact: true }).selectOption("cup");
      await expectTablespoonLines(page, "Amount");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("a rounded amount says ≈ and cups take the plural", async () => {
      await fromScratch();
      await page.goto("/volume?value=1&from=liter&to=cup");
      await waitForHydration(page);
      const main = page.locator("main");
      await main.getByLabel("Value", { exact: true }).fill("1");
      await expect(main.getByTestId("result-fraction")).toHaveText("≈ 4 1/4 cups");
      await main.getByLabel("Value", { exact: true }).fill("80");
      await main.getByLabel("From", { exact: true }).selectOption("milliliter");
      await expect(main.getByTestId("result-fraction")).toHaveText("≈ 1/3 cup");
    });
  });
});
