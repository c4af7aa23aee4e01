import { useEffect, useRef, useState } from "react";
import {
  convertCurrency,
  currencies,
  defaultConversion,
  defaultRatesUrl,
  describeRatesSource,
  formatRate,
  formatRatesAge,
  formatUpdatedAt,
  getCurrency,
  listCodes,
  popularCurrencyCodes,
  rateProviderName,
  refreshFailureText,
  staleRatesNote,
  usdRatesText,
  type CurrencyCode,
  type RatesSnapshot,
} from "../../lib/currency/currency";
import { currencyTexts, type CurrencyTextName } from "../../lib/currency/texts";
import { currencyAmountRule } from "../../lib/currency/input-rules";
import { ArrowLeftRight, LoaderCircle } from "lucide";
import { makeIcon } from "../ui/icons";
import { LabelledSelect } from "../ui/LabelledSelect";
import { NumberField } from "./NumberField";
import { ResultBox } from "../ui/ResultBox";
import { useReadingField } from "./useReadingField";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyField, earlySlot } from "../ui/early-answer-props";

const SpinnerIcon = makeIcon(LoaderCircle);
const SwapIcon = makeIcon(ArrowLeftRight);

const ratesUrl: string = import.meta.env["PUBLIC_RATES_URL"] || defaultRatesUrl;
const providerName = rateProviderName(ratesUrl);

const cardClass = "card p-5 shadow-sm";
const currencyOptions = currencies.map((currency) => ({
  key: currency.code,
  label: `${currency.flag} ${currency.code} – ${currency.name}`,
}));

type RefreshState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "ok" }
  /**
   * unreachable: no network or no answer in time, as opposed to an answer that was refused;
   * reason: why an answer was refused.
   */
  | { kind: "failed"; unreachable: boolean; reason?: string | null };

function CurrencySelect({
  id,
  earlyName,
  label,
  value,
  onChange,
}: {
  id: string;
  /** The field's name for the page's early answer (src/early-answers/currency.ts). */
  earlyName: string;
  label: string;
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
}) {
  return (
    <LabelledSelect
      id={id}
      label={label}
      value={value}
      options={currencyOptions}
      onChange={onChange}
      earlyName={earlyName}
      className="min-w-0 flex-1"
    />
  );
}

interface CurrencyConverterProps {
  /** The rates the page was built with: fetched at build time, or the built-in table. */
  initialRates: RatesSnapshot;
}

/** The currency converter: amount, From/To, swap, result, rate, popular rates and where the rates come from. */
export default function CurrencyConverter({ initialRates }: CurrencyConverterProps) {
  const rootRef = useEarlyInput<HTMLDivElement>();
  // Arithmetic is read too ('120+35.50'); a plain amount is the spec's rule's as ever.
  const amount = useReadingField(defaultConversion.amount, currencyAmountRule, null);
  const [from, setFrom] = useState<CurrencyCode>(defaultConversion.from);
  const [to, setTo] = useState<CurrencyCode>(defaultConversion.to);
  const [rates, setRates] = useState<RatesSnapshot>(initialRates);
  const [refresh, setRefresh] = useState<RefreshState>({ kind: "idle" });
  const latestRates = useRef(initialRates);
  // The clock for "updated … ago": null on the server, refreshed with every attempt to load rates.
  const [now, setNow] = useState<number | null>(null);

  // Fresh rates are not needed for the first answer: their code loads beside it.
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    import("./currency-refresh").then(
      ({ startRatesRefresh }) => {
        if (stopped) return;
        stop = startRatesRefresh(ratesUrl, latestRates, {
          attempt: () => {
            // Only the first load shows as loading: later ones keep what the page says meanwhile.
            setRefresh((current) => (current.kind === "idle" ? { kind: "loading" } : current));
            setNow(Date.now());
          },
          succeed: (next) => {
            setRates(next);
            setRefresh({ kind: "ok" });
            setNow(Date.now());
          },
          fail: (unreachable, reason) => setRefresh({ kind: "failed", unreachable, reason }),
        });
      },
      (error: unknown) => {
        console.warn("Failed to load currency data", String(error));
        setRefresh({ kind: "failed", unreachable: true });
      },
    );
    return () => {
      stopped = true;
      stop();
    };
  }, []);

  const conversion = amount.error
    ? null
    : convertCurrency(amount.reading, from, to, rates.usdRates);
  const texts = conversion && currencyTexts(conversion, rates.usdRates);
  const firstLoad = refresh.kind === "loading" && rates.source !== "live";
  const unreachable =
    rates.source === "offline" || (refresh.kind === "failed" && refresh.unreachable);
  // Said once the first refresh has settled, so that it never flashes while rates arrive.
  const staleNote =
    now !== null && (refresh.kind === "ok" || refresh.kind === "failed")
      ? staleRatesNote(rates, now, unreachable)
      : null;

  return (
    <div ref={rootRef} className="space-y-6">
      <section aria-labelledby="currency-heading" className={cardClass}>
        <h2 id="currency-heading" className="mb-4 text-lg font-semibold">
          Convert currency
        </h2>
        <NumberField id="currency-amount" earlyName="amount" label="Amount" field={amount} />
        {/* The rates the page shows, for its early answer (src/early-answers/currency.ts). */}
        <input type="hidden" value={usdRatesText(rates.usdRates)} {...earlyField("usd-rates")} />
        {/* The amount's hint line gives the space above the currencies. */}
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-end">
          <CurrencySelect
            id="currency-from"
            earlyName="from"
            label="From"
            value={from}
            onChange={setFrom}
          />
          <button
            type="button"
            aria-label="Swap currencies"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
            className="inline-grid size-11 shrink-0 place-items-center self-center rounded-full border border-line bg-card text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand sm:self-end"
          >
            <SwapIcon size={18} className="rotate-90 sm:rotate-0" />
          </button>
          <CurrencySelect id="currency-to" earlyName="to" label="To" value={to} onChange={setTo} />
        </div>

        <ResultBox
          className="mt-5"
          answer={texts ? texts.result : ""}
          answerClassName="result-text sm:text-4xl"
          answerProps={earlySlot("result" satisfies CurrencyTextName)}
          idle={texts ? null : "Enter an amount to convert."}
        >
          {staleNote && (
            <p data-testid="rates-stale" className="mt-1 font-medium text-warn">
              {staleNote}
            </p>
          )}
          {texts && (
            <>
              <p
                data-testid="context"
                className="mt-1 break-words"
                {...earlySlot("context" satisfies CurrencyTextName)}
              >
                {texts.context}
              </p>
              <p
                data-testid="rate"
                className="mt-2 text-sm text-muted"
                {...earlySlot("rate" satisfies CurrencyTextName)}
              >
                {texts.rate}
              </p>
            </>
          )}
        </ResultBox>

        <div className="mt-4 space-y-1 text-sm" data-testid="rates-status">
          <p>
            <span className="font-medium">Last updated:</span>{" "}
            <span data-testid="rates-updated">{formatUpdatedAt(rates.updatedAtMs)}</span>
            {now !== null && (
              <span className="text-muted"> ({formatRatesAge(rates.updatedAtMs, now)})</span>
            )}
          </p>
          <p data-testid="rates-source" data-source={rates.source} className="text-muted">
            {describeRatesSource(rates.source, providerName, rates.fetchedAtMs)}
          </p>
          {rates.missing.length > 0 && (
            <p data-testid="rates-missing" className="text-warn">
              The latest update had no rate for {listCodes(rates.missing)}, so{" "}
              {rates.missing.length === 1 ? "its" : "their"} previous rate is used.
            </p>
          )}
          {firstLoad && (
            <p
              role="status"
              data-testid="rates-loading"
              className="flex items-center gap-2 text-muted"
            >
              <SpinnerIcon size={16} className="shrink-0 animate-spin" />
              Fetching the latest rates…
            </p>
          )}
          {refresh.kind === "failed" && (
            <p role="status" data-testid="rates-error" className="text-warn">
              {refreshFailureText(refresh.unreachable, refresh.reason)}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="popular-rates-heading" className={cardClass}>
        <h2 id="popular-rates-heading" className="text-lg font-semibold">
          Popular Rates (vs USD)
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popularCurrencyCodes.map((code) => {
            const currency = getCurrency(code);
            return (
              <li
                key={code}
                data-testid={`popular-${code}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2"
              >
                <span className="min-w-0">
                  <span aria-hidden="true">{currency.flag}</span>{" "}
                  <span className="font-semibold">{code}</span>{" "}
                  <span className="text-sm text-muted">{currency.name}</span>
                </span>
                <span className="font-semibold tabular-nums">
                  {formatRate(rates.usdRates[code])}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
