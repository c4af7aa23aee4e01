/**
 * The calculator's answer to a currency question ('100 usd to eur', '€50 to $', 'how many yen in
 * 20 dollars'): the currency converter's own line, rates and wording (src/lib/currency/), at the
 * rates the caller passes (the calculator passes the site's built-in table, dated).
 */
import {
  conversionLine,
  convertCurrency,
  currencies,
  defaultRatesUrl,
  describeRatesSource,
  formatUpdatedAt,
  getCurrency,
  listCodes,
  rateLine,
  rateProviderName,
  type CurrencyCode,
  type RatesSnapshot,
} from "../currency/currency";
import { acceptInput, unsignedConverterRule } from "../input";
import { messages } from "../messages";
import { formatTrimmed } from "../number-format";
import { editDistance } from "../edit-distance";
import type { ToolAnswer } from "./tool-answer";

/** The currency page (src/tools.ts); it reads no values from its address, so the link is plain. */
const currencyPage = { href: "/financial/currency-converter", text: "Open the Currency Converter" };

/** Plurals of the last word of a currency's name that are not the word and an 's'. */
const irregularPlurals: Readonly<Record<string, string>> = {
  yen: "yen",
  yuan: "yuan",
  won: "won",
  rand: "rand",
  real: "reais",
  krone: "kroner",
  krona: "kronor",
};

/**
 * A currency's name as a sentence says it: 'US dollars', '1 euro', 'Japanese yen'.
 * @example currencyNoun("USD", 2) // "US dollars"
 */
function currencyNoun(code: CurrencyCode, count: number): string {
  const { name } = getCurrency(code);
  const last = name.slice(name.lastIndexOf(" ") + 1).toLowerCase();
  const head = name.slice(0, name.length - last.length);
  return head + (count === 1 ? last : (irregularPlurals[last] ?? `${last}s`));
}

/** What people write for a currency beyond its code, name and symbol; two codes: ambiguous. */
const shortNames: Readonly<Record<string, string>> = {
  dollar: "USD",
  dollars: "USD",
  bucks: "USD",
  us$: "USD",
  euro: "EUR",
  euros: "EUR",
  pound: "GBP",
  pounds: "GBP",
  sterling: "GBP",
  quid: "GBP",
  yen: "JPY",
  yuan: "CNY",
  renminbi: "CNY",
  rmb: "CNY",
  rupee: "INR",
  rupees: "INR",
  won: "KRW",
  real: "BRL",
  reais: "BRL",
  peso: "MXN",
  pesos: "MXN",
  ruble: "RUB",
  rubles: "RUB",
  rouble: "RUB",
  roubles: "RUB",
  rand: "ZAR",
  franc: "CHF",
  francs: "CHF",
  krone: "NOK DKK",
  kroner: "NOK DKK",
  krona: "SEK",
  kronor: "SEK",
};

/** Words that are also units (pounds of weight): they make a question a currency one only beside a currency. */
const unitWord = /^pounds?$/;

/** Every word, name and symbol a currency is read from, with its code or codes. */
function currencyWords(): Map<string, CurrencyCode[]> {
  const words = new Map<string, CurrencyCode[]>();
  const add = (word: string, code: CurrencyCode) => {
    const codes = words.get(word) ?? [];
    if (!codes.includes(code)) words.set(word, [...codes, code]);
  };
  for (const { code, symbol } of currencies) {
    // ¥ is the yen's before the yuan's (the converter lists JPY first; the yuan is 'rmb', 'yuan').
    if (symbol !== "¥" || code === "JPY") add(symbol.toLowerCase(), code);
    add(code.toLowerCase(), code);
    add(currencyNoun(code, 1).toLowerCase(), code);
    add(currencyNoun(code, 2).toLowerCase(), code);
  }
  for (const [word, codes] of Object.entries(shortNames)) {
    for (const code of codes.split(" ")) {
      const known = currencies.find((currency) => currency.code === code);
      if (known) add(word, known.code);
    }
  }
  return words;
}

/** 'a', 'a or b', 'a, b or c'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** Why a word beside a currency is not one: the closest currencies, or null if it is no currency word at all. */
function unknownCurrencyMessage(word: string, words: Map<string, CurrencyCode[]>): string | null {
  if (!/^[a-z]{3,20}$/.test(word)) return null;
  const suggestions = [...words.keys()].filter(
    (known) =>
      /^[a-z]{3,}$/.test(known) &&
      editDistance(word, known, 2) <= (word.length <= 4 || known.length <= 4 ? 1 : 2),
  );
  if (suggestions.length > 0) {
    const shown = suggestions.map((known) =>
      currencies.some((currency) => currency.code === known.toUpperCase())
        ? known.toUpperCase()
        : known,
    );
    return `“${word}” is not a currency I know. Did you mean ${listed([...new Set(shown)].slice(0, 3))}?`;
  }
  return word.length === 3
    ? `“${word.toUpperCase()}” is not one of the ${currencies.length} currencies the converter has.`
    : null;
}

/** The rates' date and source as the currency page words them, and any currency they lack. */
function ratesNote(rates: RatesSnapshot, provider: string, codes: CurrencyCode[]): string {
  const missing = rates.missing.filter((code) => codes.includes(code));
  const source = describeRatesSource(rates.source, provider, rates.fetchedAtMs);
  const lacking =
    missing.length > 0
      ? ` The latest update had no rate for ${listCodes(missing)}, so ${missing.length === 1 ? "its" : "their"} previous rate is used.`
      : "";
  return `Rates updated ${formatUpdatedAt(rates.updatedAtMs)}. ${source}.${lacking}`;
}

/**
 * Answers a currency question at `rates` ('100 usd to eur', '€50 to $', '50 euros in pounds',
 * 'how many yen in 20 dollars', '1,000 jpy to gbp'); an error for an amount or currency it cannot
 * read beside a currency it can; null for any other question. `provider`: the rates service's
 * host, as the page names it.
 * @example answerCurrencyQuestion("100 usd to eur", fixedRatesSnapshot) // { kind: "tool", tool: "currency", resultText: "100 USD = 85.20 EUR", readAs: "100 US dollars → euros", … }
 * @example answerCurrencyQuestion("100 usd to eru", fixedRatesSnapshot) // { kind: "error", message: "“eru” is not a currency I know. Did you mean EUR?" }
 */
export function answerCurrencyQuestion(
  text: string,
  rates: RatesSnapshot,
  provider = rateProviderName(defaultRatesUrl),
): ToolAnswer | null {
  const question = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^(?:what(?: is|'s)|convert|how much is) /, "")
    .replace(/ ?\?+$/, "");
  const howMany = /^how (?:many|much) (.+?) (?:are |is )?(?:in|for) (.+)$/.exec(question);
  const parts = howMany
    ? [howMany[2], howMany[1]]
    : /^(.+?)(?: (?:to|into|in|as) |=>|->|→|=)(.+)$/.exec(question)?.slice(1);
  const [source = "", target = ""] = (parts ?? []).map((part) => part?.trim() ?? "");
  if (source === "" || target === "") return null;

  // The amount, with the currency before it ('€50', 'usd 100') or after it ('100 usd', '50€').
  const amountMatch = /^(.*?) ?(-?(?:\d[\d,]*(?:\.\d*)?|\.\d+)) ?(.*)$/.exec(source);
  const [, before = "", amountText = "1", after = ""] = amountMatch ?? ["", source];
  if (before !== "" && after !== "") return null;
  const fromWord = before || after;

  const words = currencyWords();
  const fromCodes = words.get(fromWord) ?? [];
  const toCodes = words.get(target) ?? [];
  const [from, to] = [fromCodes[0], toCodes[0]];
  if (from === undefined || to === undefined || fromCodes.length > 1 || toCodes.length > 1) {
    // Only beside a side that is surely a currency (one code, not a unit's word) is the other
    // side's word taken for a currency the converter lacks.
    const surely = (word: string, codes: CurrencyCode[]) =>
      codes.length === 1 && !unitWord.test(word);
    const [word, codes] = fromCodes.length === 1 ? [target, toCodes] : [fromWord, fromCodes];
    if (!surely(fromWord, fromCodes) && !surely(target, toCodes)) return null;
    if (codes.length > 1) {
      return {
        kind: "error",
        message: `“${word}” is used by ${listCodes(codes)}: write the code of the one you mean.`,
      };
    }
    const message = unknownCurrencyMessage(word, words);
    return message === null ? null : { kind: "error", message };
  }

  // The currency page's rule (src/lib/currency/input-rules.ts, which the page's own file keeps;
  // a test checks the two are one rule).
  const decision = acceptInput(amountText, unsignedConverterRule);
  if (!decision.accepted) {
    return { kind: "error", message: decision.message ?? messages.max16Digits };
  }
  if (amountText.startsWith("-")) {
    return { kind: "error", message: "A currency amount cannot be negative." };
  }
  const conversion = convertCurrency(amountText, from, to, rates.usdRates);
  if (!conversion) return { kind: "error", message: messages.conversionFailed };
  // The page's context and rate lines (src/lib/currency/texts.ts builds them the same way; that
  // module stays in the page's own file, which a shared import would split).
  const texts = {
    context: conversionLine(conversion),
    rate: rateLine(conversion, convertCurrency("1", to, from, rates.usdRates)),
  };
  const amount = formatTrimmed(conversion.amount, 8, true);
  return {
    kind: "tool",
    tool: "currency",
    resultText: texts.context,
    readAs: `${amount} ${currencyNoun(from, conversion.amount)} → ${currencyNoun(to, 2)}`,
    note: `${texts.rate}. ${ratesNote(rates, provider, [from, to])}`,
    link: currencyPage,
  };
}
