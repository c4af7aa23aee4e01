/**
 * Every field reads what people write (issue 38 §1, §2): a text beyond a field's characters is
 * read with the calculator's grammar in the field's unit, and the hint says how ("Read as 5.75 ft:
 * 5 ft 9 in."); what is no expression of the field's kind gets the spec's character rule as
 * before; out of range is said plainly; a list and cooking's fields read each value as the field
 * does; weights in stones or pounds show the mixed form a scale shows. At a phone's width and a
 * desktop's.
 */
import type { Page } from "@playwright/test";
import { test, expect, describedBy, firstQuickAnswer, waitForHydration } from "./fixtures";

const widths = [390, 1280] as const;

function converterView(page: Page) {
  const main = page.locator("main");
  return {
    value: main.getByLabel("Value", { exact: true }),
    result: main.getByTestId("result"),
    fraction: main.getByTestId("result-fraction"),
    alert: main.getByRole("alert"),
  };
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a converter's Value field reads arithmetic and amounts in its From unit", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/length?from=foot&to=meter");
      await waitForHydration(page);
      const view = converterView(page);

      await test.step(`5'9" with From = feet is 5.75 ft`, async () => {
        await view.value.fill(`5'9"`);
        await expect(view.value).toHaveValue(`5'9"`);
        // The first reading loads the grammar, with Quick convert's units.
        await expect(view.result).toHaveText("1.7526 m", firstQuickAnswer);
        await expect.poll(() => describedBy(view.value)).toBe("Read as 5.75 ft: 5 ft 9 in.");
        await expect(view.alert).toHaveCount(0);
      });

      await test.step("0.1+0.2, typed key by key, is 0.3 and nothing is dropped", async () => {
        await view.value.fill("");
        await view.value.pressSequentially("0.1+0.2");
        await expect(view.value).toHaveValue("0.1+0.2");
        await expect(view.result).toHaveText("0.09144 m");
        await expect.poll(() => describedBy(view.value)).toBe("Read as 0.3 ft: 0.1 + 0.2.");
      });

      await test.step("an amount in another unit of the measure is converted to From", async () => {
        await page.getByLabel("From", { exact: true }).selectOption("meter");
        await page.getByLabel("To", { exact: true }).selectOption("centimeter");
        await view.value.fill("");
        await view.value.pressSequentially("180 cm");
        await expect(view.value).toHaveValue("180 cm");
        await expect(view.result).toHaveText("180 cm");
        await expect.poll(() => describedBy(view.value)).toBe("Read as 1.8 m: 180 cm.");
      });

      await test.step("what is no length keeps the spec's rule and its hint", async () => {
        await view.value.fill("12 kg");
        await expect(view.value).toHaveValue("12 ");
        await expect
          .poll(() => describedBy(view.value))
          .toBe("Read as 12: letters and symbols are left out.");
        await view.value.fill("-2");
        await expect(view.value).toHaveValue("2");
        await expect
          .poll(() => describedBy(view.value))
          .toBe("Read as 2: length values cannot be negative.");
      });

      await test.step("out of range is said plainly, with no hint that says otherwise", async () => {
        await view.value.fill("1e309");
        await expect(view.alert).toHaveText(
          "Please enter a valid number: 1e309 is too large to convert.",
        );
        await expect(view.result).not.toContainText(" m");
        await expect.poll(() => describedBy(view.value)).toBe("");
        await view.value.fill("2-5");
        await expect(view.alert).toHaveText("Invalid input value");
        await expect.poll(() => describedBy(view.value)).toBe("Read as -3 m: 2 − 5.");
      });

      await test.step("an expression still being typed waits, with no error", async () => {
        await view.value.fill("0.1+");
        await expect(view.value).toHaveValue("0.1+");
        await expect(view.alert).toHaveCount(0);
        await expect(page.getByText("Enter a value to convert.")).toBeVisible();
      });
      expect(consoleErrors).toEqual([]);
    });

    test("a link carries what was typed, and a link's value that is no number falls back", async ({
      page,
      consoleErrors,
    }) => {
      // Nine page loads, each reading its address with the on-demand reader: about 27 s on an idle
      // machine, over the default 30 s when the suite runs beside it.
      test.setTimeout(3 * 30_000);
      const view = converterView(page);
      await test.step(`typed 5'9", the address keeps it and a reload reads it again`, async () => {
        await page.goto("/length?from=foot&to=centimeter");
        await waitForHydration(page);
        await view.value.fill(`5'9"`);
        await expect(view.result).toHaveText("175.26 cm", firstQuickAnswer);
        await expect(page).toHaveURL(/\?value=5%279%22&from=foot&to=centimeter$/);
        await page.reload();
        await waitForHydration(page);
        await expect(view.value).toHaveValue(`5'9"`);
        await expect(view.result).toHaveText("175.26 cm", firstQuickAnswer);
        await expect.poll(() => describedBy(view.value)).toBe("Read as 5.75 ft: 5 ft 9 in.");
      });

      await test.step("a pair page's link with arithmetic and a unit of the measure", async () => {
        await page.goto(`/length/feet-to-centimeters?value=${encodeURIComponent("0.1+0.2")}`);
        await waitForHydration(page);
        await expect(view.value).toHaveValue("0.1+0.2");
        await expect(view.result).toHaveText("9.144 cm", firstQuickAnswer);
        await page.goto(`/length?value=${encodeURIComponent("180 cm")}&from=meter&to=foot`);
        await waitForHydration(page);
        await expect(view.value).toHaveValue("180 cm");
        await expect.poll(() => describedBy(view.value)).toBe("Read as 1.8 m: 180 cm.");
      });

      await test.step("no number of the measure, or too large: the default, as the spec says", async () => {
        for (const value of ["12 kg", "abc", "1e309", "5 f"]) {
          await page.goto(`/length?value=${encodeURIComponent(value)}&from=foot&to=meter`);
          await waitForHydration(page);
          await expect(view.value).toHaveValue("1", firstQuickAnswer);
          await expect(view.result).toHaveText("0.3048 m");
          await expect(view.alert).toHaveCount(0);
        }
      });
      expect(consoleErrors).toEqual([]);
    });

    test("an ingredient page's Quantity and the currency Amount read the same grammar", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/cooking/butter");
      await waitForHydration(page);
      const butter = page.getByRole("region", { name: "Convert butter", exact: true });
      const quantity = butter.getByLabel("Quantity", { exact: true });
      await quantity.fill("1/2 cup + 4 tbsp");
      await expect(butter.getByTestId("ingredient-result")).toHaveText("170.3 g", firstQuickAnswer);
      await expect(butter).toContainText("Read as 0.75 ");
      await expect(quantity).toHaveValue("1/2 cup + 4 tbsp");
      await quantity.fill("250 ml");
      await expect(butter.getByTestId("ingredient-result")).toHaveText("239.9 g");
      await quantity.fill("abc");
      await expect(butter.getByRole("alert")).toBeVisible();

      await page.goto("/financial/currency-converter");
      await waitForHydration(page);
      const amount = page.getByLabel("Amount", { exact: true });
      const result = page.getByTestId("result");
      await amount.fill("150");
      const forPlain = await result.textContent();
      await amount.fill("100+50");
      await expect.poll(() => describedBy(amount), firstQuickAnswer).toBe("Read as 150: 100 + 50.");
      await expect(result).toHaveText(forPlain ?? "");
      await expect(amount).toHaveValue("100+50");
      expect(consoleErrors).toEqual([]);
    });

    test("cooking's fields read the same grammar", async ({ page, consoleErrors }) => {
      // Cooking's plain number fields: cups and spoons together, in the From unit (cups).
      await page.goto("/cooking");
      await waitForHydration(page);
      const amount = page.getByLabel("Amount", { exact: true });
      await amount.fill("1/3 cup + 1 tbsp");
      await expect(page.getByTestId("result").first()).toHaveText("93.65 mL", firstQuickAnswer);
      await expect
        .poll(() => describedBy(amount))
        .toBe("Read as 0.3958333333 cup (US): 1/3 cup (US) + 1 tbsp.");
      await expect(page.getByTestId("result").first()).toHaveText("93.65 mL");
      await amount.fill("abc");
      await expect(page.getByRole("alert")).toHaveText("Please enter a valid number");
      expect(consoleErrors).toEqual([]);
    });

    test("BMI's fields read amounts in their units, and its caps count digits", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/bmi");
      await waitForHydration(page);
      const height = page.getByLabel("Height (cm)", { exact: true });
      const weight = page.getByLabel("Weight (kg)", { exact: true });
      const result = page.getByTestId("result");
      await height.fill("1.8 m");
      await expect.poll(() => describedBy(height), firstQuickAnswer).toBe("Read as 180 cm: 1.8 m.");
      await weight.fill("65+5");
      await expect.poll(() => describedBy(weight)).toBe("Read as 70 kg: 65 + 5.");
      await expect(height).toHaveValue("1.8 m");
      await expect(weight).toHaveValue("65+5");
      await expect(result).toContainText("21.6");
      // What is no expression gets the spec's rule, as though typed so.
      await weight.fill("1.2.3");
      await expect(weight).toHaveValue("1.23");
      await expect
        .poll(() => describedBy(weight))
        .toBe("Read as 1.23: a second decimal point was left out.");
      await weight.fill("1e309");
      await expect(page.getByRole("alert").filter({ hasText: "too large" })).toHaveText(
        "Please enter a valid number: 1e309 is too large to convert.",
      );
      // Six digits in a field of five: the spec's cap and message.
      await height.fill("123456 mm");
      await expect(page.getByRole("alert").filter({ hasText: "Max" })).toHaveText("Max 5 digits");

      await page.getByRole("tab", { name: "Imperial" }).click();
      const feet = page.getByLabel("Feet", { exact: true });
      await feet.fill(`5'9"`);
      await page.getByLabel("Inches", { exact: true }).fill("0");
      await page.getByLabel("Weight (lb)", { exact: true }).fill("154");
      await expect.poll(() => describedBy(feet)).toBe("Read as 5.75 ft: 5 ft 9 in.");
      await expect(result).toContainText("22.7");
      expect(consoleErrors).toEqual([]);
    });

    test("percentage's fields read arithmetic, and the answer's words use what it came to", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/percentage");
      await waitForHydration(page);
      const value = page.getByLabel("Value", { exact: true });
      await value.fill("20+5");
      await expect.poll(() => describedBy(value), firstQuickAnswer).toBe("Read as 25: 20 + 5.");
      await expect(value).toHaveValue("20+5");
      await expect(page.getByTestId("result").first()).toHaveText("12.50%");
      await value.fill("");
      await value.pressSequentially("0.1+");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await value.pressSequentially("0.2");
      await expect.poll(() => describedBy(value)).toBe("Read as 0.3: 0.1 + 0.2.");
      await expect(page.getByTestId("result").first()).toHaveText("0.15%");
      // The spec's reading of what is no expression is unchanged.
      await value.fill("50%");
      await expect(value).toHaveValue("50");
      await expect(page.getByTestId("result").first()).toHaveText("25.00%");

      await page.getByRole("tab", { name: "% Change" }).click();
      await page.getByLabel("Original value", { exact: true }).fill("100-20");
      await page.getByLabel("New value", { exact: true }).fill("100");
      await expect(page.getByTestId("context")).toContainText("From 80 to 100");
      expect(consoleErrors).toEqual([]);
    });

    test("the home page's cards and the download time form read the same grammar", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/");
      const card = page.getByRole("region", { name: "Quick Length Converter" });
      // The home page's cards hydrate when they come into view.
      await card.scrollIntoViewIfNeeded();
      await expect(
        page.locator('astro-island[component-url*="QuickLengthCard"]'),
      ).not.toHaveAttribute("ssr", /.*/);
      const value = card.getByLabel("Value", { exact: true });
      await card.getByLabel("From", { exact: true }).selectOption("foot");
      await card.getByLabel("To", { exact: true }).selectOption("centimeter");
      await value.fill(`5'9"`);
      await expect(card.getByTestId("result")).toHaveText("175.26 cm", firstQuickAnswer);
      await expect.poll(() => describedBy(value)).toBe("Read as 5.75 ft: 5 ft 9 in.");
      await expect(value).toHaveValue(`5'9"`);
      // The card's own messages for what it cannot use, as before.
      await value.fill("2-5");
      await expect(card.getByRole("alert")).toHaveText("Please enter a valid positive number.");

      // The BMI card beside it: a height in feet and inches, a weight in pounds.
      const bmiCard = page.getByRole("region", { name: "Quick BMI Check" });
      const height = bmiCard.getByLabel("Height (cm)", { exact: true });
      const weight = bmiCard.getByLabel("Weight (kg)", { exact: true });
      await height.fill(`5'9"`);
      await weight.fill("150 lb");
      await expect(bmiCard.getByTestId("result")).toContainText("22.2", firstQuickAnswer);
      await expect(bmiCard.getByTestId("result")).toContainText("Normal");
      await expect(bmiCard.getByText("Height: Read as 175.26 cm: 5 ft 9 in.")).toBeVisible();
      await expect(bmiCard.getByText("Weight: Read as 68.0388555 kg: 150 lb.")).toBeVisible();
      await expect(height).toHaveValue(`5'9"`);
      await weight.fill("60+5");
      await expect(bmiCard.getByTestId("result")).toContainText("21.2");
      // What is no amount of the field's kind keeps the spec's message.
      await weight.fill("7o");
      await expect(bmiCard.getByRole("alert")).toHaveText(
        "Please enter valid positive numbers for height and weight.",
      );

      await page.goto("/data-transfer-rate");
      await waitForHydration(page);
      const download = page.getByRole("region", { name: "Download time", exact: true });
      const size = download.getByLabel("File size", { exact: true });
      await size.fill("0.5+1");
      await expect
        .poll(() => describedBy(size), firstQuickAnswer)
        .toBe("Read as 1.5 GB (decimal): 0.5 + 1.");
      await expect(size).toHaveValue("0.5+1");
      await expect(download.getByTestId("download-time-result")).toHaveText("2 min");
      const rate = download.getByLabel("Transfer rate", { exact: true });
      await rate.fill("50+50");
      await expect.poll(() => describedBy(rate)).toBe("Read as 100 Mbit/s: 50 + 50.");
      await expect(download.getByTestId("download-time-result")).toHaveText("2 min");
      expect(consoleErrors).toEqual([]);
    });

    test("a list reads each line as the field does, one wording for each kind of bad line", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/length?from=meter&to=centimeter");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Convert a list" }).click();
      await page
        .getByLabel("Numbers to convert", { exact: true })
        .fill("180 cm\n2,5\n0.1+0.2\n12 kg\n-4\n2-5\nabc\n5 ft 9 in;1e309");
      const rows = page.getByRole("region", { name: "Converted values" }).locator("tbody tr");
      await expect(rows).toHaveCount(9);
      await expect(rows.first().locator("td").last()).toHaveText("180", firstQuickAnswer);
      const expected = [
        ["180 cm", "180"],
        ["2,5", "250"],
        ["0.1+0.2", "30"],
        ["12 kg", "Please enter a valid number"],
        ["-4", "Invalid input value"],
        ["2-5", "Invalid input value"],
        ["abc", "Please enter a valid number"],
        ["5 ft 9 in", "175.26"],
        ["1e309", "Please enter a valid number: 1e309 is too large to convert."],
      ];
      for (const [index, [value, result]] of expected.entries()) {
        await expect(rows.nth(index).locator("td, th").first()).toHaveText(value ?? "");
        await expect(rows.nth(index).locator("td").last()).toHaveText(result ?? "");
      }
      expect(consoleErrors).toEqual([]);
    });

    test("weights in stones or pounds show the mixed form; times their hours, minutes and seconds", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/weight?value=70&from=kilogram&to=stone");
      await waitForHydration(page);
      const view = converterView(page);
      await expect(view.result).toHaveText("11.023113 st");
      await expect(view.fraction).toHaveText("≈ 11 st 0.3 lb");
      await page.getByLabel("To", { exact: true }).selectOption("pound");
      await expect(view.fraction).toHaveText("≈ 154 lb 5.2 oz");
      await page.getByLabel("To", { exact: true }).selectOption("gram");
      await expect(view.fraction).toHaveCount(0);

      await page.goto("/length?value=1.75&from=meter&to=foot");
      await waitForHydration(page);
      await expect(view.fraction).toHaveText("≈ 5 ft 8 7/8 in");

      await page.goto("/time?value=5400&from=seconds&to=hours");
      await waitForHydration(page);
      await expect(view.result).toHaveText("1.5 h");
      await expect(page.getByTestId("context")).toContainText("1 h 30 min");
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("the reader's files are asked for at once, not one level of imports per round trip", async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto("/length?from=foot&to=meter");
  await waitForHydration(page);
  const preloads = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  const before = new Set(await preloads());
  // A phone's round trip: a chain of imports would take one of these per level (seven here).
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const requested = new Map<string, number>();
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname;
    if (!requested.has(file)) requested.set(file, Date.now());
  });

  await converterView(page).value.fill("0.1+0.2");
  await expect(converterView(page).result).toHaveText("0.09144 m", firstQuickAnswer);

  // The file the field imports names the reader's whole graph, the reader's own file among it.
  const graph = (await preloads()).filter((file) => !before.has(file));
  expect(graph.length).toBeGreaterThan(10);
  expect(graph.some((file) => /\/field-reading\.[\w-]+\.js$/.test(file))).toBe(true);
  // What was not on the page yet went out together once the list arrived, where a chain of
  // seven levels spreads its requests over six round trips (1.8 s); the browser's own limit of
  // six connections to a host over HTTP/1.1 (this test server) queues some of them.
  const times = graph.flatMap((file) => requested.get(file) ?? []);
  expect(times.length).toBeGreaterThan(10);
  expect(Math.max(...times) - Math.min(...times)).toBeLessThan(900);
  expect(consoleErrors).toEqual([]);
});

test("a field whose reader cannot load says why and keeps what was typed, for a reload to read", async ({
  page,
  context,
}) => {
  await page.goto("/length?from=foot&to=meter");
  await waitForHydration(page);
  const view = converterView(page);
  // A first visit, before the offline worker holds the reader's files.
  await context.setOffline(true);
  await view.value.fill("0.1+0.2");
  await expect(view.alert).toHaveText(
    "Sums and amounts with units could not load: check the connection, then reload.",
    firstQuickAnswer,
  );
  await expect(view.value).toHaveValue("0.1+0.2");
  // The address keeps the value, so the reload reads it.
  await expect(page).toHaveURL(/value=0\.1%2B0\.2/);
  await context.setOffline(false);
  await page.reload();
  await expect(view.result).toHaveText("0.09144 m", firstQuickAnswer);
  await expect(view.alert).toHaveCount(0);
});

test("a calculator's field whose reader a deploy removed asks for a reload", async ({ page }) => {
  await page.goto("/bmi");
  await waitForHydration(page);
  await page.route(/\/_astro\/field-reading[.-][^/]*\.js$/, (route) =>
    route.fulfill({ status: 404 }),
  );
  const weight = page.getByLabel("Weight (kg)", { exact: true });
  await weight.fill("65+5");
  await expect(page.getByRole("alert").filter({ hasText: "updated" })).toHaveText(
    "The site was updated since this page opened: reload it to read sums and units.",
    firstQuickAnswer,
  );
  await expect(weight).toHaveValue("65+5");
});
