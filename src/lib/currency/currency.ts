/**
 * Currencies: the twenty supported currencies, a complete fixed table of rates against the US
 * dollar (the last fallback), cross rates for any pair, checking of a rates answer in
 * open.er-api.com's format, and en-US money formatting.
 */
import { parseNumericText } from "../input";
import { implausibleMove, requiredCurrencies, type TrustedRates } from "./plausibility";
import { formatFixed, formatTrimmed } from "../number-format";

export const currencies = [
  { code: "USD", name: "US Dollar", symbol: "$", flag: "🇺🇸" },
  { code: "EUR", name: "Euro", symbol: "€", flag: "🇪🇺" },
  { code: "GBP", name: "British Pound", symbol: "£", flag: "🇬🇧" },
  { code: "JPY", name: "Japanese Yen", symbol: "¥", flag: "🇯🇵" },
  { code: "CAD", name: "Canadian Dollar", symbol: "C$", flag: "🇨🇦" },
  { code: "AUD", name: "Australian Dollar", symbol: "A$", flag: "🇦🇺" },
  { code: "CHF", name: "Swiss Franc", symbol: "CHF", flag: "🇨🇭" },
  { code: "CNY", name: "Chinese Yuan", symbol: "¥", flag: "🇨🇳" },
  { code: "INR", name: "Indian Rupee", symbol: "₹", flag: "🇮🇳" },
  { code: "KRW", name: "South Korean Won", symbol: "₩", flag: "🇰🇷" },
  { code: "BRL", name: "Brazilian Real", symbol: "R$", flag: "🇧🇷" },
  { code: "MXN", name: "Mexican Peso", symbol: "MX$", flag: "🇲🇽" },
  { code: "RUB", name: "Russian Ruble", symbol: "₽", flag: "🇷🇺" },
  { code: "ZAR", name: "South African Rand", symbol: "R", flag: "🇿🇦" },
  { code: "SGD", name: "Singapore Dollar", symbol: "S$", flag: "🇸🇬" },
  { code: "HKD", name: "Hong Kong Dollar", symbol: "HK$", flag: "🇭🇰" },
  { code: "NOK", name: "Norwegian Krone", symbol: "kr", flag: "🇳🇴" },
  { code: "SEK", name: "Swedish Krona", symbol: "kr", flag: "🇸🇪" },
  { code: "DKK", name: "Danish Krone", symbol: "kr", flag: "🇩🇰" },
  { code: "NZD", name: "New Zealand Dollar", symbol: "NZ$", flag: "🇳🇿" },
] as const;

export type Currency = (typeof currencies)[number];
export type CurrencyCode = Currency["code"];

/** Units of each currency that one US dollar buys. */
export type UsdRates = Record<CurrencyCode, number>;

export const currencyCodes: readonly CurrencyCode[] = currencies.map((currency) => currency.code);

/** The public, keyless endpoint used when PUBLIC_RATES_URL is not set. */
export const defaultRatesUrl = "https://open.er-api.com/v6/latest/USD";

export const popularCurrencyCodes = [
  "EUR",
  "JPY",
  "GBP",
  "AUD",
  "CAD",
  "CHF",
] as const satisfies readonly CurrencyCode[];

export const defaultConversion = { amount: "100", from: "USD", to: "EUR" } as const satisfies {
  amount: string;
  from: CurrencyCode;
  to: CurrencyCode;
};

/** Where the rates on screen came from ('offline': the last ones this device received). */
export type RatesSource = "live" | "build" | "fixed" | "offline";

export interface RatesSnapshot {
  usdRates: UsdRates;
  /** When the provider last updated these rates (ms since 1970). */
  updatedAtMs: number;
  source: RatesSource;
  /** Currencies the answer lacked, whose rate was kept from the previous table. */
  missing: CurrencyCode[];
  /** Offline rates: when this device received them (ms since 1970). */
  fetchedAtMs?: number | undefined;
}

/**
 * Whether a string is one of the twenty supported codes.
 * @example isCurrencyCode("EUR") // true
 * @example isCurrencyCode("XYZ") // false
 */
export function isCurrencyCode(code: string): code is CurrencyCode {
  return (currencyCodes as readonly string[]).includes(code);
}

/**
 * A currency's details by code.
 * @example getCurrency("GBP").name // "British Pound"
 */
export function getCurrency(code: CurrencyCode): Currency {
  return currencies.find((currency) => currency.code === code) ?? currencies[0];
}

/**
 * Units of `to` that one `from` buys, through the USD table.
 * @example crossRate(fixedUsdRates, "USD", "EUR") // 0.852
 * @example crossRate({ ...fixedUsdRates, EUR: 0.8, GBP: 0.72 }, "EUR", "GBP") // 0.9
 */
export function crossRate(usdRates: UsdRates, from: CurrencyCode, to: CurrencyCode): number {
  if (from === to) return 1;
  return usdRates[to] / usdRates[from];
}

/**
 * Every supported currency's rate against a base currency.
 * @example ratesForBase(fixedUsdRates, "EUR").USD // 1.1737089201877935
 */
export function ratesForBase(usdRates: UsdRates, base: CurrencyCode): UsdRates {
  const entries = currencyCodes.map((code) => [code, crossRate(usdRates, base, code)] as const);
  return Object.fromEntries(entries) as UsdRates;
}

export type RatesParseResult =
  | { ok: true; usdRates: UsdRates; updatedAtMs: number; missing: CurrencyCode[] }
  | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function usableRate(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The rates a page can show: units of a currency per US dollar between a millionth and a billion
 * (the twenty currencies lie between 0.7 and 1,500), so every cross rate and amount stays finite
 * and readable.
 */
export const plausibleRateRange = { min: 1e-6, max: 1e9 } as const;

/** The earliest update time a rates answer may carry: 1 January 2000 (UTC). */
export const earliestRatesMs = Date.UTC(2000, 0, 1);

/** How far ahead of this device's clock an update time may be (a day, for clocks that are off). */
export const ratesClockSkewMs = 24 * 60 * 60 * 1000;

/**
 * Whether a time (ms since 1970) is one a rates answer can plausibly carry: from 2000 on, and at
 * most a day after `nowMs`. Anything else (8.64e15 and beyond cannot even be printed as a date)
 * is refused.
 * @example isPlausibleRatesTime(Date.UTC(2025, 10, 21), Date.UTC(2025, 10, 22)) // true
 * @example isPlausibleRatesTime(9e15, Date.UTC(2025, 10, 22)) // false
 */
export function isPlausibleRatesTime(ms: number, nowMs: number): boolean {
  return Number.isFinite(ms) && ms >= earliestRatesMs && ms <= nowMs + ratesClockSkewMs;
}

/** A rate within plausibleRateRange, else null. */
function plausibleRate(value: number): number | null {
  return value >= plausibleRateRange.min && value <= plausibleRateRange.max ? value : null;
}

/**
 * Checks an answer in open.er-api.com's format ({ result: "success", time_last_update_unix,
 * base_code, rates }) and turns it into a complete USD table. A currency the answer lacks (or
 * gives as a non-numeric rate, or one outside plausibleRateRange once against USD) keeps its
 * trusted rate and is listed in `missing`; an answer that is not a success, has no rates object
 * or no usable rate, lacks one of the required currencies, moves a rate out of its band since the
 * trusted rates (plausibility.ts), or whose update time is not plausible (isPlausibleRatesTime
 * against `receivedAtMs`) is rejected. An answer without an update time is dated on receipt.
 * @example parseRatesResponse({ result: "success", time_last_update_unix: 1763683200, base_code: "USD", rates: { USD: 1, EUR: 0.85, GBP: 0.73, JPY: 150 } }, fixedRatesSnapshot, 0).ok // true
 * @example parseRatesResponse({ result: "error" }, fixedRatesSnapshot, 0) // { ok: false, reason: "the answer is not a success" }
 */
export function parseRatesResponse(
  answer: unknown,
  trusted: TrustedRates,
  receivedAtMs: number,
): RatesParseResult {
  if (!isRecord(answer)) return { ok: false, reason: "the answer is not a JSON object" };
  if (answer["result"] !== "success") return { ok: false, reason: "the answer is not a success" };
  const rates = answer["rates"];
  if (!isRecord(rates)) return { ok: false, reason: "the answer has no rates" };

  const updatedUnix = answer["time_last_update_unix"];
  const updatedAtMs =
    updatedUnix === undefined || updatedUnix === null
      ? receivedAtMs
      : typeof updatedUnix === "number"
        ? updatedUnix * 1000
        : Number.NaN;
  if (!isPlausibleRatesTime(updatedAtMs, receivedAtMs))
    return { ok: false, reason: "the answer's update time is not plausible" };

  const baseCode = typeof answer["base_code"] === "string" ? answer["base_code"] : "USD";
  let toUsdScale = 1;
  if (baseCode !== "USD") {
    // A table against another base is rescaled so that USD reads 1.
    const usdInBase = usableRate(rates["USD"]);
    if (usdInBase === null)
      return { ok: false, reason: `the answer against ${baseCode} has no USD rate` };
    toUsdScale = 1 / usdInBase;
  }

  const missing: CurrencyCode[] = [];
  const usdRates = { ...trusted.usdRates };
  for (const code of currencyCodes) {
    if (code === "USD") continue;
    const given = usableRate(rates[code]);
    const rate = given === null ? null : plausibleRate(given * toUsdScale);
    if (rate === null) missing.push(code);
    else usdRates[code] = rate;
  }
  usdRates.USD = 1;
  if (missing.length === currencyCodes.length - 1)
    return { ok: false, reason: "the answer has no usable rates" };
  const lacking = requiredCurrencies.filter((code) => missing.includes(code));
  if (lacking.length > 0)
    return { ok: false, reason: `the answer has no rate for ${listCodes(lacking)}` };
  const moved = implausibleMove(usdRates, updatedAtMs, trusted);
  if (moved) {
    return {
      ok: false,
      reason: `its ${moved} rate went from ${formatRate(trusted.usdRates[moved])} to ${formatRate(usdRates[moved])} per US dollar, too far to be believed`,
    };
  }

  return { ok: true, usdRates, updatedAtMs, missing };
}

/**
 * Reads the amount field: a finite number of 0 or more, else null (no conversion for a negative,
 * empty or non-numeric amount).
 * @example parseAmount("100") // 100
 * @example parseAmount("-5") // null
 */
export function parseAmount(text: string): number | null {
  const parsed = parseNumericText(text);
  return parsed.kind === "number" && parsed.value >= 0 ? parsed.value : null;
}

export interface Conversion {
  amount: number;
  converted: number;
  rate: number;
  from: CurrencyCode;
  to: CurrencyCode;
}

/**
 * Converts the amount text between two currencies; null when the amount is not valid or a rate
 * is not a usable number (so the page never shows NaN).
 * @example convertCurrency("100", "USD", "EUR", fixedUsdRates)?.converted // 85.2
 */
export function convertCurrency(
  amountText: string,
  from: CurrencyCode,
  to: CurrencyCode,
  usdRates: UsdRates,
): Conversion | null {
  const amount = parseAmount(amountText);
  if (amount === null) return null;
  const rate = crossRate(usdRates, from, to);
  const converted = amount * rate;
  if (!Number.isFinite(rate) || rate <= 0 || !Number.isFinite(converted)) return null;
  return { amount, converted, rate, from, to };
}

const moneyFormatters = new Map<CurrencyCode, Intl.NumberFormat>();

/**
 * Money in en-US currency style with exactly 2 decimals (even for yen and won).
 * @example formatMoney(85.2, "EUR") // "€85.20"
 * @example formatMoney(14950, "JPY") // "¥14,950.00"
 */
export function formatMoney(value: number, code: CurrencyCode): string {
  let formatter = moneyFormatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(code, formatter);
  }
  return formatter.format(value).replace(/\u00a0/g, " ");
}

/**
 * An amount with 2 decimals and grouping, for 'amount CODE' lines.
 * @example formatAmount(1234.5) // "1,234.50"
 */
export function formatAmount(value: number): string {
  return formatFixed(value, 2, true);
}

/**
 * A USD table as text, for a page to carry the rates it shows (read back by usdRatesFromText).
 * @example usdRatesText(fixedUsdRates) // '{"USD":1,"EUR":0.852,…}'
 */
export function usdRatesText(usdRates: UsdRates): string {
  return JSON.stringify(usdRates);
}

/**
 * A USD table from usdRatesText's text; null unless it has a usable rate for every currency.
 * @example usdRatesFromText(usdRatesText(fixedUsdRates))?.EUR // 0.852
 * @example usdRatesFromText('{"USD":1}') // null
 */
export function usdRatesFromText(text: string): UsdRates | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const usdRates: Partial<UsdRates> = {};
  for (const code of currencyCodes) {
    const rate = usableRate(parsed[code]);
    if (rate === null) return null;
    usdRates[code] = rate;
  }
  return usdRates as UsdRates;
}

/**
 * The line under a converted amount: both amounts with their codes.
 * @example conversionLine(convertCurrency("100", "USD", "EUR", fixedUsdRates)!) // "100 USD = 85.20 EUR"
 */
export function conversionLine({ amount, converted, from, to }: Conversion): string {
  return `${formatTrimmed(amount, 8, true)} ${from} = ${formatAmount(converted)} ${to}`;
}

/**
 * The rate line of a conversion, with the inverse rate when there is one.
 * @example rateLine(convertCurrency("100", "USD", "EUR", fixedUsdRates)!, convertCurrency("1", "EUR", "USD", fixedUsdRates)) // "1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD"
 */
export function rateLine(conversion: Conversion, inverse: Conversion | null): string {
  const { from, to, rate } = conversion;
  const forward = `1 ${from} = ${formatRate(rate)} ${to}`;
  return inverse ? `${forward} · 1 ${to} = ${formatRate(inverse.rate)} ${from}` : forward;
}

/**
 * A rate to 4 decimals.
 * @example formatRate(0.852) // "0.8520"
 * @example formatRate(1465.2) // "1,465.2000"
 */
export function formatRate(rate: number): string {
  return formatFixed(rate, 4, true);
}

/**
 * The host of a rates URL, to name the source on the page.
 * @example rateProviderName("https://open.er-api.com/v6/latest/USD") // "open.er-api.com"
 */
export function rateProviderName(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url)?.[1] ?? url;
}

/**
 * A provider timestamp as a fixed UTC text (the same on the server and in every browser).
 * @example formatUpdatedAt(Date.UTC(2025, 10, 21)) // "Nov 21, 2025, 12:00 AM UTC"
 */
export function formatUpdatedAt(ms: number): string {
  const text = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(ms);
  return `${text.replace(/[\u202f\u00a0]/g, " ")} UTC`;
}

/**
 * How old rates are, in words.
 * @example formatRatesAge(0, 90 * 60_000) // "1 hour ago"
 * @example formatRatesAge(0, 30_000) // "less than a minute ago"
 */
export function formatRatesAge(updatedAtMs: number, nowMs: number): string {
  const minutes = Math.floor(Math.max(0, nowMs - updatedAtMs) / 60_000);
  if (minutes < 1) return "less than a minute ago";
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

/** Rates older than this are not today's on the page: providers update daily, so 2 days allow a missed update. */
export const staleRatesAgeMs = 2 * 24 * 60 * 60 * 1000;

/**
 * A date in words, as the stale-rates note gives it (UTC, the provider's clock).
 * @example formatRatesDate(Date.UTC(2025, 10, 21)) // "21 November 2025"
 */
export function formatRatesDate(ms: number): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(ms);
}

/**
 * The note beside the amount when the rates are not today's: built-in rates always, others once
 * older than staleRatesAgeMs; null for current rates. `unreachable`: the rates service could not
 * be reached, so the note asks the visitor to check the connection.
 * @example staleRatesNote(fixedRatesSnapshot, Date.UTC(2026, 10, 25), true) // "These are stored rates from 21 November 2025, not today's. Check your connection."
 * @example staleRatesNote({ ...fixedRatesSnapshot, source: "live" }, Date.UTC(2026, 10, 25), false) // "The latest rates the service has are from 21 November 2025, not today's."
 */
export function staleRatesNote(
  rates: RatesSnapshot,
  nowMs: number,
  unreachable: boolean,
): string | null {
  if (rates.source !== "fixed" && nowMs - rates.updatedAtMs <= staleRatesAgeMs) return null;
  const date = formatRatesDate(rates.updatedAtMs);
  if (rates.source === "live")
    return `The latest rates the service has are from ${date}, not today's.`;
  return `These are stored rates from ${date}, not today's.${unreachable ? " Check your connection." : ""}`;
}

/**
 * The line shown when a refresh fails: no network, or an answer that was refused and why (the
 * page's rates line says which rates it shows meanwhile).
 * @example refreshFailureText(true) // "Could not reach the rates service. Trying again every minute."
 * @example refreshFailureText(false, "the answer has no rate for EUR") // "The rates service sent an answer that could not be used: the answer has no rate for EUR. Trying again every minute."
 */
export function refreshFailureText(unreachable: boolean, reason?: string | null): string {
  const refused = `The rates service sent an answer that could not be used${reason ? `: ${reason}` : ""}.`;
  return `${unreachable ? "Could not reach the rates service." : refused} Trying again every minute.`;
}

/**
 * One line saying which rates the page shows (offline rates: with when this device received them).
 * @example describeRatesSource("fixed", "open.er-api.com") // "Built-in reference rates (approximate mid-market rates, November 2025)"
 * @example describeRatesSource("offline", "open.er-api.com", Date.UTC(2025, 10, 22, 9, 15)) // "Offline rates: the last ones this device received from open.er-api.com, on Nov 22, 2025, 9:15 AM UTC"
 */
export function describeRatesSource(
  source: RatesSource,
  provider: string,
  fetchedAtMs = 0,
): string {
  switch (source) {
    case "live":
      return `Live rates from ${provider}`;
    case "build":
      return `Rates from ${provider}, saved when this page was built`;
    case "fixed":
      return "Built-in reference rates (approximate mid-market rates, November 2025)";
    case "offline":
      return `Offline rates: the last ones this device received from ${provider}, on ${formatUpdatedAt(fetchedAtMs)}`;
  }
}

/**
 * The currency codes as a readable list.
 * @example listCodes(["GBP", "JPY"]) // "GBP and JPY"
 */
export function listCodes(codes: readonly string[]): string {
  if (codes.length <= 1) return codes.join("");
  return `${codes.slice(0, -1).join(", ")} and ${codes.at(-1) ?? ""}`;
}
