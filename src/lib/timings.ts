/** Every timing of the spec, in milliseconds. */
export const timings = {
  debounceMs: 300,
  artificialDelayMs: 100,
  homeBmiDebounceMs: 100,
  copyConfirmationMs: 2000,
  carouselMs: 4000,
  currencyRefreshMs: 60_000,
  mockRatesDelayMs: 500,
  ageRecalculationMs: 300,
  clockTickMs: 1000,
  scrollToHashMs: 100,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

/** Toasts: at most one at a time, dismissed by a swipe of this many pixels. */
export const toastLimit = 1;
export const toastSwipeThresholdPx = 50;
