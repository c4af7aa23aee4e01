/**
 * The early answer of the currency converter island (see runtime.ts): the converted amount, its
 * line and the rate line, at the rates the page was rendered with (the build's snapshot or the
 * built-in table, as the page says under the result), which the island carries in a hidden field.
 * Once hydrated, the island fetches live rates and answers with them.
 */
import { convertCurrency, isCurrencyCode, usdRatesFromText } from "../lib/currency/currency";
import { currencyTexts } from "../lib/currency/texts";
import { currencyAmountRule } from "../lib/currency/input-rules";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";
import { answerableAsTyped } from "./as-typed";

/**
 * The texts the currency island shows for its fields at the page's rates, or null where it shows
 * something else (a rule's message, no amount), says how it read the amount (as-typed.ts), or the
 * page's rates cannot be read.
 * @example currencyEarlyTexts((name) => ({ amount: "250", from: "USD", to: "EUR", "usd-rates": usdRatesText(fixedUsdRates) })[name])?.["result"] // "€213.00"
 */
export function currencyEarlyTexts(field: FieldReader): EarlyTexts {
  const amountText = field("amount");
  const from = field("from");
  const to = field("to");
  const usdRates = usdRatesFromText(field("usd-rates") ?? "");
  if (amountText === undefined || !usdRates) return null;
  if (from === undefined || to === undefined || !isCurrencyCode(from) || !isCurrencyCode(to)) {
    return null;
  }
  if (!answerableAsTyped(amountText, currencyAmountRule)) return null;
  const conversion = convertCurrency(amountText, from, to, usdRates);
  return conversion && currencyTexts(conversion, usdRates);
}

/**
 * Starts the early answer of the currency island just before the current script.
 * @example answerCurrencyEarly() // in src/early-answers/entries/currency.ts
 */
export function answerCurrencyEarly(): void {
  answerBeforeHydration(currencyEarlyTexts);
}
