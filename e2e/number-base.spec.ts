import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoHorizontalScroll,
  waitForHydration,
  stepsFromScratch,
} from "./fixtures";
import { getTool } from "../src/tools";

const tool = getTool("number-base");
const paths = [tool.routePath, tool.canonicalPath];

async function convert(page: Page, input: string, from: string, to: string) {
  await page.getByLabel("From Base").selectOption(from);
  await page.getByLabel("To Base").selectOption(to);
  await page.getByLabel("Number", { exact: true }).fill(input);
}

test.describe("number base converter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both paths show 255 (Base 10) = FF (Base 16) in the HTML", async ({ page }) => {
    const fromScratch = await stepsFromScratch(page);
    for (const path of paths) {
      await test.step(`${path} shows 255 (Base 10) = FF (Base 16) in the HTML`, async () => {
        await fromScratch();
        await page.goto(path);
        await expect(page.getByLabel("Number", { exact: true })).toHaveValue("255");
        await expect(page.getByLabel("From Base")).toHaveValue("10");
        await expect(page.getByLabel("To Base")).toHaveValue("16");
        await expect(page.getByTestId("result")).toHaveText("FF");
        await expect(page.getByTestId("context")).toHaveText("255 (Base 10) = FF (Base 16)");
        await expect(page.getByTestId("char-counter")).toHaveText("3 / 64");
        const systems = page.getByTestId("number-systems");
        for (const line of ["10102 = 1010", "3778 = 25510", "25510 = 25510", "FF16 = 25510"]) {
          await expect(systems).toContainText(line);
        }
      });
    }
  });
});

test.describe("number base converter", () => {
  test("every base; 64 hex digits; the 64-character cap", async ({ page, consoleErrors }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("converts between every base, upper-casing the input", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await convert(page, "ff", "16", "2");
      await expect(page.getByLabel("Number", { exact: true })).toHaveValue("FF");
      await expect(page.getByTestId("result")).toHaveText("11111111");
      await expect(page.getByTestId("context")).toHaveText("FF (Base 16) = 11111111 (Base 2)");
      await convert(page, "377", "8", "10");
      await expect(page.getByTestId("result")).toHaveText("255");
      await convert(page, "1010", "2", "8");
      await expect(page.getByTestId("result")).toHaveText("12");
      await expect(page.getByTestId("result")).toHaveAttribute("aria-live", "polite");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("converts a 64-digit hexadecimal number exactly", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await convert(page, "f".repeat(64), "16", "10");
      await expect(page.getByTestId("char-counter")).toHaveText("64 / 64");
      await expect(page.getByTestId("result")).toHaveText(((1n << 256n) - 1n).toString());
      expect(consoleErrors).toEqual([]);
    });

    await test.step("rejects input longer than 64 characters and keeps the old value", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const input = page.getByLabel("Number", { exact: true });
      await convert(page, "1".repeat(64), "10", "16");
      await expect(page.getByTestId("char-counter")).toHaveText("64 / 64");
      await input.press("End");
      await input.press("1");
      await expect(input).toHaveValue("1".repeat(64));
      await input.fill("2".repeat(65));
      await expect(input).toHaveValue("1".repeat(64));
      await expect(page.getByTestId("char-counter")).toHaveText("64 / 64");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("invalid digits named; swap; swap ignored with a warning; Show All Bases", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("names the invalid digit, the base and its digits, and clears the result", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const cases = [
        ["19", "8", "Invalid digit '9' for Octal (base 8): use 0-7"],
        ["102", "2", "Invalid digit '2' for Binary (base 2): use 0, 1"],
        ["12a", "10", "Invalid digit 'A' for Decimal (base 10): use 0-9"],
        ["FG", "16", "Invalid digit 'G' for Hexadecimal (base 16): use 0-9, A-F"],
        ["1.5", "10", "Invalid digit '.' for Decimal (base 10): use 0-9"],
        ["-", "10", "Invalid number for base conversion"],
        ["-5", "10", "Invalid number for base conversion"],
      ] as const;
      for (const [input, from, message] of cases) {
        await convert(page, input, from, from === "16" ? "10" : "16");
        await expect(page.getByRole("alert")).toHaveText(message);
        await expect(page.getByTestId("result")).toHaveText("");
        await expect(page.getByLabel("Number", { exact: true })).toHaveAttribute(
          "aria-invalid",
          "true",
        );
      }
      // Empty input clears both the result and the error.
      await page.getByLabel("Number", { exact: true }).fill("");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByTestId("result")).toHaveText("");
      await expect(page.getByText("Enter a number to convert.")).toBeVisible();
      await expect(page.getByTestId("char-counter")).toHaveText("0 / 64");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("swap moves the result into the input and exchanges the bases", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByRole("button", { name: /Swap/ }).click();
      await expect(page.getByLabel("Number", { exact: true })).toHaveValue("FF");
      await expect(page.getByLabel("From Base")).toHaveValue("16");
      await expect(page.getByLabel("To Base")).toHaveValue("10");
      await expect(page.getByTestId("result")).toHaveText("255");
      await expect(page.getByTestId("context")).toHaveText("FF (Base 16) = 255 (Base 10)");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("swap is ignored, with only a console warning, when the result cannot be the new input", async () => {
      await fromScratch();
      const warnings: string[] = [];
      page.on("console", (message) => {
        // Only the swap's own warnings (Playwright adds one when it blocks the offline worker).
        if (message.type() === "warning" && message.text().startsWith("Swap ignored"))
          warnings.push(message.text());
      });
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await convert(page, "9", "8", "2");
      await page.getByRole("button", { name: /Swap/ }).click();
      await expect.poll(() => warnings.length).toBe(1);
      await expect(page.getByLabel("Number", { exact: true })).toHaveValue("9");
      await expect(page.getByLabel("From Base")).toHaveValue("8");
      await expect(page.getByLabel("To Base")).toHaveValue("2");

      // 64 hex digits are 256 binary digits: too long for the 64-character input.
      await convert(page, "F".repeat(64), "16", "2");
      await page.getByRole("button", { name: /Swap/ }).click();
      await expect.poll(() => warnings.length).toBe(2);
      await expect(page.getByLabel("Number", { exact: true })).toHaveValue("F".repeat(64));
      await expect(page.getByLabel("From Base")).toHaveValue("16");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("Show All Bases lists every base and 'Invalid' in red where it cannot convert", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Show All Bases" });
      await expect(page.getByTestId("all-bases-2")).toBeHidden();
      await toggle.click();
      await expect(page.getByRole("button", { name: "Hide All Bases" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(page.getByTestId("all-bases-2")).toContainText("11111111");
      await expect(page.getByTestId("all-bases-8")).toContainText("377");
      await expect(page.getByTestId("all-bases-10")).toContainText("255");
      await expect(page.getByTestId("all-bases-16")).toContainText("FF");

      await convert(page, "9", "8", "16");
      for (const base of ["2", "8", "10", "16"]) {
        const invalid = page.getByTestId(`all-bases-${base}`).getByText("Invalid", { exact: true });
        await expect(invalid).toBeVisible();
        await expect(invalid).toHaveClass(/text-danger/);
      }
      const red = await page
        .getByTestId("all-bases-2")
        .getByText("Invalid", { exact: true })
        .evaluate((element) => getComputedStyle(element).color);
      const [r, g, b] = (red.match(/\d+/g) ?? []).map(Number);
      expect((r ?? 0) > (g ?? 0) && (r ?? 0) > (b ?? 0)).toBe(true);

      await page.getByRole("button", { name: "Hide All Bases" }).click();
      await expect(page.getByTestId("all-bases-2")).toBeHidden();
      await expect(page.getByRole("button", { name: "Show All Bases" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      expect(consoleErrors).toEqual([]);
    });
  });

  test("fits a 390 px screen with 64 digits; copies the result", async ({
    page,
    consoleErrors,
    context,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("fits a 390 px screen without horizontal scrolling, even with 64 digits", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        await convert(page, "F".repeat(64), "16", "2");
        await page.getByRole("button", { name: "Show All Bases" }).click();
        await expectNoHorizontalScroll(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("copies the result and shows a check for 2 seconds", async () => {
      await fromScratch();
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The 2 seconds on a clock that stands still once the page has hydrated, until the test
      // moves it on.
      await page.clock.install();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.getByRole("button", { name: "Copy result", exact: true }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("FF");
      const copied = page.getByRole("button", { name: "Copy result: copied" });
      await expect(copied).toHaveAttribute("data-copied", "true");
      await page.clock.runFor(1_900);
      await expect(copied).toHaveAttribute("data-copied", "true");
      await page.clock.runFor(100);
      await expect(page.getByRole("button", { name: "Copy result", exact: true })).toHaveAttribute(
        "data-copied",
        "false",
      );
      expect(consoleErrors).toEqual([]);
    });
  });
});
