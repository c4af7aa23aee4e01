/**
 * The calculator's reader of fields, loaded once for every field of a page that reads what people
 * write: the converters' (useFieldExpression), the calculators' (useReadingField) and the lists'.
 * In ui/, whose file every page with an island loads, so that a page with either kind of field
 * loads it once and no file more.
 */
import { useEffect, useState } from "react";
import type { FieldState } from "../../lib/calculator/field-reading";

// expressionFieldState, the one reader of every field (BMI's and percentage's too: useReadingField).
type Reader = typeof import("../../lib/calculator/field-reading").expressionFieldState;

/*
 * The calculator's grammar is some 10 KB: it loads the first time a field holds more than its
 * rule's characters, and from then on reads at once.
 */
let loadedReader: Reader | null = null;
let loading: Promise<Reader> | null = null;

function loadFieldReader(): Promise<Reader> {
  loading ??= import(/* whole-graph */ "../../lib/calculator/field-reading").then(
    (module) => (loadedReader = module.expressionFieldState),
  );
  return loading;
}

/**
 * What a field shows when the grammar's code could not load: offline on a first visit, before
 * the offline worker has it, or after a deploy that replaced the file (as Quick convert says).
 * Either way only a reload helps: the browser keeps a failed import's outcome for the page's life.
 */
export const readerUnavailable = {
  offline: {
    parsed: {
      kind: "invalid",
      message: "Sums and amounts with units could not load: check the connection, then reload.",
    },
    note: null,
    settled: null,
  },
  updated: {
    parsed: {
      kind: "invalid",
      message: "The site was updated since this page opened: reload it to read sums and units.",
    },
    note: null,
    settled: null,
  },
} as const satisfies Record<string, FieldState>;

/**
 * The calculator's reader of fields (field-reading.ts's expressionFieldState), loaded once `wanted` has
 * been true; null until then. If its code cannot load, a reader that says so for every text
 * (readerUnavailable).
 */
export function useFieldReader(wanted: boolean): Reader | null {
  const [reader, setReader] = useState(() => loadedReader);
  useEffect(() => {
    if (!wanted || reader) return;
    let current = true;
    // A function is kept as it is, not called as an update of the state.
    loadFieldReader().then(
      (loaded) => current && setReader(() => loaded),
      () => {
        if (!current) return;
        const failure = readerUnavailable[navigator.onLine ? "updated" : "offline"];
        setReader(() => () => failure);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, reader]);
  return reader;
}

/** While the grammar's code is on its way: no answer yet, nothing dropped. */
export const pendingReading: FieldState = {
  parsed: { kind: "incomplete" },
  note: null,
  settled: null,
};
