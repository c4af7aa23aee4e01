/**
 * The data transfer rate page's download time form (issue 35): its default answer in the static
 * HTML at both paths, typing and choosing units, its messages, and input typed before hydration.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { getTool } from "../src/tools";
import { downloadTimeMessages } from "../src/lib/measures/data-transfer-rate/download-time";

const tool = getTool("data-transfer-rate");

function form(page: Page) {
  const region = page.getByRole("region", { name: "Download time", exact: true });
  return {
    size: region.getByLabel("File size", { exact: true }),
    sizeUnit: region.getByLabel("File size unit", { exact: true }),
    rate: region.getByLabel("Transfer rate", { exact: true }),
    rateUnit: region.getByLabel("Rate unit", { exact: true }),
    result: region.getByTestId("download-time-result"),
    alert: region.getByRole("alert"),
    region,
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both paths serve 1 GB at 100 Mbit/s as 1 min 20 s", async ({ page }) => {
    for (const path of [tool.routePath, tool.canonicalPath]) {
      await page.goto(path);
      const view = form(page);
      await expect(view.result).toHaveText("1 min 20 s");
      await expect(view.region).toContainText("1 GB (decimal) at 100 Mbit/s takes");
      await expect(view.size).toHaveValue("1");
      await expect(view.rate).toHaveValue("100");
    }
  });
});

test("works out the time as the fields change, and says what it cannot use", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(tool.canonicalPath);
  await waitForHydration(page);
  const view = form(page);
  await view.size.fill("10");
  await view.sizeUnit.selectOption({ label: "GiB (binary, 2³⁰ bytes)" });
  // 10 × 2³⁰ bytes × 8 ÷ 10⁸ bit/s = 858.9934592 s.
  await expect(view.result).toHaveText("≈ 14 min 18.993 s");
  await expect(view.region).toContainText("≈ 858.993 s in all");
  await view.rateUnit.selectOption({ label: "Gigabits (Gbit/s)" });
  await expect(view.result).toHaveText("≈ 0.858993 s");
  await view.rate.fill("0");
  await expect(view.alert).toHaveText(downloadTimeMessages.zeroRate);
  await expect(view.result).toBeEmpty();
  await view.rate.fill("");
  await expect(view.region).toContainText(downloadTimeMessages.enterBoth);
  await view.rate.pressSequentially("-5");
  await expect(view.rate).toHaveValue("5");
  await expect(view.region).toContainText("Read as 5: these values cannot be negative.");
  await expect(view.result).toHaveText("≈ 17.18 s");
  await view.size.fill("");
  await view.size.pressSequentially("1,5");
  await expect(view.region).toContainText("Read as 1.5");
  // 1.5 × 2³⁰ bytes × 8 ÷ 5 × 10⁹ bit/s = 2.5769803776 s.
  await expect(view.result).toHaveText("≈ 2.577 s");
  expect(consoleErrors).toEqual([]);
});

test("a size typed before hydration is answered once the form hydrates", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(tool.canonicalPath, { waitUntil: "commit" });
  const view = form(page);
  await view.size.fill("50");
  await expect(page.locator("astro-island[ssr]").first()).toBeAttached();
  release();
  await waitForHydration(page);
  // 50 × 10⁹ bytes × 8 ÷ 10⁸ bit/s = 4,000 s.
  await expect(view.result).toHaveText("1 h 6 min 40 s");
  await expect(view.size).toHaveValue("50");
});

test("the form's code loads only when the visitor reaches into it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(tool.canonicalPath);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const formCode = () => scripts.filter((path) => path.includes("DownloadTime"));
  expect(formCode()).toEqual([]);
  const view = form(page);
  await expect(view.region.locator("xpath=ancestor::astro-island")).toHaveAttribute("ssr", "");
  await view.rate.focus();
  await expect.poll(formCode).toHaveLength(1);
  await expect(view.region.locator("xpath=ancestor::astro-island")).not.toHaveAttribute("ssr");
  // 1 GB at 1000 Mbit/s = 8 s, typed after the form hydrated on focus.
  await view.rate.fill("1000");
  await expect(view.result).toHaveText("8 s");
});
