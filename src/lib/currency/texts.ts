/**
 * The texts of the currency converter's result, as the page prints them: the converted amount,
 * the "100 USD = 85.20 EUR" line and the rate line. The island (CurrencyConverter.tsx) and its
 * early answer (src/early-answers/currency.ts) both print these, so the answer shown before
 * hydration is the island's own.
 */
import {
  conversionLine,
  convertCurrency,
  formatMoney,
  rateLine,
  type Conversion,
  type UsdRates,
} from "./currency";

/** Every text of the result by name; each names the element (an early-answer slot) that shows it. */
export const currencyTextNames = ["result", "context", "rate"] as const;

export type CurrencyTextName = (typeof currencyTextNames)[number];

export type CurrencyTexts = Readonly<Record<CurrencyTextName, string>>;

/**
 * The result's texts for a conversion at the rates it was made with (for the inverse rate).
 * @example currencyTexts(convertCurrency("100", "USD", "EUR", fixedUsdRates)!, fixedUsdRates) // { result: "€85.20", context: "100 USD = 85.20 EUR", rate: "1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD" }
 */
export function currencyTexts(conversion: Conversion, usdRates: UsdRates): CurrencyTexts {
  const { from, to } = conversion;
  return {
    result: formatMoney(conversion.converted, to),
    context: conversionLine(conversion),
    rate: rateLine(conversion, convertCurrency("1", to, from, usdRates)),
  };
}
