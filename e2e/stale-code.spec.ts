/**
 * A page that stays open across a deploy, without the offline worker to keep its files: the code
 * it loads on demand (the converter's details, "Convert a list", the recent conversions' store)
 * now answers HTTP 404. Each part says so with a Reload button, and the converter keeps converting.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";

const updatedMessage = "This part of the page was updated; reload to use it.";

const scripts = /\/_astro\/[^?]+\.js(\?.*)?$/;

/** From now on every script under /_astro/ is gone, as after a deploy that renamed them all. */
async function deploy(page: Page): Promise<string[]> {
  const missing: string[] = [];
  await page.route(scripts, async (route) => {
    missing.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 404, contentType: "text/html", body: "Not found" });
  });
  return missing;
}

function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a converter whose on-demand code is gone keeps converting and offers a reload", async ({
  page,
}) => {
  const errors = uncaught(page);
  await page.goto("/length");
  await waitForHydration(page);
  const main = page.locator("main");
  const converter = main.getByRole("region", { name: "Length converter" });
  const value = main.getByLabel("Value", { exact: true });
  const result = main.getByTestId("result");
  const missing = await deploy(page);

  // The first edit asks for the details (fraction, arithmetic, context line).
  await value.fill("2");
  await expect(result).toHaveText("6.56168 ft");
  const notices = converter.getByTestId("part-not-loaded");
  await expect(notices).toHaveCount(1);
  await expect(notices).toHaveText(new RegExp(`^${updatedMessage.replace(/[.;]/g, "\\$&")}`));
  expect(missing.some((path) => path.includes("ConverterDetails"))).toBe(true);

  // "Convert a list" has no code either: its place below the card says so, the converter stays.
  const before = await converter.locator("*").count();
  const listButton = main.getByRole("button", { name: "Convert a list" });
  await listButton.click();
  const listPlace = main.locator(`#${await listButton.getAttribute("aria-controls")}`);
  await expect(listPlace.getByTestId("part-not-loaded")).toHaveCount(1);
  await expect(main.getByTestId("part-not-loaded")).toHaveCount(2);
  expect(missing.some((path) => path.includes("ListPanel"))).toBe(true);
  expect(await converter.locator("*").count()).toBeGreaterThanOrEqual(before);
  await expect(value).toHaveValue("2");
  await expect(result).toHaveText("6.56168 ft");

  // Everything else still answers.
  await value.fill("3");
  await expect(result).toHaveText("9.84252 ft");
  await main.getByRole("button", { name: "Swap units" }).click();
  await expect(result).toHaveText("0.9144 m");
  expect(errors).toEqual([]);

  // Reload brings the new version's code, with the value kept in the address.
  await page.unroute(scripts);
  await Promise.all([page.waitForEvent("load"), notices.first().getByRole("button").click()]);
  await waitForHydration(page);
  await expect(page.locator("main").getByLabel("Value", { exact: true })).toHaveValue("3");
  await expect(page.locator("main").getByTestId("part-not-loaded")).toHaveCount(0);
  expect(errors).toEqual([]);
});
