/**
 * The converter's value and units, mirrored into the URL query so a shared link reproduces the
 * view. The server render and hydration use the defaults; right after hydration the query is read
 * (useSyncExternalStore switches from the server snapshot to the browser's), and every edit
 * replaces the query without adding history entries.
 */
import { useState, useSyncExternalStore } from "react";
import {
  defaultState,
  queryFromState,
  stateFromQuery,
  type ConverterConfig,
  type ConverterState,
} from "../../lib/measures/define-converter";

const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
const serverSearch = () => "";

export function useShareableState(config: ConverterConfig) {
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  const [edited, setEdited] = useState<ConverterState | null>(null);
  const state =
    edited ??
    (search === "" ? defaultState(config) : stateFromQuery(config, new URLSearchParams(search)));

  function update(next: ConverterState) {
    setEdited(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}?${queryFromState(next)}${hash}`,
    );
  }

  return [state, update] as const;
}
