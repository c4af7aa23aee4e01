import { describe, expect, it } from "vitest";
import { type RatesSnapshot } from "../currency/currency";
import { fixedRatesSnapshot, fixedUsdRates } from "../currency/fixed-rates";
import { answerCurrencyQuestion } from "./currency-question";
import { currencyAmountRule } from "../currency/input-rules";
import { unsignedConverterRule } from "../input";
import type { ToolAnswer } from "./tool-answer";

/** Live rates of round numbers, so each answer can be worked out by hand. */
const rates: RatesSnapshot = {
  usdRates: { ...fixedUsdRates, EUR: 0.8, GBP: 0.75, JPY: 150 },
  updatedAtMs: Date.UTC(2026, 0, 15, 12),
  source: "live",
  missing: [],
};

const page = { href: "/financial/currency-converter", text: "Open the Currency Converter" };
/** An answer's note; undefined for an error or no answer. */
const noteOf = (answer: ToolAnswer | null) => (answer?.kind === "tool" ? answer.note : undefined);

const ratesLine = "Rates updated Jan 15, 2026, 12:00 PM UTC. Live rates from open.er-api.com.";

describe("answerCurrencyQuestion", () => {
  it("answers with the converter's line, its rates, their date and source, and its page", () => {
    expect(answerCurrencyQuestion("100 usd to eur", rates)).toEqual({
      kind: "tool",
      tool: "currency",
      // 100 × 0.8 = 80; 1 / 0.8 = 1.25.
      resultText: "100 USD = 80.00 EUR",
      readAs: "100 US dollars → euros",
      note: `1 USD = 0.8000 EUR · 1 EUR = 1.2500 USD. ${ratesLine}`,
      link: page,
    });
  });

  it.each([
    // 100 × 0.8 = 80
    ["100 USD in EUR", "100 USD = 80.00 EUR", "100 US dollars → euros"],
    // 50 / 0.8 = 62.5
    ["€50 to $", "50 EUR = 62.50 USD", "50 euros → US dollars"],
    // 50 × 0.75 / 0.8 = 46.875
    ["50 euros in pounds", "50 EUR = 46.88 GBP", "50 euros → British pounds"],
    // 20 × 150 = 3,000
    ["how many yen in 20 dollars?", "20 USD = 3,000.00 JPY", "20 US dollars → Japanese yen"],
    // 20 / 0.75 = 26.666…
    ["£20 to usd", "20 GBP = 26.67 USD", "20 British pounds → US dollars"],
    // 1,000 × 0.75 / 150 = 5
    ["1,000 jpy to gbp", "1,000 JPY = 5.00 GBP", "1,000 Japanese yen → British pounds"],
    // 1 / 0.8 = 1.25
    ["eur to usd", "1 EUR = 1.25 USD", "1 euro → US dollars"],
    ["What is 100 usd in eur?", "100 USD = 80.00 EUR", "100 US dollars → euros"],
    ["1 swiss franc in indian rupees", "1 CHF = 110.33 INR", "1 Swiss franc → Indian rupees"],
    ["usd 2.5 => eur", "2.5 USD = 2.00 EUR", "2.5 US dollars → euros"],
  ])("reads %j", (question, resultText, readAs) => {
    expect(answerCurrencyQuestion(question, rates)).toMatchObject({
      kind: "tool",
      resultText,
      readAs,
    });
  });

  it("names the built-in table, the build's and kept rates as the currency page does", () => {
    expect(answerCurrencyQuestion("1 usd to eur", fixedRatesSnapshot)).toMatchObject({
      resultText: "1 USD = 0.85 EUR",
      note: "1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD. Rates updated Nov 21, 2025, 12:00 AM UTC. Built-in reference rates (approximate mid-market rates, November 2025).",
    });
    const built = { ...rates, source: "build" } as const;
    expect(noteOf(answerCurrencyQuestion("1 usd to eur", built, "rates.example"))).toBe(
      "1 USD = 0.8000 EUR · 1 EUR = 1.2500 USD. Rates updated Jan 15, 2026, 12:00 PM UTC. Rates from rates.example, saved when this page was built.",
    );
    const kept = {
      ...rates,
      source: "offline",
      fetchedAtMs: Date.UTC(2026, 0, 15, 13, 5),
    } as const;
    expect(noteOf(answerCurrencyQuestion("1 usd to eur", kept))).toBe(
      "1 USD = 0.8000 EUR · 1 EUR = 1.2500 USD. Rates updated Jan 15, 2026, 12:00 PM UTC. Offline rates: the last ones this device received from open.er-api.com, on Jan 15, 2026, 1:05 PM UTC.",
    );
  });

  it("says when a currency of the question kept its previous rate", () => {
    const missing = { ...rates, missing: ["EUR" as const] };
    expect(noteOf(answerCurrencyQuestion("1 usd to eur", missing))).toBe(
      `1 USD = 0.8000 EUR · 1 EUR = 1.2500 USD. ${ratesLine} The latest update had no rate for EUR, so its previous rate is used.`,
    );
    expect(noteOf(answerCurrencyQuestion("1 usd to gbp", missing))).not.toContain("no rate");
  });

  it.each([
    ["100 usd to eru", "“eru” is not a currency I know. Did you mean EUR?"],
    ["100 dollars to euors", "“euors” is not a currency I know. Did you mean euros?"],
    ["100 usd to thb", "“THB” is not one of the 20 currencies the converter has."],
    ["100 kr to usd", "“kr” is used by NOK, SEK and DKK: write the code of the one you mean."],
    ["10 krone to eur", "“krone” is used by NOK and DKK: write the code of the one you mean."],
    ["-5 usd to eur", "A currency amount cannot be negative."],
    ["12345678901234567 usd to eur", "Maximum of 16 digits allowed."],
  ])("answers %j with the reason it cannot convert it", (question, message) => {
    expect(answerCurrencyQuestion(question, rates)).toEqual({ kind: "error", message });
  });

  it.each([
    "5 ft to cm",
    "2 + 2",
    "15% of 80",
    "3 pm new york in tokyo",
    "255 in hex",
    "ff hex to decimal",
    "#ff8800 to rgb",
    "rgb(255, 136, 0) to hex",
    "bmi 180 cm 75 kg",
    "bmi 5 ft 9 in 160 lb",
    "age 1990-05-17",
    "how old is someone born 17 May 1990",
    "5 pounds to kg",
    "how many pounds in 5 kg",
    "100 usd to cm",
    "",
  ])("leaves %j to another reading", (question) => {
    expect(answerCurrencyQuestion(question, rates)).toBeNull();
  });
});

describe("the currency page's amount rule", () => {
  it("is the rule the question checks amounts with", () => {
    expect(currencyAmountRule).toBe(unsignedConverterRule);
  });
});
