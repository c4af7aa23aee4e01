/** The home page's Quick BMI Check card: result, every validation message, empty input, the link. */
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, stepsFromScratch } from "./fixtures";
import { waitForIsland } from "./calculator-helpers";

async function openCard(page: Page) {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Quick BMI Check" });
  await card.scrollIntoViewIfNeeded();
  await waitForIsland(page, "QuickBmiCard");
  return {
    card,
    height: card.getByLabel("Height (cm)", { exact: true }),
    weight: card.getByLabel("Weight (kg)", { exact: true }),
    result: card.getByTestId("result"),
    alert: card.getByRole("alert"),
  };
}

test.describe("home Quick BMI Check card", () => {
  test("the first live card; computes the BMI and its band; asks for positive numbers; the 300 cm and 500 kg limits", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("is the first live card on the home page", async () => {
      await fromScratch();
      await page.goto("/");
      // Astro puts its hydration script first; the first card is the first island's section.
      const firstCard = page.locator("#live-cards section").first();
      await expect(firstCard).toHaveAccessibleName("Quick BMI Check");
    });

    await test.step("computes the BMI and its band after a short pause", async () => {
      await fromScratch();
      const view = await openCard(page);
      await expect(view.result).toHaveAttribute("aria-live", "polite");
      await view.height.fill("175");
      await view.weight.fill("70");
      await expect(view.result).toContainText("22.9");
      await expect(view.result).toContainText("Normal");
      await view.weight.fill("95");
      await expect(view.result).toContainText("31.0");
      await expect(view.result).toContainText("Obese");
      await view.height.fill("300");
      await view.weight.fill("500");
      await expect(view.result).toContainText("55.6");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("asks for positive numbers", async () => {
      await fromScratch();
      const view = await openCard(page);
      await view.height.fill("175");
      for (const bad of ["abc", "-70", "0", "7o"]) {
        await view.weight.fill(bad);
        await expect(view.alert).toHaveText(
          "Please enter valid positive numbers for height and weight.",
        );
        await expect(view.result).toBeEmpty();
        await expect(view.weight).toHaveClass(/border-danger/);
      }
      await view.weight.fill("70");
      await view.height.fill("-1");
      await expect(view.alert).toHaveText(
        "Please enter valid positive numbers for height and weight.",
      );
    });

    await test.step("enforces the 300 cm and 500 kg limits", async () => {
      await fromScratch();
      const view = await openCard(page);
      await view.height.fill("300.5");
      await view.weight.fill("70");
      await expect(view.alert).toHaveText("Height exceeds the limit of 300 cm.");
      await expect(view.result).toBeEmpty();
      await view.height.fill("175");
      await view.weight.fill("501");
      await expect(view.alert).toHaveText("Weight exceeds the limit of 500 kg.");
      await expect(view.result).toBeEmpty();
      await view.weight.fill("70");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toContainText("22.9");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows the empty form and the link", async ({ page }) => {
      await page.goto("/");
      const card = page.getByRole("region", { name: "Quick BMI Check" });
      await expect(card.getByLabel("Height (cm)", { exact: true })).toHaveValue("");
      await expect(card.getByLabel("Weight (kg)", { exact: true })).toHaveValue("");
      await expect(card.getByTestId("result")).toBeEmpty();
      await expect(card.getByRole("link", { name: "Open BMI Calculator" })).toHaveAttribute(
        "href",
        "/health/bmi-calculator",
      );
    });
  });

  test("clears the error and the result; links to the BMI calculator; fits 390 px", async ({
    page,
  }) => {
    const fromScratch = await stepsFromScratch(page);
    await test.step("clears the error and the result when a field is emptied", async () => {
      await fromScratch();
      const view = await openCard(page);
      await view.height.fill("175");
      await view.weight.fill("abc");
      await expect(view.alert).toBeVisible();
      await view.weight.fill("");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toBeEmpty();

      await view.weight.fill("70");
      await expect(view.result).toContainText("22.9");
      await view.height.fill("");
      await expect(view.result).toBeEmpty();
      await expect(view.alert).toHaveCount(0);
    });

    await test.step("links to the full BMI calculator", async () => {
      await fromScratch();
      const view = await openCard(page);
      const link = view.card.getByRole("link", { name: "Open BMI Calculator" });
      await expect(link).toHaveAttribute("href", "/health/bmi-calculator");
      await link.click();
      await expect(page).toHaveURL(/\/health\/bmi-calculator$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("BMI Calculator");
    });

    await test.step("fits 390 px without sideways scrolling", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      const view = await openCard(page);
      await view.height.fill("300.5");
      await view.weight.fill("70");
      await expect(view.alert).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});
