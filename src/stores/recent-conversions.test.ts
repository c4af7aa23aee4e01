import { beforeEach, describe, expect, it } from "vitest";
import type { RecentConversion } from "../lib/converter/recent-conversions";
import { storageKeys } from "./device-storage";
import {
  $recentConversions,
  clearRecentConversions,
  loadRecentConversions,
  recordConversion,
} from "./recent-conversions";

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

function entry(value: string): RecentConversion {
  return {
    converter: "length",
    measure: "length",
    value,
    from: "meter",
    to: "foot",
    fromSymbol: "m",
    toSymbol: "ft",
    href: `/length?value=${value}&from=meter&to=foot`,
  };
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  $recentConversions.set([]);
});

describe("recent conversions store", () => {
  it("records conversions newest first and keeps them on the device", () => {
    recordConversion(entry("1"), storage);
    recordConversion(entry("2"), storage);
    expect($recentConversions.get().map((item) => item.value)).toEqual(["2", "1"]);
    $recentConversions.set([]);
    loadRecentConversions(storage);
    expect($recentConversions.get().map((item) => item.value)).toEqual(["2", "1"]);
  });

  it("keeps entries another tab stored meanwhile", () => {
    recordConversion(entry("1"), storage);
    storage.setItem(storageKeys.recentConversions, JSON.stringify([entry("9"), entry("1")]));
    recordConversion(entry("2"), storage);
    expect($recentConversions.get().map((item) => item.value)).toEqual(["2", "9", "1"]);
  });

  it("clears the list and the stored copy", () => {
    recordConversion(entry("1"), storage);
    clearRecentConversions(storage);
    expect($recentConversions.get()).toEqual([]);
    expect(storage.getItem(storageKeys.recentConversions)).toBeNull();
  });

  it("keeps working when storage refuses writes", () => {
    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    recordConversion(entry("1"), refusing);
    expect($recentConversions.get().map((item) => item.value)).toEqual(["1"]);
  });
});
