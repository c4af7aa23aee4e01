import { beforeEach, describe, expect, it } from "vitest";
import { defaultConverterPreferences } from "../lib/converter/preferences";
import { storageKeys } from "./device-storage";
import {
  $converterPreferences,
  loadConverterPreferences,
  updateConverterPreferences,
} from "./converter-preferences";

/** A local storage held in memory, as the browser's behaves. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  $converterPreferences.set(defaultConverterPreferences);
});

describe("converter preferences store", () => {
  it("starts from Auto and 1/16 inch when nothing is stored", () => {
    loadConverterPreferences(storage);
    expect($converterPreferences.get()).toEqual({ precision: "auto", fractionStep: 16 });
  });

  it("stores a choice and keeps the other one", () => {
    updateConverterPreferences({ fractionStep: 32 }, storage);
    updateConverterPreferences({ precision: "s6" }, storage);
    expect($converterPreferences.get()).toEqual({ precision: "s6", fractionStep: 32 });
    expect(JSON.parse(storage.getItem(storageKeys.converterPreferences) ?? "")).toEqual({
      precision: "s6",
      fractionStep: 32,
    });
  });

  it("reads what another page stored", () => {
    storage.setItem(storageKeys.converterPreferences, '{"precision":"d2","fractionStep":8}');
    loadConverterPreferences(storage);
    expect($converterPreferences.get()).toEqual({ precision: "d2", fractionStep: 8 });
  });
});
