/**
 * The converter's value and units, mirrored into the URL query so a shared link reproduces the
 * view. The server render and hydration use the defaults; right after hydration the query is read
 * (useSyncExternalStore switches from the server snapshot to the browser's), and every edit
 * replaces the query without adding history entries. A value that may be an expression
 * ('5'9"') is kept as written for the calculator's reader (linkedState).
 */
import { useState, useSyncExternalStore } from "react";
import {
  defaultState,
  queryFromState,
  stateFromQuery,
  type ConverterConfig,
  type ConverterState,
} from "../../lib/measures/define-converter";
import { holdsExpression } from "../../lib/field-text";

const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
const serverSearch = () => "";

export function useShareableState(config: ConverterConfig) {
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  const [edited, setEdited] = useState<ConverterState | null>(null);
  const state = edited ?? (search === "" ? defaultState(config) : linkedState(config, search));

  function update(next: ConverterState) {
    setEdited(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}?${queryFromState(next)}${hash}`,
    );
  }

  // Whether the state is still the link's, not edited since.
  return [state, update, edited === null && search !== ""] as const;
}

/**
 * A link's state (stateFromQuery), with its value kept as written when it may be an expression
 * the rule would not keep ('5'9"', '0.1+0.2'): the calculator's reader judges it, and the island
 * falls back to the default when it finds no number in it (Converter).
 */
function linkedState(config: ConverterConfig, search: string): ConverterState {
  const query = new URLSearchParams(search);
  const state = stateFromQuery(config, query);
  const value = query.get("value");
  return value !== null && holdsExpression(value, config.inputRule)
    ? { ...state, valueText: value }
    : state;
}
