import { describe, expect, it } from "vitest";
import { suggestPlaces } from "./places";
import {
  fixedOffset,
  placeHint,
  readZoneEntry,
  suggestionLimit,
  suggestionText,
  zoneSuggestions,
} from "./zone-entry";

describe("readZoneEntry", () => {
  it("reads cities, nicknames and countries of one zone, saying how", () => {
    expect(readZoneEntry("New York")).toEqual({
      kind: "zone",
      zone: "America/New_York",
      hint: "Read as America/New_York (New York).",
    });
    expect(readZoneEntry("NYC")).toEqual({
      kind: "zone",
      zone: "America/New_York",
      hint: "Read as America/New_York (New York).",
    });
    expect(readZoneEntry("  tokyo ")).toEqual({
      kind: "zone",
      zone: "Asia/Tokyo",
      hint: "Read as Asia/Tokyo (Tokyo).",
    });
    expect(readZoneEntry("Japan")).toEqual({
      kind: "zone",
      zone: "Asia/Tokyo",
      hint: "Read as Asia/Tokyo (Japan).",
    });
  });

  it("reads an abbreviation with its note on daylight saving", () => {
    expect(readZoneEntry("EST")).toEqual({
      kind: "zone",
      zone: "Etc/GMT+5",
      hint: "Read as a fixed UTC−5 (EST). EST is UTC−5 all year; for New York's local time, which is on EDT in summer, type ET or New York.",
    });
    const ist = readZoneEntry("IST");
    expect(ist.kind === "zone" && ist.zone).toBe("Asia/Kolkata");
    expect(ist.kind === "zone" && ist.hint).toContain("Irish Standard Time type Dublin");
  });

  it("takes IANA ids in any case without a line, and names Intl knows beside the table", () => {
    expect(readZoneEntry("Asia/Kolkata")).toEqual({
      kind: "zone",
      zone: "Asia/Kolkata",
      hint: null,
    });
    expect(readZoneEntry("europe/london")).toEqual({
      kind: "zone",
      zone: "Europe/London",
      hint: null,
    });
    expect(readZoneEntry("EST5EDT")).toMatchObject({ kind: "zone", zone: "EST5EDT" });
  });

  it("leaves a beginning, or a country of several zones, to the suggestions", () => {
    expect(readZoneEntry("New Yo")).toEqual({ kind: "partial", hint: null });
    expect(readZoneEntry("Asia/Ko")).toEqual({ kind: "partial", hint: null });
    expect(readZoneEntry("United States")).toEqual({
      kind: "partial",
      hint: "United States has several time zones: pick the city you mean.",
    });
  });

  it("reads every suggestion's name back as its zone, so a pick can put the name in the field", () => {
    const seen = new Set<string>();
    const unread: string[] = [];
    for (const letter of "abcdefghijklmnopqrstuvwxyz/") {
      for (const place of suggestPlaces(letter, Infinity)) {
        if (seen.has(`${place.name}|${place.zone}`)) continue;
        seen.add(`${place.name}|${place.zone}`);
        const entry = readZoneEntry(place.name);
        if (entry.kind !== "zone" || entry.zone !== place.zone) unread.push(place.name);
      }
    }
    for (const country of ["United States", "Canada", "Australia", "Russia", "Brazil", "Mexico"]) {
      for (const place of zoneSuggestions(country)) {
        expect(readZoneEntry(place.name)).toMatchObject({ kind: "zone", zone: place.zone });
      }
    }
    expect(seen.size).toBeGreaterThan(800);
    expect(unread).toEqual([]);
  });

  it("finds nothing in text that is no place", () => {
    expect(readZoneEntry("Nowhere")).toEqual({ kind: "invalid" });
    expect(readZoneEntry("Mars/Olympus_Mons")).toEqual({ kind: "invalid" });
    expect(readZoneEntry("qqqq")).toEqual({ kind: "invalid" });
  });
});

describe("zoneSuggestions", () => {
  it("offers the places a beginning starts, the largest first", () => {
    expect(zoneSuggestions("New Yo")[0]).toEqual({
      name: "New York",
      zone: "America/New_York",
      note: null,
    });
    expect(zoneSuggestions("tok")[0]?.zone).toBe("Asia/Tokyo");
    expect(zoneSuggestions("a").length).toBe(suggestionLimit);
  });

  it("offers IANA ids for a text with a slash, and the zones of a country of several", () => {
    expect(zoneSuggestions("Europe/Pa").map((place) => place.zone)).toContain("Europe/Paris");
    const states = zoneSuggestions("United States").map((place) => place.zone);
    expect(states).toContain("America/New_York");
    expect(states).toContain("America/Los_Angeles");
  });

  it("offers nothing for text that is no place", () => {
    expect(zoneSuggestions("Nowhere")).toEqual([]);
  });
});

describe("suggestion and hint texts", () => {
  it("names the place and its zone, offsets as people write them", () => {
    expect(suggestionText({ name: "New York", zone: "America/New_York", note: null })).toBe(
      "New York · America / New York",
    );
    expect(suggestionText({ name: "Europe/Paris", zone: "Europe/Paris", note: null })).toBe(
      "Europe / Paris",
    );
    expect(suggestionText({ name: "EST", zone: "Etc/GMT+5", note: null })).toBe("EST · UTC−5");
    expect(fixedOffset("Etc/GMT-10")).toBe("UTC+10");
    expect(fixedOffset("Asia/Tokyo")).toBeNull();
  });

  it("says nothing for a zone typed as its id", () => {
    expect(placeHint("asia/tokyo", { name: "Asia/Tokyo", zone: "Asia/Tokyo", note: null })).toBe(
      null,
    );
    expect(placeHint("Osaka", { name: "Osaka", zone: "Asia/Tokyo", note: null })).toBe(
      "Read as Asia/Tokyo (Osaka).",
    );
  });
});
