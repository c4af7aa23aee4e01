/**
 * Every timing of the spec, in milliseconds: one export each, so a page bundles only the ones it
 * uses (`timings` lists them all, for tests and tools that want the whole table).
 */
export const debounceMs = 300;
export const artificialDelayMs = 100;
export const homeBmiDebounceMs = 100;
export const copyConfirmationMs = 2000;
export const carouselMs = 4000;
export const currencyRefreshMs = 60_000;
export const mockRatesDelayMs = 500;
export const ageRecalculationMs = 300;
export const clockTickMs = 1000;
export const scrollToHashMs = 100;
export const toastDurationMs = 5000;
export const toastRemoveDelayMs = 1_000_000;
export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

export const timings = {
  debounceMs,
  artificialDelayMs,
  homeBmiDebounceMs,
  copyConfirmationMs,
  carouselMs,
  currencyRefreshMs,
  mockRatesDelayMs,
  ageRecalculationMs,
  clockTickMs,
  scrollToHashMs,
  toastDurationMs,
  toastRemoveDelayMs,
  tooltipDelayMs,
  tooltipSkipDelayMs,
} as const;

/** Toasts: at most one at a time, dismissed by a swipe of this many pixels. */
export const toastLimit = 1;
export const toastSwipeThresholdPx = 50;
