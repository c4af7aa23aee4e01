/** The home page's quick length card: default result, every validation message, the link. */
import type { Page } from "@playwright/test";
import { test, expect, stepsFromScratch } from "./fixtures";

async function openCard(page: Page) {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Quick Length Converter" });
  await card.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="QuickLengthCard"]')).not.toHaveAttribute(
    "ssr",
    /.*/,
    {
      timeout: 30_000,
    },
  );
  return {
    card,
    value: card.getByLabel("Value", { exact: true }),
    from: card.getByLabel("From", { exact: true }),
    to: card.getByLabel("To", { exact: true }),
    result: card.getByTestId("result"),
    alert: card.getByRole("alert"),
  };
}

test.describe.configure({ timeout: 90_000 });

test.describe("home quick length card", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows 1 meter in feet", async ({ page }) => {
      await page.goto("/");
      const card = page.getByRole("region", { name: "Quick Length Converter" });
      await expect(card.getByTestId("result")).toHaveText("3.28084 ft");
      await expect(card.getByLabel("From", { exact: true })).toHaveValue("meter");
      await expect(card.getByLabel("To", { exact: true })).toHaveValue("foot");
    });
  });

  test("converts and shows every message of the spec; links to the length converter", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("converts and shows every message of the spec", async () => {
      await fromScratch();
      const view = await openCard(page);
      await expect(view.result).toHaveText("3.28084 ft");
      await expect(view.result).toHaveAttribute("aria-live", "polite");

      await view.from.selectOption("mile");
      await view.to.selectOption("kilometer");
      await view.value.fill("2");
      await expect(view.result).toHaveText("3.218688 km");

      for (const invalid of ["abc", "-5", "1.2.3"]) {
        await view.value.fill(invalid);
        await expect(view.alert).toHaveText("Please enter a valid positive number.");
        await expect(view.result).toBeHidden();
        await expect(view.value).toHaveClass(/border-danger/);
      }

      await view.value.fill("1000001");
      await expect(view.alert).toHaveText("Value exceeds the limit of 1,000,000.");
      await view.value.fill("1000000");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toHaveText("1609344 km");

      await view.value.fill("");
      await expect(view.result).toBeHidden();
      await expect(view.alert).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("links to the length converter", async () => {
      await fromScratch();
      const view = await openCard(page);
      const link = view.card.getByRole("link", { name: "Open Length Converter" });
      await expect(link).toHaveAttribute("href", "/measurement/length-converter");
      await link.click();
      await expect(page).toHaveURL(/\/measurement\/length-converter$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Length Converter");
    });
  });
});
