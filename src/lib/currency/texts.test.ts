import { describe, expect, it } from "vitest";
import { convertCurrency, currencyCodes, type UsdRates } from "./currency";
import { fixedUsdRates } from "./fixed-rates";
import { currencyTextNames, currencyTexts } from "./texts";

function conversion(amount: string, from: string, to: string, usdRates: UsdRates = fixedUsdRates) {
  const fromCode = currencyCodes.find((code) => code === from);
  const toCode = currencyCodes.find((code) => code === to);
  const converted = fromCode && toCode && convertCurrency(amount, fromCode, toCode, usdRates);
  if (!converted) throw new Error(`no conversion of ${amount} ${from} to ${to}`);
  return converted;
}

describe("currencyTexts", () => {
  it("gives the converted amount, the conversion line and both rates", () => {
    expect(currencyTexts(conversion("100", "USD", "EUR"), fixedUsdRates)).toEqual({
      result: "€85.20",
      context: "100 USD = 85.20 EUR",
      rate: "1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD",
    });
  });

  it("prints yen with two decimals and large amounts grouped", () => {
    const texts = currencyTexts(conversion("1000000", "USD", "JPY"), fixedUsdRates);
    expect(texts).toEqual({
      result: "¥149,500,000.00",
      context: "1,000,000 USD = 149,500,000.00 JPY",
      rate: "1 USD = 149.5000 JPY · 1 JPY = 0.0067 USD",
    });
    expect(Object.keys(texts)).toEqual([...currencyTextNames]);
  });

  it("takes the inverse rate from the rates it is given", () => {
    const usdRates = { ...fixedUsdRates, EUR: 0.8 };
    expect(currencyTexts(conversion("1", "EUR", "USD", usdRates), usdRates).rate).toBe(
      "1 EUR = 1.2500 USD · 1 USD = 0.8000 EUR",
    );
  });

  it("leaves out an inverse rate that is not a usable number", () => {
    const usdRates = { ...fixedUsdRates, EUR: 1e-320 };
    expect(currencyTexts(conversion("1", "USD", "EUR", usdRates), usdRates).rate).toBe(
      "1 USD = 0.0000 EUR",
    );
  });
});
