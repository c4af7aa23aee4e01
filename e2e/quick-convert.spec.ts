/**
 * The Quick convert box on the home page, the converter pages and /conversions: it answers typed
 * questions with the converters' own results, links to the pair page, explains what it cannot
 * read, and loads its parser only when the box is first used.
 */
import type { Page } from "@playwright/test";
import { test, expect, firstQuickAnswer, stepsFromScratch, waitForHydration } from "./fixtures";

function box(page: Page) {
  return {
    input: page.getByLabel("Quick convert", { exact: true }),
    result: page.getByTestId("quick-result"),
    link: page.locator("a[data-quick-link]"),
  };
}

/** The examples with the answers the converters give. */
const examples: [string, string][] = [
  ["5 ft 9 in to cm", "5 ft 9 in = 175.26 cm"],
  [`5'9" in cm`, "5 ft 9 in = 175.26 cm"],
  ["37c to f", "37°C = 98.60°F"],
  ["37 °C in fahrenheit", "37°C = 98.60°F"],
  ["72 f to c", "72°F = 22.22°C"],
  // A name of two meanings says which one it read and gives the other (issue 22).
  ["1/2 cup to ml", "0.5 cup (US) = 118.294118 mL In metric units, 0.5 metric cup = 125 mL."],
  ["100 km/h in mph", "100 km/h = 62.14 mph"],
  ["3.5 kg in lbs", "3.5 kg = 7.716179 lb"],
  [
    "2 gb to mb",
    "2 GB = 2048 MB 1024-based, as this site's data converter counts; in the decimal units drives are sold in, 2 GB (decimal) = 2000 MB (decimal).",
  ],
  ["90 deg to rad", "90° = 1.570796 rad"],
  ["30 mpg to l/100km", "30 mpg (US) = 7.84 L/100km"],
  ["1 acre in m2", "1 ac = 4046.86 m²"],
  ["meters to feet", "1 m = 3.28084 ft"],
  ["ft to m", "1 ft = 0.3048 m"],
  // Issue 35's measures, and how long a download takes, with the gigabyte it read.
  ["2 hours to minutes", "2 h = 120 min"],
  [
    "100 Mbps to MB/s",
    "100 Mbit/s = 12.5 MB/s Decimal, as networks count (1 MB/s = 1,000,000 bytes a second); in the 1024-based units Windows and many download managers show, 100 Mbit/s = 11.9209 MiB/s.",
  ],
  [
    "10 GB at 100 Mbps",
    "10 GB at 100 Mbit/s takes ≈ 14 min 18.993 s 1024-based, as this site's data converter counts; in the decimal units drives are sold in, 10 GB (decimal) takes 13 min 20 s.",
  ],
];

test("the issue's examples; what it cannot convert; Enter opens the pair page; a unit into itself", async ({
  page,
}) => {
  const fromScratch = await stepsFromScratch(page);
  await test.step("answers the issue's examples with the converters' results", async () => {
    await fromScratch();
    await page.goto("/conversions");
    const { input, result } = box(page);
    for (const [typed, answer] of examples) {
      await input.fill(typed);
      await expect(result, typed).toHaveText(answer, firstQuickAnswer);
    }
    await input.fill("1 1/2 cups in tbsp");
    await expect(result).toHaveText(
      "1.5 cup (US) = 24 tbsp In metric units, 1.5 metric cup = 25.360517 tbsp.",
    );
    await input.fill("5 st 3 lb to kg");
    await expect(result).toHaveText("5 st 3 lb = 33.112243 kg");
  });

  await test.step("says in one line what it cannot convert", async () => {
    await fromScratch();
    await page.goto("/length");
    const { input, result, link } = box(page);
    await input.fill("5 kg to m");
    await expect(result).toHaveText(
      "Kilograms measure weight and meters measure length, so they cannot be converted into each other.",
      firstQuickAnswer,
    );
    await expect(link).toBeHidden();
    await input.fill("5 fet to cm");
    await expect(result).toHaveText("“fet” is not a unit I know. Did you mean feet?");
    await input.fill("5");
    await expect(result).toContainText("Add a unit to 5");
    await input.fill("");
    await expect(result).toHaveText("");
  });

  await test.step("Enter opens the answer's pair page", async () => {
    await fromScratch();
    await page.goto("/");
    const { input } = box(page);
    await input.fill("100 f to c");
    await input.press("Enter");
    await expect(page).toHaveURL(
      /\/temperature\/fahrenheit-to-celsius\?value=100&from=fahrenheit&to=celsius$/,
      firstQuickAnswer,
    );
    await expect(page.locator("main").getByTestId("result")).toHaveText("37.78°C");
  });

  await test.step("a unit converted into itself links to its converter page", async () => {
    await fromScratch();
    await page.goto("/");
    const { input, result, link } = box(page);
    await input.fill("5 m to m");
    await expect(result).toHaveText("5 m = 5 m", firstQuickAnswer);
    await expect(link).toHaveText("Open the length converter");
    await expect(link).toHaveAttribute("href", "/length?value=5&from=meter&to=meter");
  });
});

test("loads the parser only when first used; answers as you type on /, /length and /conversions", async ({
  page,
}) => {
  const fromScratch = await stepsFromScratch(page);
  await test.step("loads the parser only when the box is first used", async () => {
    await fromScratch();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/length");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.includes("answer-box"))).toEqual([]);
    await box(page).input.focus();
    await expect.poll(() => scripts.some((path) => path.includes("answer-box"))).toBe(true);
  });

  for (const path of ["/", "/length", "/conversions"]) {
    await test.step(`answers as you type on ${path} and links to the pair page`, async () => {
      await fromScratch();
      await page.goto(path);
      const { input, result, link } = box(page);
      await expect(result).toHaveAttribute("aria-live", "polite");
      await input.fill("5 ft 9 in to cm");
      await expect(result).toHaveText("5 ft 9 in = 175.26 cm", firstQuickAnswer);
      await expect(link).toHaveText("Open Feet to Centimeters");
      await link.click();
      // The link carries what was typed; the Value field reads it in feet.
      await expect(page).toHaveURL(
        /\/length\/feet-to-centimeters\?value=5\+ft\+9\+in&from=foot&to=centimeter$/,
      );
      await expect(page.locator("main").getByLabel("Value", { exact: true })).toHaveValue(
        "5 ft 9 in",
      );
      await expect(page.locator("main").getByTestId("result")).toHaveText(
        "175.26 cm",
        firstQuickAnswer,
      );
    });
  }
});

test("weighs an ingredient through its cited figure, and names one it does not know", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/cooking/butter");
  const { input, result, link } = box(page);
  const ingredientExamples: [string, RegExp][] = [
    ["2 cups flour in g", /^2 US cups of all-purpose flour = 240 g Based on 1 US cup/],
    ["100 g butter in cups", /^100 g of butter = 0\.44 US cups ≈ ¼ cup \+ 3 tbsp\. Based on/],
    ["1 stick butter in g", /^1 stick of butter = 113\.5 g /],
    ["1 metric cup flour in g", /^1 metric cup of all-purpose flour = 126\.8 g /],
  ];
  for (const [typed, answer] of ingredientExamples) {
    await input.fill(typed);
    await expect(result, typed).toHaveText(answer, firstQuickAnswer);
  }
  await input.fill("2 cups flour in g");
  await expect(link).toHaveText("Open All-purpose flour in grams and cups");
  await expect(link).toHaveAttribute("href", "/cooking/all-purpose-flour");
  await input.fill("2 cups flower in g");
  await expect(result).toHaveText(
    "“flower” is not an ingredient I know. Did you mean all-purpose flour?",
  );
  await expect(link).toBeHidden();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/cooking\/butter$/);
  await input.fill("1 cup flour in oz");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/cooking\/all-purpose-flour$/);
  expect(consoleErrors).toEqual([]);
});

test("code removed by a deploy: says the site was updated and offers a reload that keeps the question and the converter's value", async ({
  page,
}) => {
  await page.goto("/length");
  await waitForHydration(page);
  await page.locator("main").getByLabel("Value", { exact: true }).fill("7");
  await expect(page).toHaveURL(/value=7/);
  // The deploy since this page opened no longer has Quick convert's answering code.
  await page.route(/\/_astro\/answer-box\.[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
  const { input, result } = box(page);
  const reload = page.getByRole("button", { name: "Reload", exact: true });
  await expect(reload).toBeHidden();
  await input.fill("5 ft to cm");
  await expect(result).toHaveText(
    "The site was updated since this page opened: reload the page to use Quick convert.",
    firstQuickAnswer,
  );
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await reload.click();
  await expect(page).toHaveURL(/[?&]q=5\+ft\+to\+cm/);
  await expect(input).toHaveValue("5 ft to cm");
  await expect(result).toHaveText("5 ft = 152.4 cm", firstQuickAnswer);
  await waitForHydration(page);
  await expect(page.locator("main").getByLabel("Value", { exact: true })).toHaveValue("7");
});

test("offline, a question whose code cannot load asks to check the connection, with no reload offered", async ({
  page,
  context,
}) => {
  await page.goto("/length");
  await waitForHydration(page);
  await context.setOffline(true);
  const { input, result } = box(page);
  await input.fill("5 ft to cm");
  await expect(result).toHaveText(
    "Quick convert could not load; check the connection and try again.",
    firstQuickAnswer,
  );
  await expect(page.getByRole("button", { name: "Reload", exact: true })).toBeHidden();
  await context.setOffline(false);
});

test("a question in the address (?q=) is answered when the page opens", async ({ page }) => {
  await page.goto("/?q=37c+to+f");
  const { input, result } = box(page);
  await expect(input).toHaveValue("37c to f");
  await expect(result).toHaveText("37°C = 98.60°F", firstQuickAnswer);
});
