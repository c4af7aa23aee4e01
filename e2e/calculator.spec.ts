/**
 * The calculator with units (issue 37): its page answers a question in the address and as you
 * type, says how it read it, keeps recent queries on the device (clearable), teaches with worked
 * examples in the HTML; the Quick convert box on other pages computes the same way and hands
 * other tools' questions to them; browsers can add it as a search engine (OpenSearch).
 */
import type { Page } from "@playwright/test";
import { test, expect, firstQuickAnswer, stepsFromScratch } from "./fixtures";

function calculatorBox(page: Page) {
  return {
    input: page.getByLabel("Calculate or convert", { exact: true }),
    result: page.getByTestId("quick-result"),
    reading: page.getByTestId("quick-reading"),
    link: page.locator("a[data-quick-link]"),
  };
}

test("the page answers the question in its address, and as you type, with how it read it", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto(`/calculator?q=${encodeURIComponent("5 ft + 3 in in cm")}`);
  const { input, result, reading } = calculatorBox(page);
  await expect(input).toHaveValue("5 ft + 3 in in cm");
  await expect(result).toHaveText("160.02 cm", firstQuickAnswer);
  await expect(result).toHaveAttribute("aria-live", "polite");
  await expect(reading).toHaveText("Read as: (5 ft + 3 in) → cm");
  await expect(input).toBeFocused();

  const examples: [string, string, string][] = [
    ["110 km / 1.5 h in mph", "45.56722076 mph", "(110 km ÷ 1.5 h) → mph"],
    ["60 mph for 2.5 h in km", "241.4016 km", "(60 mph × 2.5 h) → km"],
    ["1/3 cup to tbsp as fraction", "5 1/3 tbsp", "1/3 cup (US) → tbsp, fraction"],
    ["20 °C − 10 °C in °F", "18°F", "(20 °C − 10 °C) → °F"],
    ["2^64", "18,446,744,073,709,551,616", "2^64"],
    ["15% of 80", "12", "15% of 80"],
    ["1.75 m to ft in", "5 ft 8.898 in", "1.75 m → ft in"],
  ];
  for (const [typed, answer, readAs] of examples) {
    await input.fill(typed);
    await expect(result, typed).toContainText(answer);
    await expect(reading, typed).toHaveText(`Read as: ${readAs}`);
    // The address follows what is typed, so the answer can be shared.
    await expect(page).toHaveURL(`/calculator?${new URLSearchParams({ q: typed })}`);
  }

  await test.step("says what it cannot do, naming both sides", async () => {
    await input.fill("5 ft to kg");
    await expect(result).toHaveText(/length.*weight/);
    await expect(result).toHaveAttribute("data-state", "error");
    await expect(reading).toBeHidden();
    await input.fill("1/0");
    await expect(result).toHaveText("Division by zero has no answer.");
  });

  await test.step("Enter keeps the answer on the page", async () => {
    await input.fill("2 lb 3 oz in g");
    await input.press("Enter");
    await expect(result).toContainText("992.233309");
    await expect(page).toHaveURL(/\/calculator\?q=2\+lb\+3\+oz\+in\+g$/);
  });
  expect(consoleErrors).toEqual([]);
});

test("recent queries are kept on the device as links, survive a reload, and can be cleared", async ({
  page,
}) => {
  const fromScratch = await stepsFromScratch(page);
  await fromScratch();
  await page.goto("/calculator");
  const { input, result } = calculatorBox(page);
  const history = page.getByTestId("calculator-history");
  const clear = page.getByRole("button", { name: "Clear history" });
  await expect(history).toBeHidden();
  await expect(page.getByText("It stays on this device")).toBeVisible();

  await input.fill("5 ft + 3 in in cm");
  await expect(result).toHaveText("160.02 cm", firstQuickAnswer);
  await input.press("Enter");
  await input.fill("15% of 80");
  await expect(result).toHaveText("12");
  // Kept once the text rests.
  await expect(history.getByRole("link")).toHaveText(["15% of 80", "5 ft + 3 in in cm"], {
    timeout: 5_000,
  });
  await page.reload();
  await expect(history.getByRole("link")).toHaveText(["15% of 80", "5 ft + 3 in in cm"]);
  await expect(history.getByRole("link").first()).toHaveAttribute(
    "href",
    "/calculator?q=15%25+of+80",
  );
  await history.getByRole("link", { name: "5 ft + 3 in in cm" }).click();
  await expect(result).toHaveText("160.02 cm", firstQuickAnswer);

  await clear.click();
  await expect(history).toBeHidden();
  await expect(clear).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("calculator-history"))).toBeNull();
  await page.reload();
  await expect(history).toBeHidden();
});

test("the worked examples are in the HTML, answered, for a visitor without script", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/calculator");
  const examples = page.getByRole("complementary");
  await expect(examples.getByRole("heading", { name: "Worked examples" })).toBeVisible();
  await expect(examples.getByRole("link", { name: "60 mph for 2.5 h in km" })).toHaveAttribute(
    "href",
    "/calculator?q=60+mph+for+2.5+h+in+km",
  );
  await expect(examples).toContainText("241.4016 km");
  await expect(examples).toContainText("Read as: (60 mph × 2.5 h) → km");
  await expect(examples).toContainText("18,446,744,073,709,551,616");
  await expect(page.getByRole("heading", { name: "How it computes" })).toBeVisible();
  await context.close();
});

test("the Quick convert box on another page calculates, and hands other tools' questions on", async ({
  page,
}) => {
  await page.goto("/length");
  const input = page.getByLabel("Quick convert", { exact: true });
  const result = page.getByTestId("quick-result");
  const reading = page.getByTestId("quick-reading");
  const link = page.locator("a[data-quick-link]");
  await input.fill("5 ft + 3 in in cm");
  await expect(result).toHaveText("160.02 cm", firstQuickAnswer);
  await expect(reading).toHaveText("Read as: (5 ft + 3 in) → cm");
  await input.fill("5 ft 9 in to cm");
  await expect(result).toHaveText("5 ft 9 in = 175.26 cm");
  await expect(reading).toHaveText("Read as: 5 ft 9 in → cm");
  await expect(link).toHaveText("Open Feet to Centimeters");
  await input.fill("10 GiB to GB");
  await expect(result).toContainText("10.73741824 GB (decimal)");
  await expect(result).toContainText("decimal unit");

  const handedOn: [string, RegExp, string][] = [
    [
      "100 usd to eur",
      /^100 USD = [\d.]+ EUR .*Rates updated Nov 21, 2025/,
      "/financial/currency-converter",
    ],
    ["255 in hex", /^255 \(Base 10\) = FF \(Base 16\)$/, "/number-base"],
    ["#ff8800 to rgb", /^#FF8800 = rgb\(255, 136, 0\)$/, "/color"],
    [
      "3 pm new york in tokyo",
      /^3:00 PM .* in New York \(UTC−[45]\) = .* in Tokyo \(UTC\+9\)/,
      "/timezone",
    ],
    [
      "bmi 180 cm 75 kg",
      /^Open the BMI Calculator to work this out\.$/,
      "/bmi?height=180&weight=75",
    ],
  ];
  for (const [typed, answer, href] of handedOn) {
    await input.fill(typed);
    await expect(result, typed).toHaveText(answer, firstQuickAnswer);
    await expect(link, typed).toHaveAttribute("href", href);
  }
});

test("browsers can add the calculator as a search engine (OpenSearch)", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/length", "/blogs", "/calculator"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="search"]')).toHaveAttribute(
      "type",
      "application/opensearchdescription+xml",
    );
    await expect(page.locator('link[rel="search"]')).toHaveAttribute("href", "/opensearch.xml");
  }
  const description = await request.get("/opensearch.xml");
  expect(description.ok()).toBe(true);
  const xml = await description.text();
  const template = /template="([^"]+)"/.exec(xml)?.[1] ?? "";
  expect(new URL(template.replace("{searchTerms}", "x")).pathname).toBe("/calculator");
  // What a browser opens for a search typed in its address bar.
  const search = new URL(
    template.replace("{searchTerms}", encodeURIComponent("how many tbsp in 1/3 cup")),
  );
  await page.goto(`${search.pathname}${search.search}`);
  await expect(page.getByTestId("quick-result")).toContainText("5 1/3 tbsp", firstQuickAnswer);
});

test("a link into a pair page carries the fraction as typed: a third stays a third", async ({
  page,
}) => {
  await page.goto("/length");
  const input = page.getByLabel("Quick convert", { exact: true });
  const link = page.locator("a[data-quick-link]");
  await input.fill("⅓ cup to tbsp");
  await expect(page.getByTestId("quick-result")).toHaveText(
    "1/3 cup (US) = 5.333333333 tbsp (5 1/3 tbsp) cup: read as cup (US); for the metric unit, type metric cup.",
    firstQuickAnswer,
  );
  await expect(link).toHaveAttribute(
    "href",
    "/volume/cups-to-tablespoons?value=1%2F3&from=cup&to=tablespoon",
  );
  await link.click();
  await expect(page.locator("main").getByLabel("Value", { exact: true })).toHaveValue("1/3");
  await expect(page.locator("main").getByTestId("result")).toContainText("5.333333");
});
