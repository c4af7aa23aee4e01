/**
 * Remembers the visitor's conversion once they stop typing for a second (not on every keystroke),
 * and only conversions they made: the defaults and an opened link are not recorded until edited.
 * The store module is loaded on the first recording.
 */
import { useEffect, useRef, useState } from "react";
import {
  findUnit,
  queryFromState,
  type ConverterConfig,
  type ConverterState,
} from "../../lib/measures/define-converter";

/** How long the visitor must stop typing before a conversion is recorded, in milliseconds. */
const recentConversionDelayMs = 1000;

export function useRecentConversionRecorder(
  config: ConverterConfig,
  state: ConverterState,
  hasResult: boolean,
) {
  const edited = useRef(false);
  const [recorded, setRecorded] = useState(false);
  const { valueText, from, to } = state;

  useEffect(() => {
    const fromUnit = findUnit(config, from);
    const toUnit = findUnit(config, to);
    if (!edited.current || !hasResult || !fromUnit || !toUnit) return;
    const entry = {
      converter: config.id,
      measure: config.measureName,
      value: valueText,
      from,
      to,
      fromSymbol: fromUnit.symbol,
      toSymbol: toUnit.symbol,
      href: `${window.location.pathname}?${queryFromState({ valueText, from, to })}`,
    };
    const timer = setTimeout(() => {
      import("../../stores/recent-conversions").then(
        (store) => {
          store.recordConversion(entry);
          setRecorded(true);
        },
        // Code of an older version that the server no longer has: this one is not recorded.
        (error: unknown) => console.warn("Could not record the conversion:", error),
      );
    }, recentConversionDelayMs);
    return () => clearTimeout(timer);
  }, [config, valueText, from, to, hasResult]);

  /** Call from the island's edit handlers: the next settled state is the visitor's. */
  function markEdited() {
    edited.current = true;
  }

  return { recorded, markEdited };
}
