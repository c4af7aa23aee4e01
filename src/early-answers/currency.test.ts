import { describe, expect, it } from "vitest";
import fc from "fast-check";
import CurrencyConverter from "../components/calculators/CurrencyConverter";
import {
  convertCurrency,
  currencyCodes,
  formatAmount,
  formatMoney,
  formatRate,
  usdRatesText,
  type UsdRates,
} from "../lib/currency/currency";
import { fixedRatesSnapshot, fixedUsdRates } from "../lib/currency/fixed-rates";
import { currencyEarlyTexts } from "./currency";
import { fieldsReader, serverEarlyParts } from "./server-html";

const fields = (
  amount: string,
  from: string,
  to: string,
  rates: string = usdRatesText(fixedUsdRates),
) => fieldsReader({ amount, from, to, "usd-rates": rates });

/** A build-time snapshot unlike the built-in table. */
const buildRates: UsdRates = { ...fixedUsdRates, EUR: 0.86123, JPY: 155.42, GBP: 0.75891 };

describe("currencyEarlyTexts", () => {
  it("converts 250 USD to €213.00 at the built-in rates", () => {
    expect(currencyEarlyTexts(fields("250", "USD", "EUR"))).toEqual({
      result: "€213.00",
      context: "250 USD = 213.00 EUR",
      rate: "1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD",
    });
  });

  it("uses the rates the page carries, whichever they are", () => {
    const texts = currencyEarlyTexts(fields("250", "USD", "EUR", usdRatesText(buildRates)));
    expect(texts?.["result"]).toBe(formatMoney(250 * 0.86123, "EUR"));
  });

  it("gives exactly the island's server text of every slot for the island's own fields", () => {
    for (const usdRates of [fixedUsdRates, buildRates]) {
      const server = serverEarlyParts(CurrencyConverter, {
        initialRates: { ...fixedRatesSnapshot, usdRates, source: "build" },
      });
      expect(server.fields).toEqual({
        amount: "100",
        from: "USD",
        to: "EUR",
        "usd-rates": usdRatesText(usdRates),
      });
      expect(currencyEarlyTexts(fieldsReader(server.fields))).toEqual(server.slots);
    }
  });

  it("matches the island's conversion for any amount and pair", () => {
    const amountText = fc.oneof(
      fc.integer({ min: 0, max: 999_999_999 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
        .map(([whole, fraction]) => `${whole}.${fraction}`),
    );
    const code = fc.constantFrom(...currencyCodes);
    fc.assert(
      fc.property(amountText, code, code, (amount, from, to) => {
        const conversion = convertCurrency(amount, from, to, buildRates);
        const inverse = convertCurrency("1", to, from, buildRates);
        const texts = currencyEarlyTexts(fields(amount, from, to, usdRatesText(buildRates)));
        expect(conversion).not.toBeNull();
        if (!conversion || !inverse) return;
        expect(texts?.["result"]).toBe(formatMoney(conversion.converted, to));
        expect(texts?.["context"]).toMatch(
          new RegExp(
            ` ${from} = ${formatAmount(conversion.converted).replaceAll(".", "\\.")} ${to}$`,
          ),
        );
        expect(texts?.["rate"]).toBe(
          `1 ${from} = ${formatRate(conversion.rate)} ${to} · 1 ${to} = ${formatRate(inverse.rate)} ${from}`,
        );
      }),
      { numRuns: 500 },
    );
  });

  it("leaves to the island empty, rejected and unreadable input, and unreadable rates", () => {
    // "1,5" and "1,000" are read by the island, which says how it read them.
    for (const amount of ["", ".", "-5", "abc", "1a", "12345678901234567", "1,5", "1,000"]) {
      expect(currencyEarlyTexts(fields(amount, "USD", "EUR")), amount).toBeNull();
    }
    expect(currencyEarlyTexts(fields("1", "USD", "XYZ"))).toBeNull();
    for (const rates of ["", "{", '{"USD":1}', usdRatesText({ ...fixedUsdRates, EUR: -1 })]) {
      expect(currencyEarlyTexts(fields("1", "USD", "EUR", rates)), rates).toBeNull();
    }
    expect(currencyEarlyTexts(fieldsReader({ amount: "1", from: "USD", to: "EUR" }))).toBeNull();
  });
});
