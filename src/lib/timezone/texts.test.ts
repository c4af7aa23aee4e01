import { describe, expect, it } from "vitest";
import { fixedOffsetZones, worldClockCities, type FixedOffsetZone } from "./timezone";
import {
  anyZoneTexts,
  cityTexts,
  fixedZoneTexts,
  localClockTexts,
  timezoneTextNames,
  timezoneTexts,
} from "./texts";

const summerNoon = Date.UTC(2025, 6, 1, 14);

function fixedZone(value: string): FixedOffsetZone {
  const zone = fixedOffsetZones.find((candidate) => candidate.value === value);
  if (!zone) throw new Error(`no fixed zone ${value}`);
  return zone;
}

describe("localClockTexts", () => {
  it("gives the time, date, zone and offset in the visitor's zone", () => {
    expect(localClockTexts({ now: summerNoon, zone: "America/New_York" })).toEqual({
      "local-time": "10:00:00 AM",
      "local-date": "Tuesday, July 1, 2025",
      "local-zone": "America/New_York",
      "local-offset": " (UTC−04:00)",
    });
    expect(localClockTexts({ now: summerNoon, zone: "Asia/Kathmandu" })["local-offset"]).toBe(
      " (UTC+05:45)",
    );
  });

  it("says Loading... without a clock, the offset a space", () => {
    expect(localClockTexts(null)).toEqual({
      "local-time": "Loading...",
      "local-date": "Loading...",
      "local-zone": "Loading...",
      "local-offset": " ",
    });
  });
});

describe("fixedZoneTexts", () => {
  it("converts to the fixed offset with its note, a space while the zone is in force", () => {
    expect(fixedZoneTexts(summerNoon, fixedZone("JST"))).toEqual({
      "converted-time": "11:00:00 PM",
      "converted-date": "Tuesday, July 1, 2025",
      "fixed-zone-note":
        "JST is a fixed offset of UTC+09:00 and does not change for daylight saving time.",
      "zone-in-force": " ",
    });
    expect(fixedZoneTexts(summerNoon, fixedZone("UTC"))["zone-in-force"]).toBe(" ");
  });

  it("says what the place keeps where the zone is not in force", () => {
    const texts = fixedZoneTexts(Date.UTC(2026, 10, 25, 12, 59), fixedZone("AEST"));
    expect(texts["converted-time"]).toBe("10:59:00 PM");
    expect(texts["zone-in-force"]).toBe(
      "Sydney is on AEDT, UTC+11:00, on this date: 11:59:00 PM there.",
    );
    expect(fixedZoneTexts(summerNoon, fixedZone("EST"))["zone-in-force"]).toBe(
      "New York is on EDT, UTC−04:00, on this date: 10:00:00 AM there.",
    );
  });

  it("keeps the note without a clock, the rest Loading... or a space", () => {
    expect(fixedZoneTexts(null, fixedZone("NZST"))).toEqual({
      "converted-time": "Loading...",
      "converted-date": "Loading...",
      "fixed-zone-note":
        "NZST is a fixed offset of UTC+12:00 and does not change for daylight saving time.",
      "zone-in-force": " ",
    });
  });
});

describe("anyZoneTexts", () => {
  it("reads any zone with its readable name and offset", () => {
    expect(anyZoneTexts(summerNoon, "Australia/Lord_Howe")).toEqual({
      "any-zone-name": "Australia / Lord Howe",
      "any-zone-time": "12:30:00 AM",
      "any-zone-date": "Wednesday, July 2, 2025",
      "any-zone-offset": "UTC+10:30",
    });
  });

  it("keeps the name without a clock", () => {
    expect(anyZoneTexts(null, "America/Argentina/Buenos_Aires")).toEqual({
      "any-zone-name": "America / Argentina / Buenos Aires",
      "any-zone-time": "Loading...",
      "any-zone-date": "Loading...",
      "any-zone-offset": " ",
    });
  });
});

describe("cityTexts", () => {
  it("gives each city's 24-hour time and short date under the prefix", () => {
    const texts = cityTexts("compare", Date.UTC(2025, 0, 15, 14));
    expect(Object.keys(texts ?? {})).toHaveLength(worldClockCities.length * 2);
    expect(texts).toMatchObject({
      "compare-time America/New_York": "09:00",
      "compare-date America/New_York": "Wed, Jan 15",
      "compare-time Australia/Sydney": "01:00",
      "compare-date Australia/Sydney": "Thu, Jan 16",
    });
    expect(cityTexts("city", summerNoon)?.["city-time Asia/Tokyo"]).toBe("23:00");
  });
});

describe("timezoneTexts", () => {
  it("fills every slot of the page", () => {
    const texts = timezoneTexts({
      nowMs: summerNoon,
      localZone: "UTC",
      fixedZone: fixedZone("CET"),
      anyZone: "Asia/Kolkata",
      comparedMs: Date.UTC(2025, 6, 1, 9),
    });
    const cityNames = worldClockCities.flatMap((city) =>
      ["city-time", "city-date", "compare-time", "compare-date"].map(
        (prefix) => `${prefix} ${city.timeZone}`,
      ),
    );
    expect(Object.keys(texts ?? {}).sort()).toEqual([...timezoneTextNames, ...cityNames].sort());
    expect(texts).toMatchObject({
      "local-time": "2:00:00 PM",
      "converted-time": "3:00:00 PM",
      "zone-in-force": "Paris is on CEST, UTC+02:00, on this date: 4:00:00 PM there.",
      "any-zone-time": "7:30:00 PM",
      "city-time Europe/London": "15:00",
      "compare-time Asia/Dubai": "13:00",
      "compare-date Asia/Singapore": "Tue, Jul 1",
    });
  });
});
