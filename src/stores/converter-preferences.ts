/**
 * The converters' Precision choice and inch fraction step, kept in local storage so that they hold
 * on every converter page and in every tab. Loaded by the converter island only when something is
 * stored or the visitor changes a choice, so a first visit loads none of it.
 */
import { atom } from "nanostores";
import {
  defaultConverterPreferences,
  parseConverterPreferences,
  type ConverterPreferences,
} from "../lib/converter/preferences";
import { readStored, storageKeys } from "./device-storage";
import { onStoredChange, writeStored } from "./persist";

const key = storageKeys.converterPreferences;

export const $converterPreferences = atom<ConverterPreferences>(defaultConverterPreferences);

/** Reads the stored preferences into the store. */
export function loadConverterPreferences(storage?: Storage | null): void {
  $converterPreferences.set(parseConverterPreferences(readStored(key, storage)));
}

/** Changes some preferences and stores them; the others keep their stored value. */
export function updateConverterPreferences(
  update: Partial<ConverterPreferences>,
  storage?: Storage | null,
): void {
  const stored = parseConverterPreferences(readStored(key, storage));
  const next = { ...stored, ...update };
  $converterPreferences.set(next);
  writeStored(key, JSON.stringify(next), storage);
}

loadConverterPreferences();
onStoredChange(key, () => loadConverterPreferences());
