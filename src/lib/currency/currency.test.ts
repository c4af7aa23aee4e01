import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  conversionLine,
  convertCurrency,
  crossRate,
  currencies,
  currencyCodes,
  describeRatesSource,
  formatAmount,
  formatMoney,
  formatRate,
  formatRatesAge,
  formatUpdatedAt,
  listCodes,
  parseAmount,
  parseRatesResponse,
  popularCurrencyCodes,
  rateLine,
  rateProviderName,
  ratesForBase,
  usdRatesFromText,
  usdRatesText,
  type UsdRates,
  formatRatesDate,
  refreshFailureText,
  staleRatesAgeMs,
  staleRatesNote,
} from "./currency";
import { fixedUsdRates, fixedRatesSnapshot } from "./fixed-rates";
import { acceptInput } from "../input";
import { currencyAmountRule } from "./input-rules";
import fixture from "../../../e2e/fixtures/rates-usd.json";

const currencyCode = fc.constantFrom(...currencyCodes);

describe("currencies", () => {
  it("lists the spec's twenty currencies in order, each with name, symbol and flag", () => {
    expect(currencyCodes).toEqual([
      "USD",
      "EUR",
      "GBP",
      "JPY",
      "CAD",
      "AUD",
      "CHF",
      "CNY",
      "INR",
      "KRW",
      "BRL",
      "MXN",
      "RUB",
      "ZAR",
      "SGD",
      "HKD",
      "NOK",
      "SEK",
      "DKK",
      "NZD",
    ]);
    for (const currency of currencies) {
      expect(currency.name.length).toBeGreaterThan(2);
      expect(currency.symbol.length).toBeGreaterThan(0);
      // A flag is two regional-indicator symbols.
      expect([...currency.flag]).toHaveLength(2);
    }
    expect(popularCurrencyCodes).toEqual(["EUR", "JPY", "GBP", "AUD", "CAD", "CHF"]);
  });

  it("has a complete fixed table with the spec's three rates", () => {
    expect(Object.keys(fixedUsdRates).sort()).toEqual([...currencyCodes].sort());
    expect(fixedUsdRates).toMatchObject({ USD: 1, EUR: 0.852, GBP: 0.734, JPY: 149.5 });
    for (const code of currencyCodes) {
      expect(Number.isFinite(fixedUsdRates[code])).toBe(true);
      expect(fixedUsdRates[code]).toBeGreaterThan(0);
    }
    // The Hong Kong dollar trades in its 7.75–7.85 band; the Danish krone tracks the euro at about 7.46.
    expect(fixedUsdRates.HKD).toBeGreaterThanOrEqual(7.75);
    expect(fixedUsdRates.HKD).toBeLessThanOrEqual(7.85);
    expect(fixedUsdRates.DKK / fixedUsdRates.EUR).toBeCloseTo(7.46, 1);
  });
});

describe("cross rates", () => {
  it("go through the USD table", () => {
    expect(crossRate(fixedUsdRates, "USD", "EUR")).toBe(0.852);
    expect(crossRate(fixedUsdRates, "EUR", "USD")).toBeCloseTo(1.1737, 4);
    expect(crossRate({ ...fixedUsdRates, EUR: 0.8, GBP: 0.72 }, "EUR", "GBP")).toBeCloseTo(0.9, 12);
    expect(crossRate(fixedUsdRates, "JPY", "JPY")).toBe(1);
    expect(ratesForBase(fixedUsdRates, "EUR").EUR).toBe(1);
  });

  it("are inverse in both directions and chain through a third currency", () => {
    fc.assert(
      fc.property(currencyCode, currencyCode, currencyCode, (a, b, c) => {
        expect(crossRate(fixedUsdRates, a, b) * crossRate(fixedUsdRates, b, a)).toBeCloseTo(1, 10);
        expect(crossRate(fixedUsdRates, a, b) * crossRate(fixedUsdRates, b, c)).toBeCloseTo(
          crossRate(fixedUsdRates, a, c),
          6,
        );
      }),
    );
  });
});

describe("convertCurrency", () => {
  it("converts the default 100 USD to 85.20 EUR", () => {
    const conversion = convertCurrency("100", "USD", "EUR", fixedUsdRates);
    expect(conversion?.converted).toBeCloseTo(85.2, 10);
    expect(conversion?.rate).toBe(0.852);
    expect(formatMoney(conversion?.converted ?? 0, "EUR")).toBe("€85.20");
    expect(formatRate(conversion?.rate ?? 0)).toBe("0.8520");
  });

  it("gives no conversion for a negative, empty or non-numeric amount", () => {
    expect(convertCurrency("-5", "USD", "EUR", fixedUsdRates)).toBeNull();
    expect(convertCurrency("", "USD", "EUR", fixedUsdRates)).toBeNull();
    expect(convertCurrency(".", "USD", "EUR", fixedUsdRates)).toBeNull();
    expect(convertCurrency("abc", "USD", "EUR", fixedUsdRates)).toBeNull();
    expect(parseAmount("0")).toBe(0);
    expect(parseAmount("12.")).toBe(12);
  });

  it("never yields NaN, even from a damaged table", () => {
    const damaged = { ...fixedUsdRates, EUR: Number.NaN } as UsdRates;
    expect(convertCurrency("100", "USD", "EUR", damaged)).toBeNull();
    fc.assert(
      fc.property(fc.string(), currencyCode, currencyCode, (text, from, to) => {
        const conversion = convertCurrency(text, from, to, fixedUsdRates);
        if (conversion) expect(Number.isFinite(conversion.converted)).toBe(true);
      }),
    );
  });

  it("accepts amounts of digits and one point up to 16 characters", () => {
    expect(acceptInput("1".repeat(16), currencyAmountRule)).toEqual({
      accepted: true,
      value: "1".repeat(16),
      dropped: null,
    });
    expect(acceptInput("1".repeat(17), currencyAmountRule)).toEqual({
      accepted: false,
      message: "Maximum of 16 digits allowed.",
    });
    expect(acceptInput("-12", currencyAmountRule)).toEqual({
      accepted: true,
      value: "12",
      dropped: "minus",
    });
  });
});

describe("parseRatesResponse", () => {
  const received = Date.UTC(2025, 10, 21, 9);

  it("reads an open.er-api.com answer", () => {
    const parsed = parseRatesResponse(fixture, fixedRatesSnapshot, received);
    expect(parsed).toEqual({
      ok: true,
      usdRates: fixture.rates,
      updatedAtMs: fixture.time_last_update_unix * 1000,
      missing: [],
    });
  });

  it("rejects malformed answers", () => {
    expect(parseRatesResponse(null, fixedRatesSnapshot, received).ok).toBe(false);
    expect(parseRatesResponse("<html>", fixedRatesSnapshot, received).ok).toBe(false);
    expect(parseRatesResponse([], fixedRatesSnapshot, received).ok).toBe(false);
    expect(
      parseRatesResponse(
        { result: "error", "error-type": "unsupported-code" },
        fixedRatesSnapshot,
        received,
      ),
    ).toEqual({
      ok: false,
      reason: "the answer is not a success",
    });
    expect(parseRatesResponse({ result: "success" }, fixedRatesSnapshot, received)).toEqual({
      ok: false,
      reason: "the answer has no rates",
    });
    expect(
      parseRatesResponse(
        { result: "success", rates: { USD: 1, EUR: "0.9", GBP: -1 } },
        fixedRatesSnapshot,
        received,
      ),
    ).toEqual({
      ok: false,
      reason: "the answer has no usable rates",
    });
  });

  it("keeps the trusted rate for a missing or unusable currency and names it", () => {
    const { NZD: _nzd, ...withoutNzd } = fixture.rates;
    const trusted = { ...fixedRatesSnapshot, usdRates: { ...fixedUsdRates, NZD: 1.75 } };
    const parsed = parseRatesResponse(
      { ...fixture, rates: { ...withoutNzd, CAD: null, KRW: 0 } },
      trusted,
      received,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.missing).toEqual(["CAD", "KRW", "NZD"]);
    expect(parsed.usdRates.NZD).toBe(1.75);
    expect(parsed.usdRates.CAD).toBe(fixedUsdRates.CAD);
    expect(parsed.usdRates.EUR).toBe(fixture.rates.EUR);
    for (const code of currencyCodes) expect(Number.isFinite(parsed.usdRates[code])).toBe(true);
  });

  it("refuses an answer that lacks a rate the spec fixes (EUR, GBP or JPY)", () => {
    const { GBP: _gbp, ...withoutGbp } = fixture.rates;
    expect(
      parseRatesResponse({ ...fixture, rates: withoutGbp }, fixedRatesSnapshot, received),
    ).toEqual({ ok: false, reason: "the answer has no rate for GBP" });
  });

  it("rescales an answer against another base to USD, and dates it on receipt when it has no time", () => {
    const parsed = parseRatesResponse(
      { result: "success", base_code: "EUR", rates: { EUR: 1, USD: 1.25, GBP: 0.9, JPY: 187.5 } },
      fixedRatesSnapshot,
      received,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.usdRates.USD).toBe(1);
    expect(parsed.usdRates.EUR).toBeCloseTo(0.8, 12);
    expect(parsed.usdRates.GBP).toBeCloseTo(0.72, 12);
    expect(parsed.updatedAtMs).toBe(received);
    expect(
      parseRatesResponse(
        { result: "success", base_code: "EUR", rates: { GBP: 0.9 } },
        fixedRatesSnapshot,
        received,
      ).ok,
    ).toBe(false);
  });

  it("always yields a complete table of positive finite rates or a rejection", () => {
    const rateValue = fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...currencyCodes, "XAU"), rateValue), (rates) => {
        const parsed = parseRatesResponse(
          { result: "success", rates },
          fixedRatesSnapshot,
          received,
        );
        if (!parsed.ok) return;
        for (const code of currencyCodes) {
          expect(Number.isFinite(parsed.usdRates[code])).toBe(true);
          expect(parsed.usdRates[code]).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe("parseRatesResponse against hostile answers", () => {
  const received = Date.UTC(2025, 10, 21, 9);
  const dayMs = 86_400_000;

  it("refuses an update time before 2000, more than a day ahead, or one that is not a number", () => {
    for (const time of [8.64e12, 9e12, 1e13, 1e15, 1e300, -1, 0, 946_684_799, "1763683200", true]) {
      expect(
        parseRatesResponse(
          { ...fixture, time_last_update_unix: time },
          fixedRatesSnapshot,
          received,
        ),
        String(time),
      ).toEqual({ ok: false, reason: "the answer's update time is not plausible" });
    }
    const atMost = (received + dayMs) / 1000;
    expect(
      parseRatesResponse(
        { ...fixture, time_last_update_unix: atMost },
        fixedRatesSnapshot,
        received,
      ).ok,
    ).toBe(true);
    expect(
      parseRatesResponse(
        { ...fixture, time_last_update_unix: atMost + 1 },
        fixedRatesSnapshot,
        received,
      ).ok,
    ).toBe(false);
    expect(
      parseRatesResponse(
        { ...fixture, time_last_update_unix: 946_684_800 },
        fixedRatesSnapshot,
        received,
      ).ok,
    ).toBe(true);
  });

  it("treats a rate outside a millionth to a billion per dollar as missing, also after rescaling", () => {
    const parsed = parseRatesResponse(
      { ...fixture, rates: { ...fixture.rates, CAD: 1e-320, AUD: 1e12, KRW: Infinity } },
      fixedRatesSnapshot,
      received,
    );
    expect(parsed.ok && parsed.missing).toEqual(["CAD", "AUD", "KRW"]);
    expect(
      parseRatesResponse(
        { result: "success", base_code: "EUR", rates: { USD: 1e-300, GBP: 0.9 } },
        fixedRatesSnapshot,
        received,
      ),
    ).toEqual({ ok: false, reason: "the answer has no usable rates" });
  });

  it("never throws on any JSON, and gives only what the page can show", () => {
    const answer = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          result: fc.oneof(fc.constant("success"), fc.jsonValue()),
          time_last_update_unix: fc.oneof(
            fc.double(),
            fc.integer(),
            fc.constantFrom(8.64e12, 9e12, 1e13, 1e15, 1763683200),
            fc.jsonValue(),
          ),
          base_code: fc.oneof(fc.constantFrom(...currencyCodes), fc.jsonValue()),
          rates: fc.oneof(
            fc.dictionary(
              fc.constantFrom(...currencyCodes, "XAU", "__proto__"),
              fc.oneof(fc.double(), fc.jsonValue()),
            ),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(answer, (value) => {
        const parsed = parseRatesResponse(value, fixedRatesSnapshot, received);
        if (!parsed.ok) {
          expect(parsed.reason).not.toBe("");
          return;
        }
        expect(() => formatUpdatedAt(parsed.updatedAtMs)).not.toThrow();
        expect(() => formatRatesAge(parsed.updatedAtMs, received)).not.toThrow();
        expect(parsed.updatedAtMs).toBeLessThanOrEqual(received + dayMs);
        for (const code of currencyCodes) {
          expect(parsed.usdRates[code]).toBeGreaterThanOrEqual(1e-6);
          expect(parsed.usdRates[code]).toBeLessThanOrEqual(1e9);
          expect(formatRate(parsed.usdRates[code])).not.toMatch(/NaN|∞/);
        }
        for (const from of currencyCodes) {
          for (const to of ["USD", "EUR", "KRW"] as const) {
            const conversion = convertCurrency("9999999999999999", from, to, parsed.usdRates);
            expect(conversion).not.toBeNull();
            if (conversion) expect(formatMoney(conversion.converted, to)).not.toMatch(/NaN|∞/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("formatting", () => {
  it("formats money in en-US currency style with exactly 2 decimals", () => {
    expect(formatMoney(85.2, "EUR")).toBe("€85.20");
    expect(formatMoney(100, "USD")).toBe("$100.00");
    expect(formatMoney(14950, "JPY")).toBe("¥14,950.00");
    expect(formatMoney(146520, "KRW")).toBe("₩146,520.00");
    expect(formatMoney(1234.567, "GBP")).toBe("£1,234.57");
    expect(formatAmount(100)).toBe("100.00");
  });

  it("shows rates to 4 decimals", () => {
    expect(formatRate(0.852)).toBe("0.8520");
    expect(formatRate(149.5)).toBe("149.5000");
    expect(formatRate(1465.2)).toBe("1,465.2000");
  });

  it("describes the source and the age of the rates", () => {
    expect(rateProviderName("https://open.er-api.com/v6/latest/USD")).toBe("open.er-api.com");
    expect(rateProviderName("/rates.json")).toBe("/rates.json");
    expect(formatUpdatedAt(Date.UTC(2025, 10, 21))).toBe("Nov 21, 2025, 12:00 AM UTC");
    expect(formatRatesAge(0, 30_000)).toBe("less than a minute ago");
    expect(formatRatesAge(0, 60_000)).toBe("1 minute ago");
    expect(formatRatesAge(0, 5 * 60_000)).toBe("5 minutes ago");
    expect(formatRatesAge(0, 90 * 60_000)).toBe("1 hour ago");
    expect(formatRatesAge(0, 3 * 24 * 3_600_000)).toBe("3 days ago");
    expect(describeRatesSource("live", "open.er-api.com")).toBe("Live rates from open.er-api.com");
    expect(describeRatesSource("build", "open.er-api.com")).toContain(
      "saved when this page was built",
    );
    expect(describeRatesSource("fixed", "open.er-api.com")).toContain("Built-in reference rates");
    expect(describeRatesSource("offline", "open.er-api.com", Date.UTC(2025, 10, 22, 9, 15))).toBe(
      "Offline rates: the last ones this device received from open.er-api.com, on Nov 22, 2025, 9:15 AM UTC",
    );
    expect(listCodes(["GBP"])).toBe("GBP");
    expect(listCodes(["GBP", "JPY", "KRW"])).toBe("GBP, JPY and KRW");
  });
});

describe("the lines under the result and the rates a page carries", () => {
  it("prints the conversion and rate lines", () => {
    const conversion = convertCurrency("1234.5", "USD", "EUR", fixedUsdRates);
    if (!conversion) throw new Error("no conversion");
    expect(conversionLine(conversion)).toBe("1,234.5 USD = 1,051.79 EUR");
    expect(rateLine(conversion, convertCurrency("1", "EUR", "USD", fixedUsdRates))).toBe(
      "1 USD = 0.8520 EUR · 1 EUR = 1.1737 USD",
    );
    expect(rateLine(conversion, null)).toBe("1 USD = 0.8520 EUR");
  });

  it("reads back the rates it wrote, and nothing incomplete", () => {
    expect(usdRatesFromText(usdRatesText(fixedUsdRates))).toEqual(fixedUsdRates);
    const { EUR: _eur, ...withoutEur } = fixedUsdRates;
    for (const text of ["", "null", "[]", "{", JSON.stringify(withoutEur)]) {
      expect(usdRatesFromText(text), text).toBeNull();
    }
    expect(usdRatesFromText(usdRatesText({ ...fixedUsdRates, GBP: 0 }))).toBeNull();
  });
});

describe("rates that are not today's", () => {
  const day = 24 * 60 * 60 * 1000;
  const updatedAtMs = Date.UTC(2025, 10, 21);
  const stored = { ...fixedRatesSnapshot, source: "build" as const };

  it("dates them in words", () => {
    expect(formatRatesDate(updatedAtMs)).toBe("21 November 2025");
    expect(formatRatesDate(Date.UTC(2026, 0, 2, 23, 59))).toBe("2 January 2026");
  });

  it("says built-in rates are stored, however recent, and asks to check the connection when unreachable", () => {
    expect(staleRatesNote(fixedRatesSnapshot, updatedAtMs + day, true)).toBe(
      "These are stored rates from 21 November 2025, not today's. Check your connection.",
    );
    expect(staleRatesNote(fixedRatesSnapshot, updatedAtMs + 369 * day, false)).toBe(
      "These are stored rates from 21 November 2025, not today's.",
    );
  });

  it("says nothing about rates up to two days old, and speaks once they are older", () => {
    expect(staleRatesAgeMs).toBe(2 * day);
    for (const source of ["build", "offline", "live"] as const) {
      expect(staleRatesNote({ ...stored, source }, updatedAtMs + 2 * day, true)).toBeNull();
      expect(staleRatesNote({ ...stored, source }, updatedAtMs + 2 * day + 1, true)).toMatch(
        /from 21 November 2025, not today's\./,
      );
    }
    expect(staleRatesNote({ ...stored, source: "live" }, updatedAtMs + 3 * day, false)).toBe(
      "The latest rates the service has are from 21 November 2025, not today's.",
    );
  });

  it("gives the reason a refresh failed in words, not the browser's error", () => {
    expect(refreshFailureText(true)).toBe(
      "Could not reach the rates service. Trying again every minute.",
    );
    expect(refreshFailureText(false)).toBe(
      "The rates service sent an answer that could not be used. Trying again every minute.",
    );
  });
});

describe("parseRatesResponse: rates that cannot be right", () => {
  const trustedAt = fixedRatesSnapshot.updatedAtMs;
  const dayMs = 86_400_000;
  const answerAt = (ms: number, rates: Record<string, number>) => ({
    result: "success",
    base_code: "USD",
    time_last_update_unix: ms / 1000,
    rates,
  });

  it("accepts a 30% devaluation over a year, and a real day's move", () => {
    const yearLater = trustedAt + 365 * dayMs;
    const devalued = { ...fixedUsdRates, ZAR: fixedUsdRates.ZAR / 0.7 };
    expect(
      parseRatesResponse(answerAt(yearLater, devalued), fixedRatesSnapshot, yearLater).ok,
    ).toBe(true);
    // The rouble's fall after 24 February 2022: from about 84 to about 139 per dollar in two weeks.
    const rouble = { ...fixedUsdRates, RUB: fixedUsdRates.RUB * (139 / 84) };
    const twoWeeks = trustedAt + 14 * dayMs;
    expect(parseRatesResponse(answerAt(twoWeeks, rouble), fixedRatesSnapshot, twoWeeks).ok).toBe(
      true,
    );
  });

  it("refuses a rate a thousand times its trusted value overnight, or a thousandth of it", () => {
    const nextDay = trustedAt + dayMs;
    for (const factor of [1000, 1 / 1000, 2.5, 1 / 2.5]) {
      const rates = { ...fixedUsdRates, EUR: fixedUsdRates.EUR * factor };
      const parsed = parseRatesResponse(answerAt(nextDay, rates), fixedRatesSnapshot, nextDay);
      expect(parsed.ok, String(factor)).toBe(false);
      if (!parsed.ok)
        expect(parsed.reason).toMatch(
          /^its EUR rate went from 0\.8520 to .+ per US dollar, too far to be believed$/,
        );
    }
    const absurd = answerAt(nextDay, { ...fixedUsdRates, EUR: 900_000_000 });
    expect(parseRatesResponse(absurd, fixedRatesSnapshot, nextDay).ok).toBe(false);
  });

  it("widens the band with the time since the trusted rates", () => {
    const doubled = { ...fixedUsdRates, JPY: fixedUsdRates.JPY * 3 };
    const dayLater = trustedAt + dayMs;
    const twoYearsLater = trustedAt + 2 * 365.25 * dayMs;
    expect(parseRatesResponse(answerAt(dayLater, doubled), fixedRatesSnapshot, dayLater).ok).toBe(
      false,
    );
    expect(
      parseRatesResponse(answerAt(twoYearsLater, doubled), fixedRatesSnapshot, twoYearsLater).ok,
    ).toBe(true);
  });
});
