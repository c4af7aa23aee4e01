import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoHorizontalScroll,
  waitForHydration,
  stepsFromScratch,
} from "./fixtures";
import { getTool } from "../src/tools";

const tool = getTool("color");
const paths = [tool.routePath, tool.canonicalPath];

async function expectColor(
  page: Page,
  expected: { hex: string; rgb: [number, number, number]; hsl: [number, number, number] },
) {
  await expect(page.getByTestId("preview-hex")).toHaveText(expected.hex);
  await expect(page.getByTestId("hex-text")).toHaveText(expected.hex);
  const [r, g, b] = expected.rgb;
  const [h, s, l] = expected.hsl;
  await expect(page.getByLabel("Red", { exact: true })).toHaveValue(String(r));
  await expect(page.getByLabel("Green", { exact: true })).toHaveValue(String(g));
  await expect(page.getByLabel("Blue", { exact: true })).toHaveValue(String(b));
  await expect(page.getByLabel("Hue")).toHaveValue(String(h));
  await expect(page.getByLabel("Saturation")).toHaveValue(String(s));
  await expect(page.getByLabel("Lightness")).toHaveValue(String(l));
  await expect(page.getByTestId("rgb-text")).toHaveText(`rgb(${r}, ${g}, ${b})`);
  await expect(page.getByTestId("hsl-text")).toHaveText(`hsl(${h}, ${s}%, ${l}%)`);
  await expect(page.getByTestId("color-swatch")).toHaveCSS(
    "background-color",
    `rgb(${r}, ${g}, ${b})`,
  );
  await expect(page.locator('input[type="color"]')).toHaveValue(expected.hex.toLowerCase());
}

const defaultColor = {
  hex: "#3B82F6",
  rgb: [59, 130, 246],
  hsl: [217, 91, 60],
} as const satisfies Parameters<typeof expectColor>[1];

test.describe("colour converter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both paths show #3B82F6 = rgb(59, 130, 246) = hsl(217, 91, 60) in the HTML", async ({
    page,
  }) => {
    const fromScratch = await stepsFromScratch(page);
    for (const path of paths) {
      await test.step(`${path} shows #3B82F6 = rgb(59, 130, 246) = hsl(217, 91, 60) in the HTML`, async () => {
        await fromScratch();
        await page.goto(path);
        await expectColor(page, defaultColor);
        await expect(page.getByLabel("Hex code")).toHaveValue("#3B82F6");
        await expect(page.getByTestId("contrast-white-ratio")).toHaveText("3.67:1");
        await expect(page.getByTestId("contrast-black-ratio")).toHaveText("5.70:1");
        await expect(page.getByRole("button", { name: "Generate Random Color" })).toBeVisible();
      });
    }
  });
});

test.describe("colour converter", () => {
  test("editing HEX, RGB and HSL", async ({ page, consoleErrors }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("editing HEX updates RGB, HSL, the swatch and the picker", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByLabel("Hex code").fill("ff0000");
      await expectColor(page, { hex: "#FF0000", rgb: [255, 0, 0], hsl: [0, 100, 50] });
      await expect(page.getByLabel("Hex code")).toHaveValue("ff0000");

      // An incomplete code is kept as typed but not applied.
      await page.getByLabel("Hex code").fill("#12");
      await expect(page.getByLabel("Hex code")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("preview-hex")).toHaveText("#FF0000");
      await page.getByLabel("Hex code").fill("#123456");
      await expectColor(page, { hex: "#123456", rgb: [18, 52, 86], hsl: [210, 65, 20] });
      await expect(page.getByLabel("Hex code")).not.toHaveAttribute("aria-invalid", "true");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("editing RGB updates HEX and HSL, clamping to 0-255 and counting blanks as 0", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByLabel("Red", { exact: true }).fill("300");
      await expect(page.getByLabel("Red", { exact: true })).toHaveValue("255");
      await expect(page.getByTestId("preview-hex")).toHaveText("#FF82F6");
      await page.getByLabel("Green", { exact: true }).fill("");
      await expect(page.getByTestId("rgb-text")).toHaveText("rgb(255, 0, 246)");
      await expect(page.getByLabel("Hex code")).toHaveValue("#FF00F6");
      await page.getByLabel("Blue", { exact: true }).fill("0");
      await page.getByLabel("Green", { exact: true }).fill("0");
      await expectColor(page, { hex: "#FF0000", rgb: [255, 0, 0], hsl: [0, 100, 50] });
      expect(consoleErrors).toEqual([]);
    });

    await test.step("editing HSL updates HEX and RGB, clamping to the HSL ranges", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.getByLabel("Hue").fill("120");
      await page.getByLabel("Saturation").fill("100");
      await page.getByLabel("Lightness").fill("25");
      await expectColor(page, { hex: "#008000", rgb: [0, 128, 0], hsl: [120, 100, 25] });
      await page.getByLabel("Saturation").fill("150");
      await expect(page.getByLabel("Saturation")).toHaveValue("100");
      await page.getByLabel("Hue").fill("400");
      await expect(page.getByLabel("Hue")).toHaveValue("360");
      await expect(page.getByTestId("preview-hex")).toHaveText("#800000");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("the native picker; the WCAG contrast; fits a 390 px screen; each card copies; Generate Random Color", async ({
    page,
    consoleErrors,
    context,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("the native colour picker shares the colour", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.locator('input[type="color"]').fill("#00ff00");
      await expectColor(page, { hex: "#00FF00", rgb: [0, 255, 0], hsl: [120, 100, 50] });
      expect(consoleErrors).toEqual([]);
    });

    await test.step("shows the WCAG contrast of white and black text with AA/AAA verdicts", async () => {
      await fromScratch();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const white = page.getByTestId("contrast-white");
      const black = page.getByTestId("contrast-black");
      await expect(page.getByTestId("contrast-white-ratio")).toHaveText("3.67:1");
      await expect(white.getByTestId("contrast-white-aaNormal")).toHaveText("AA normal: Fail");
      await expect(white.getByTestId("contrast-white-aaLarge")).toHaveText("AA large: Pass");
      await expect(white.getByTestId("contrast-white-aaaNormal")).toHaveText("AAA normal: Fail");
      await expect(white.getByTestId("contrast-white-aaaLarge")).toHaveText("AAA large: Fail");
      await expect(page.getByTestId("contrast-black-ratio")).toHaveText("5.70:1");
      await expect(black.getByTestId("contrast-black-aaNormal")).toHaveText("AA normal: Pass");
      await expect(black.getByTestId("contrast-black-aaaNormal")).toHaveText("AAA normal: Fail");
      await expect(black.getByTestId("contrast-black-aaaLarge")).toHaveText("AAA large: Pass");
      // The sample text sits on the colour itself.
      await expect(white.getByText("White text", { exact: true })).toHaveCSS(
        "background-color",
        "rgb(59, 130, 246)",
      );

      await page.getByLabel("Hex code").fill("#000000");
      await expect(page.getByTestId("contrast-white-ratio")).toHaveText("21.00:1");
      await expect(page.getByTestId("contrast-black-ratio")).toHaveText("1.00:1");
      await expect(page.getByTestId("contrast-white-aaaNormal")).toHaveText("AAA normal: Pass");
      await expect(page.getByTestId("contrast-black-aaLarge")).toHaveText("AA large: Fail");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("fits a 390 px screen without horizontal scrolling", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoHorizontalScroll(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("each card copies its notation and shows a check for 2 seconds", async () => {
      await fromScratch();
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The 2 seconds on a clock that stands still once the page has hydrated, until the test
      // moves it on.
      await page.clock.install();
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      await page.clock.pauseAt(Date.now() + 1_000);
      for (const [title, text] of [
        ["HEX", "#3B82F6"],
        ["RGB", "rgb(59, 130, 246)"],
        ["HSL", "hsl(217, 91%, 60%)"],
      ] as const) {
        const button = page.getByRole("button", { name: `Copy ${title}`, exact: true });
        await button.click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
        const copied = page.getByRole("button", { name: `Copy ${title}: copied` });
        await expect(copied).toHaveAttribute("data-copied", "true");
        await expect(copied.locator("svg")).toHaveClass(/text-success/);
        await page.clock.runFor(1_900);
        await expect(copied).toHaveAttribute("data-copied", "true");
        await page.clock.runFor(100);
        await expect(
          page.getByRole("button", { name: `Copy ${title}`, exact: true }),
        ).toHaveAttribute("data-copied", "false");
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("Generate Random Color applies a random value from 0 to 16777215", async () => {
      await fromScratch();
      // The page's own code may draw random numbers too, so the test sets the next draw just
      // before each click.
      await page.addInitScript(() => {
        const scope = window as unknown as { nextRandom: number };
        scope.nextRandom = 0.25;
        Math.random = () => scope.nextRandom;
      });
      await page.goto(tool.canonicalPath);
      await waitForHydration(page);
      const button = page.getByRole("button", { name: "Generate Random Color" });
      const draw = async (value: number) => {
        await page.evaluate(
          (next) => ((window as unknown as { nextRandom: number }).nextRandom = next),
          value,
        );
        await button.click();
      };
      await draw(0.5);
      await expectColor(page, { hex: "#800000", rgb: [128, 0, 0], hsl: [0, 100, 25] });
      await draw(0);
      await expectColor(page, { hex: "#000000", rgb: [0, 0, 0], hsl: [0, 0, 0] });
      await draw(0.9999999999);
      await expectColor(page, { hex: "#FFFFFF", rgb: [255, 255, 255], hsl: [0, 0, 100] });
      expect(consoleErrors).toEqual([]);
    });
  });
});
