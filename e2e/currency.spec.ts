/**
 * The currency page: the rates snapshot in the HTML, the live refresh (intercepted: success, slow,
 * HTTP 500, malformed JSON, a missing currency, the 60-second refresh), amount rules, swap, layout.
 * The build may or may not have reached the network, so expectations about the build snapshot are
 * read from the built HTML instead of being hard-coded.
 */
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, ratesFixture, stepsFromScratch } from "./fixtures";
import { formatRatesDate, refreshFailureText } from "../src/lib/currency/currency";
import {
  expectCanonical,
  expectNoBrokenNumbers,
  toolWithPaths,
  waitForIsland,
} from "./calculator-helpers";

const { tool, paths } = toolWithPaths("currency");
// The rates service (or any URL naming rates), never the site's own scripts in /_astro/.
const ratesEndpoint = /^(?!.*\/_astro\/).*(\/latest\/[A-Z]{3}$|rates)/i;
const money = (value: number, code: string) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

/** What the page shows before any live refresh: the result and the USD rates of the popular list. */
interface BuildSnapshot {
  source: string;
  result: string;
  popular: Record<string, number>;
}

async function buildSnapshot(request: APIRequestContext): Promise<BuildSnapshot> {
  const html = await (await request.get(tool.routePath)).text();
  const result = /data-testid="result"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
  const source = /data-source="([a-z]+)"/.exec(html)?.[1] ?? "";
  const popular: Record<string, number> = {};
  for (const match of html.matchAll(
    /data-testid="popular-([A-Z]{3})"[\s\S]*?tabular-nums">([\d,.]+)</g,
  )) {
    popular[match[1] ?? ""] = Number((match[2] ?? "").replaceAll(",", ""));
  }
  return { source, result, popular };
}

async function openConverter(page: Page, { navigate = true } = {}) {
  if (navigate) await page.goto(tool.routePath);
  await waitForIsland(page, "CurrencyConverter");
  return {
    amount: page.getByLabel("Amount", { exact: true }),
    from: page.getByLabel("From", { exact: true }),
    to: page.getByLabel("To", { exact: true }),
    result: page.getByTestId("result"),
    source: page.getByTestId("rates-source"),
  };
}

function fulfillWith(body: unknown) {
  return async (route: Route) => route.fulfill({ json: body });
}

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") seen.push(message.text());
  });
  return seen;
}

test.describe("currency page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("has a real conversion, the popular rates and the rates' date in the HTML", async ({
    page,
    request,
  }) => {
    expect(paths).toEqual(["/financial/currency-converter"]);
    const response = await page.goto(tool.routePath);
    expect(response?.status()).toBe(200);
    await expectCanonical(page, "/financial/currency-converter");
    await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("100");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("USD");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("EUR");
    await expect(page.getByLabel("From", { exact: true }).locator("option")).toHaveCount(20);

    const snapshot = await buildSnapshot(request);
    expect(Object.keys(snapshot.popular)).toEqual(["EUR", "JPY", "GBP", "AUD", "CAD", "CHF"]);
    const eur = snapshot.popular["EUR"] ?? Number.NaN;
    await expect(page.getByTestId("result")).toHaveText(money(100 * eur, "EUR"));
    await expect(page.getByTestId("context")).toHaveText(`100 USD = ${(100 * eur).toFixed(2)} EUR`);
    await expect(page.getByTestId("rate")).toContainText(`1 USD = ${eur.toFixed(4)} EUR`);
    await expect(page.getByRole("heading", { name: "Popular Rates (vs USD)" })).toBeVisible();
    await expect(page.getByTestId("rates-updated")).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/,
    );
    await expect(page.getByText("Last updated:")).toBeVisible();
    if (snapshot.source === "fixed") {
      // Only the built-in table is known to the test: the spec's USD→EUR rate.
      await expect(page.getByTestId("result")).toHaveText("€85.20");
      await expect(page.getByTestId("context")).toHaveText("100 USD = 85.20 EUR");
      await expect(page.getByTestId("rates-source")).toContainText("Built-in reference rates");
    } else {
      expect(snapshot.source).toBe("build");
      await expect(page.getByTestId("rates-source")).toContainText(
        "saved when this page was built",
      );
    }
  });
});

test.describe("currency page", () => {
  test("live rates at load; whatever the endpoint answers; a slow answer; HTTP 500; a malformed answer", async ({
    page,
    consoleErrors,
    request,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("refreshes to live rates at load and converts with them", async () => {
      await fromScratch();
      const view = await openConverter(page);
      await expect(view.source).toHaveAttribute("data-source", "live");
      await expect(view.source).toHaveText("Live rates from open.er-api.com");
      await expect(view.result).toHaveAttribute("aria-live", "polite");
      await expect(view.result).toHaveText("€85.20");
      await expect(page.getByTestId("context")).toHaveText("100 USD = 85.20 EUR");
      await expect(page.getByTestId("rate")).toHaveText("1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD");
      await expect(page.getByTestId("rates-updated")).toHaveText("Nov 21, 2025, 12:00 AM UTC");
      await expect(page.getByTestId("rates-status")).toContainText(/ago\)/);
      await expect(page.getByTestId("popular-JPY")).toContainText("149.5000");
      await expect(page.getByTestId("popular-AUD")).toContainText(
        ratesFixture.rates["AUD"]?.toFixed(4) ?? "",
      );
      await expect(page.getByTestId("rates-loading")).toHaveCount(0);

      // Cross rate through USD: 100 GBP in JPY = 100 × 149.5 / 0.734.
      await view.from.selectOption("GBP");
      await view.to.selectOption("JPY");
      await expect(view.result).toHaveText("¥20,367.85");
      await expect(page.getByTestId("rate")).toContainText("1 GBP = 203.6785 JPY");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("uses whatever the endpoint answers", async () => {
      await fromScratch();
      await page.route(
        ratesEndpoint,
        fulfillWith({
          ...ratesFixture,
          result: "success",
          rates: { ...ratesFixture.rates, EUR: 0.9 },
        }),
      );
      const view = await openConverter(page);
      await expect(view.result).toHaveText("€90.00");
      await expect(page.getByTestId("context")).toHaveText("100 USD = 90.00 EUR");
      await expect(page.getByTestId("rate")).toContainText("1 USD = 0.9000 EUR");
      await expect(page.getByTestId("popular-EUR")).toContainText("0.9000");
    });

    await test.step("shows a spinner and the built rates while a slow answer is on its way", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(ratesEndpoint, async (route) => {
        await released;
        await route.fulfill({
          json: { ...ratesFixture, rates: { ...ratesFixture.rates, EUR: 0.95 } },
        });
      });
      const view = await openConverter(page);
      await expect(page.getByTestId("rates-loading")).toContainText("Fetching the latest rates");
      await expect(view.result).toHaveText(snapshot.result);
      await expect(view.source).not.toHaveAttribute("data-source", "live");
      release();
      await expect(view.source).toHaveAttribute("data-source", "live");
      await expect(view.result).toHaveText("€95.00");
      await expect(page.getByTestId("rates-loading")).toHaveCount(0);
    });

    await test.step("keeps the built rates and says so when the endpoint answers HTTP 500", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      const warned = warnings(page);
      await page.route(ratesEndpoint, (route) => route.fulfill({ status: 500, body: "" }));
      const view = await openConverter(page);
      await expect(page.getByTestId("rates-error")).toHaveText(refreshFailureText(false));
      await expect(view.result).toHaveText(snapshot.result);
      await expect(view.source).toHaveAttribute("data-source", snapshot.source);
      await expect(page.getByTestId("rates-updated")).not.toBeEmpty();
      await expectNoBrokenNumbers(page);
      await expect
        .poll(() => warned.some((text) => text.includes("Failed to load currency data")))
        .toBe(true);
    });

    await test.step("rejects a malformed answer and keeps working", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      const warned = warnings(page);
      await page.route(ratesEndpoint, (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: '{"result":"success","rates":{"EUR":',
        }),
      );
      const view = await openConverter(page);
      await expect(page.getByTestId("rates-error")).toBeVisible();
      await expect(view.result).toHaveText(snapshot.result);
      await expectNoBrokenNumbers(page);
      await expect
        .poll(() => warned.some((text) => text.includes("Failed to load currency data")))
        .toBe(true);

      // An answer that parses but is not a success is rejected too.
      await page.unroute(ratesEndpoint);
      await page.route(
        ratesEndpoint,
        fulfillWith({ result: "error", "error-type": "invalid-key" }),
      );
      await page.reload();
      await waitForIsland(page, "CurrencyConverter");
      await expect(page.getByTestId("rates-error")).toHaveText(
        refreshFailureText(false, "the answer is not a success"),
      );
      await expect(view.result).toHaveText(snapshot.result);
    });
  });

  test("says stored rates are not today's when the refresh fails; says when the service's latest rates are old", async ({
    page,
  }) => {
    const fromScratch = await stepsFromScratch(page);
    await test.step("says next to the amount, in plain words, that stored rates are not today's when the refresh fails", async () => {
      await fromScratch();
      // A month after the build, whenever it ran: the page's own rates are then surely old.
      const day = 24 * 60 * 60 * 1000;
      await page.clock.setFixedTime(Date.now() + 30 * day);
      await page.route(ratesEndpoint, (route) => route.abort("internetdisconnected"));
      const view = await openConverter(page);
      const updated = Date.parse((await page.getByTestId("rates-updated").textContent()) ?? "");
      const note = page.getByTestId("rates-stale");
      await expect(note).toHaveText(
        `These are stored rates from ${formatRatesDate(updated)}, not today's. Check your connection.`,
      );
      await expect(page.getByTestId("rates-error")).toHaveText(refreshFailureText(true));
      await expect(page.locator("main")).not.toContainText("Failed to fetch");
      // Right under the amount, in the result card.
      const amountBox = await view.result.boundingBox();
      const noteBox = await note.boundingBox();
      expect(amountBox && noteBox).toBeTruthy();
      if (amountBox && noteBox) {
        const gap = noteBox.y - (amountBox.y + amountBox.height);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThan(12);
      }

      // Back online with current rates: the note goes.
      await page.unroute(ratesEndpoint);
      await page.clock.setFixedTime(ratesFixture.time_last_update_unix * 1000 + day);
      await page.route(ratesEndpoint, fulfillWith(ratesFixture));
      await page.reload();
      await openConverter(page, { navigate: false });
      await expect(view.source).toHaveAttribute("data-source", "live");
      await expect(note).toHaveCount(0);
      await expect(page.getByTestId("rates-error")).toHaveCount(0);
    });

    await test.step("says when the service's latest rates are old", async () => {
      await fromScratch();
      const day = 24 * 60 * 60 * 1000;
      await page.clock.setFixedTime(ratesFixture.time_last_update_unix * 1000 + 3 * day);
      const view = await openConverter(page);
      await expect(view.source).toHaveAttribute("data-source", "live");
      await expect(page.getByTestId("rates-stale")).toHaveText(
        "The latest rates the service has are from 21 November 2025, not today's.",
      );
    });
  });

  test("refuses every hostile answer; drops a saved copy that fails the checks; keeps the previous rate for a missing currency", async ({
    page,
    consoleErrors,
    request,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("refuses every hostile answer and keeps converting with the page's rates", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      const { time_last_update_unix: _time, ...withoutTime } = ratesFixture;
      const hostile: [string, string][] = [
        ...[8.64e12, 9e12, 1e13, 1e15, -1, 1e308].map(
          (time) =>
            [`time ${time}`, JSON.stringify({ ...ratesFixture, time_last_update_unix: time })] as [
              string,
              string,
            ],
        ),
        ["time as text", JSON.stringify({ ...withoutTime, time_last_update_unix: "tomorrow" })],
        [
          "rates beyond a double",
          '{"result":"success","time_last_update_unix":1763683200,"rates":{"USD":1,"EUR":1e400,"GBP":1e999}}',
        ],
        [
          "only impossible rates",
          JSON.stringify({ result: "success", rates: { EUR: 1e-320, GBP: 1e300, JPY: -3 } }),
        ],
      ];
      let answer = "";
      await page.route(ratesEndpoint, (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: answer }),
      );
      for (const [name, body] of hostile) {
        answer = body;
        const view = await openConverter(page);
        await expect(page.getByTestId("rates-error"), name).toBeVisible();
        await expect(view.result, name).toHaveText(snapshot.result);
        await expect(view.source, name).toHaveAttribute("data-source", snapshot.source);
        await view.amount.fill("10");
        await expect(view.result, name).not.toHaveText(snapshot.result);
        await expectNoBrokenNumbers(page);
        // What was refused is not kept for use offline.
        expect(await page.evaluate(() => localStorage.getItem("currency-rates")), name).toBeNull();
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("drops a saved copy that no longer passes the checks instead of showing it offline", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      const live = await openConverter(page);
      await expect(live.source).toHaveAttribute("data-source", "live");
      const fetchedAtMs = await page.evaluate(() => Date.now());
      await page.evaluate(
        (text) => localStorage.setItem("currency-rates", text),
        JSON.stringify({ fetchedAtMs, answer: { ...ratesFixture, time_last_update_unix: 9e12 } }),
      );
      await page.route(ratesEndpoint, (route) => route.abort("internetdisconnected"));
      const view = await openConverter(page);
      await expect(page.getByTestId("rates-error")).toBeVisible();
      await expect(view.result).toHaveText(snapshot.result);
      await expect(view.source).toHaveAttribute("data-source", snapshot.source);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("currency-rates")))
        .toBeNull();
      // The one error logged is the browser's own, for the request that reached no network.
      expect(consoleErrors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual(
        [],
      );
    });

    await test.step("keeps the previous rate for a currency the answer lacks, and says which", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      const warned = warnings(page);
      const { CAD: _cad, ...withoutCad } = ratesFixture.rates;
      await page.route(
        ratesEndpoint,
        fulfillWith({ ...ratesFixture, result: "success", rates: { ...withoutCad, EUR: 0.9 } }),
      );
      const view = await openConverter(page);
      await expect(view.source).toHaveAttribute("data-source", "live");
      await expect(page.getByTestId("rates-missing")).toContainText("no rate for CAD");
      await view.to.selectOption("CAD");
      const previousCad = snapshot.popular["CAD"] ?? Number.NaN;
      await expect(view.result).toHaveText(money(100 * previousCad, "CAD"));
      await expect(page.getByTestId("popular-CAD")).toContainText(previousCad.toFixed(4));
      // The currencies the answer had are live.
      await view.to.selectOption("EUR");
      await expect(view.result).toHaveText("€90.00");
      await expectNoBrokenNumbers(page);
      await expect
        .poll(() => warned.some((text) => text.includes("Currency conversion failed")))
        .toBe(true);
    });

    await test.step("refuses rates that cannot be right: neither shown as live nor kept for offline use", async () => {
      await fromScratch();
      const snapshot = await buildSnapshot(request);
      await page.route(
        ratesEndpoint,
        fulfillWith({ ...ratesFixture, rates: { ...ratesFixture.rates, EUR: 900_000_000 } }),
      );
      const view = await openConverter(page);
      await expect(page.getByTestId("rates-error")).toContainText(
        "The rates service sent an answer that could not be used: its EUR rate went from 0.8520 to 900,000,000",
      );
      await expect(view.source).toHaveAttribute("data-source", snapshot.source);
      await expect(view.source).not.toContainText("Live rates");
      await expect(view.result).toHaveText(snapshot.result);
      expect(await page.evaluate(() => localStorage.getItem("currency-rates"))).toBeNull();
      // Offline, nothing of it comes back either.
      await page.unroute(ratesEndpoint);
      await page.route(ratesEndpoint, (route) => route.abort("internetdisconnected"));
      const offline = await openConverter(page);
      await expect(offline.source).toHaveAttribute("data-source", snapshot.source);
      await expect(offline.result).toHaveText(snapshot.result);
    });

    await test.step("keeps accepted rates as the twenty numbers, not the provider's answer", async () => {
      await fromScratch();
      await page.route(
        ratesEndpoint,
        fulfillWith({ ...ratesFixture, rates: { ...ratesFixture.rates, XAU: 0.0005, ZZZ: 7 } }),
      );
      const view = await openConverter(page);
      await expect(view.source).toHaveAttribute("data-source", "live");
      const kept = await page.evaluate(() => localStorage.getItem("currency-rates"));
      const parsed = JSON.parse(kept ?? "{}") as { usdRates: Record<string, number> };
      expect(Object.keys(parsed).sort()).toEqual(["fetchedAtMs", "updatedAtMs", "usdRates"]);
      expect(Object.keys(parsed.usdRates)).toHaveLength(20);
      expect(parsed.usdRates["EUR"]).toBe(ratesFixture.rates["EUR"]);
    });
  });

  test("refreshes the rates every 60 seconds", async ({ page }) => {
    let calls = 0;
    await page.route(ratesEndpoint, async (route) => {
      calls += 1;
      await route.fulfill({
        json: { ...ratesFixture, rates: { ...ratesFixture.rates, EUR: calls === 1 ? 0.852 : 0.8 } },
      });
    });
    const start = new Date("2025-11-21T09:00:00Z");
    await page.clock.install({ time: new Date(start.getTime() - 10_000) });
    await page.clock.pauseAt(start);
    await page.goto(tool.routePath);
    // The island hydrates after its first paint (a frame and a task), which a paused clock holds.
    await page.clock.runFor(100);
    const view = await openConverter(page, { navigate: false });
    await expect(view.source).toHaveAttribute("data-source", "live");
    await expect(view.result).toHaveText("€85.20");
    expect(calls).toBe(1);
    await page.clock.runFor(59_000);
    expect(calls).toBe(1);
    await page.clock.runFor(1_000);
    await expect.poll(() => calls).toBe(2);
    await expect(view.result).toHaveText("€80.00");
  });

  test("accepts digits and a point up to 16 characters; swaps the currencies; fits 390 px", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("accepts digits and a point up to 16 characters", async () => {
      await fromScratch();
      const view = await openConverter(page);
      await expect(view.result).toHaveText("€85.20");
      await view.amount.fill("");
      await view.amount.pressSequentially("-1a2.5.0");
      await expect(view.amount).toHaveValue("12.50");
      await expect(view.result).toHaveText("€10.65");

      await view.amount.fill("1234567890123456");
      await expect(view.amount).toHaveValue("1234567890123456");
      await view.amount.press("End");
      await view.amount.press("7");
      await expect(view.amount).toHaveValue("1234567890123456");
      await expect(page.getByRole("alert")).toHaveText("Maximum of 16 digits allowed.");
      await expect(view.amount).toHaveClass(/border-danger/);
      await expect(view.result).toBeEmpty();
      await view.amount.press("Backspace");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(view.result).not.toBeEmpty();

      await view.amount.fill("");
      await expect(view.result).toBeEmpty();
      await expect(page.getByText("Enter an amount to convert.")).toBeVisible();
      await view.amount.fill(".");
      await expect(view.result).toBeEmpty();
      await view.amount.fill("0");
      await expect(view.result).toHaveText("€0.00");
      await expectNoBrokenNumbers(page);
    });

    await test.step("swaps the currencies", async () => {
      await fromScratch();
      const view = await openConverter(page);
      await expect(view.source).toHaveAttribute("data-source", "live");
      await page.getByRole("button", { name: /Swap/ }).click();
      await expect(view.from).toHaveValue("EUR");
      await expect(view.to).toHaveValue("USD");
      await expect(view.result).toHaveText("$117.37");
      await expect(page.getByTestId("context")).toHaveText("100 EUR = 117.37 USD");
      await expect(page.getByTestId("rate")).toContainText("1 EUR = 1.1737 USD");
      await view.from.selectOption("JPY");
      await expect(view.result).toHaveText("$0.67");
    });

    await test.step("fits 390 px without sideways scrolling", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      const view = await openConverter(page);
      await expect(view.source).toHaveAttribute("data-source", "live");
      await view.amount.fill("1234567890123456");
      await view.to.selectOption("KRW");
      await expect(view.result).not.toBeEmpty();
      await expectNoHorizontalScroll(page);
      expect(consoleErrors).toEqual([]);
    });
  });
});
