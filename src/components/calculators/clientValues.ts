/**
 * Values that exist only in the visitor's browser (the clock, the time zone). Each
 * hook gives null during server rendering and hydration, so the HTML carries a stable placeholder,
 * and the real value right after.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const serverValue = () => null;

interface Clock {
  now: number | null;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
  /** Stable per clock: a new subscribe function on each render would make React resubscribe every time. */
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => number;
}

/** One shared clock per tick length: a single timer, however many components read it. */
const clocks = new Map<number, Clock>();

function clockFor(tickMs: number): Clock {
  const existing = clocks.get(tickMs);
  if (existing) return existing;
  const tick = () => {
    clock.now = Date.now();
    for (const listener of clock.listeners) listener();
    scheduleTick();
  };
  // Ticks land on whole multiples of tickMs, so a seconds display flips when the second does.
  const scheduleTick = () => {
    clock.timer = setTimeout(tick, tickMs - (Date.now() % tickMs));
  };
  // A page back from the back/forward cache shows the time at once, not at its next tick.
  const tickOnReturn = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    clearTimeout(clock.timer);
    tick();
  };
  const clock: Clock = {
    now: null,
    listeners: new Set(),
    subscribe(onChange) {
      clock.listeners.add(onChange);
      if (clock.timer === undefined) {
        scheduleTick();
        addEventListener("pageshow", tickOnReturn);
      }
      return () => {
        clock.listeners.delete(onChange);
        if (clock.listeners.size === 0) {
          clearTimeout(clock.timer);
          delete clock.timer;
          removeEventListener("pageshow", tickOnReturn);
        }
      };
    },
    getSnapshot() {
      clock.now ??= Date.now();
      return clock.now;
    },
  };
  clocks.set(tickMs, clock);
  return clock;
}

/** The current time in ms, refreshed every `tickMs`; null on the server. */
export function useNow(tickMs: number): number | null {
  const clock = clockFor(tickMs);
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, serverValue);
}

/**
 * The visitor's zone, asked of Intl once: React reads a snapshot on every render (each clock
 * tick), and each question builds a formatter.
 */
let localZone: string | undefined;
const localZoneSnapshot = () => (localZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The visitor's IANA time zone as the browser reports it; null on the server. */
export function useLocalTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, localZoneSnapshot, serverValue);
}
