import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cityClock,
  convertToFixedZone,
  fixedOffsetZones,
  fixedZoneNote,
  fixedZoneRegions,
  formatLongDateInZone,
  formatShortDate,
  formatTime12,
  formatTime24,
  formatUtcOffset,
  formatZoneOffset,
  isValidTimeZone,
  readableZoneName,
  worldClockCities,
  zonedWallTimeToInstant,
  zoneInForceNote,
  zoneOffsetMinutes,
  zonePlace,
} from "./timezone";

const hour = 3_600_000;

describe("fixed-offset zones", () => {
  it("are the spec's twelve zones with their offsets, in order", () => {
    expect(fixedOffsetZones.map((zone) => [zone.value, zone.offsetHours])).toEqual([
      ["UTC", 0],
      ["EST", -5],
      ["CST", -6],
      ["MST", -7],
      ["PST", -8],
      ["GMT", 0],
      ["BST", 1],
      ["CET", 1],
      ["EET", 2],
      ["JST", 9],
      ["AEST", 10],
      ["NZST", 12],
    ]);
  });

  it("convert an instant with the fixed offset (no DST), in 12-hour time", () => {
    const instant = Date.UTC(2025, 6, 1, 14, 0, 0);
    expect(convertToFixedZone(instant, "UTC")).toEqual({
      time: "2:00:00 PM",
      date: "Tuesday, July 1, 2025",
    });
    expect(convertToFixedZone(instant, "EST")).toEqual({
      time: "9:00:00 AM",
      date: "Tuesday, July 1, 2025",
    });
    expect(convertToFixedZone(instant, "JST")?.time).toBe("11:00:00 PM");
    expect(convertToFixedZone(instant, "AEST")).toEqual({
      time: "12:00:00 AM",
      date: "Wednesday, July 2, 2025",
    });
    expect(convertToFixedZone(instant, "NZST")?.time).toBe("2:00:00 AM");
    expect(convertToFixedZone(Date.UTC(2025, 0, 1, 3), "PST")).toEqual({
      time: "7:00:00 PM",
      date: "Tuesday, December 31, 2024",
    });
    expect(convertToFixedZone(instant, "XYZ")).toBeNull();
  });

  it("shift every instant by exactly the zone's offset", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom(...fixedOffsetZones),
        (instant, zone) => {
          const converted = convertToFixedZone(instant, zone.value);
          const shifted = instant + zone.offsetHours * hour;
          expect(converted?.time).toBe(formatTime12(shifted, "UTC"));
        },
      ),
    );
  });
});

describe("formatting in a zone", () => {
  it("prints 12-hour local time with plain spaces", () => {
    expect(formatTime12(Date.UTC(2025, 0, 15, 14, 5, 9), "UTC")).toBe("2:05:09 PM");
    expect(formatTime12(Date.UTC(2025, 0, 15, 0, 0, 0), "UTC")).toBe("12:00:00 AM");
    expect(formatTime12(Date.UTC(2025, 0, 15, 14, 5, 9), "Asia/Kolkata")).toBe("7:35:09 PM");
    expect(formatLongDateInZone(Date.UTC(2025, 0, 15, 20), "Australia/Lord_Howe")).toBe(
      "Thursday, January 16, 2025",
    );
  });

  it("prints 24-hour city time and a short date", () => {
    expect(formatTime24(Date.UTC(2025, 0, 15, 0, 7), "Asia/Tokyo")).toBe("09:07");
    expect(formatTime24(Date.UTC(2025, 0, 15, 16, 0), "UTC")).toBe("16:00");
    expect(formatTime24(Date.UTC(2025, 0, 15, 0, 0), "UTC")).toBe("00:00");
    expect(formatShortDate(Date.UTC(2025, 0, 15, 20), "Asia/Tokyo")).toBe("Thu, Jan 16");
  });
});

describe("world clock", () => {
  it("lists the eight cities with their IANA zones", () => {
    expect(worldClockCities.map((city) => [city.name, city.timeZone])).toEqual([
      ["New York", "America/New_York"],
      ["Los Angeles", "America/Los_Angeles"],
      ["London", "Europe/London"],
      ["Paris", "Europe/Paris"],
      ["Tokyo", "Asia/Tokyo"],
      ["Sydney", "Australia/Sydney"],
      ["Dubai", "Asia/Dubai"],
      ["Singapore", "Asia/Singapore"],
    ]);
    for (const city of worldClockCities) expect(isValidTimeZone(city.timeZone)).toBe(true);
  });

  it("follows daylight saving time", () => {
    const summer = Date.UTC(2025, 6, 1, 12);
    const winter = Date.UTC(2025, 0, 15, 12);
    expect(cityClock(summer, "America/New_York")).toEqual({
      ok: true,
      time: "08:00",
      date: "Tue, Jul 1",
    });
    expect(cityClock(winter, "America/New_York")).toEqual({
      ok: true,
      time: "07:00",
      date: "Wed, Jan 15",
    });
    expect(
      cityClock(summer, "Europe/London").ok && cityClock(summer, "Europe/London"),
    ).toMatchObject({ time: "13:00" });
    expect(cityClock(winter, "Europe/London")).toMatchObject({ time: "12:00" });
    expect(cityClock(summer, "Australia/Sydney")).toMatchObject({
      time: "22:00",
      date: "Tue, Jul 1",
    });
    expect(cityClock(winter, "Australia/Sydney")).toMatchObject({
      time: "23:00",
      date: "Wed, Jan 15",
    });
    expect(cityClock(winter, "Asia/Dubai")).toMatchObject({ time: "16:00" });
  });

  it("says 'Invalid timezone' for a zone Intl rejects", () => {
    expect(cityClock(0, "Nowhere/Atlantis")).toEqual({ ok: false, message: "Invalid timezone" });
    expect(isValidTimeZone("Nowhere/Atlantis")).toBe(false);
  });
});

describe("offsets", () => {
  it("reads a zone's offset at an instant", () => {
    expect(zoneOffsetMinutes(Date.UTC(2025, 6, 1), "America/New_York")).toBe(-240);
    expect(zoneOffsetMinutes(Date.UTC(2025, 0, 1), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2025, 0, 1), "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(Date.UTC(2025, 0, 1), "Australia/Lord_Howe")).toBe(660);
    expect(zoneOffsetMinutes(Date.UTC(2025, 6, 1), "Australia/Lord_Howe")).toBe(630);
    expect(zoneOffsetMinutes(Date.UTC(2025, 0, 1), "Asia/Kathmandu")).toBe(345);
    expect(zoneOffsetMinutes(0, "Nowhere/Atlantis")).toBeNull();
  });

  it("formats offsets", () => {
    expect(formatUtcOffset(-240)).toBe("UTC−04:00");
    expect(formatUtcOffset(330)).toBe("UTC+05:30");
    expect(formatUtcOffset(0)).toBe("UTC+00:00");
  });

  it("formats a zone's offset at an instant, empty for an unknown zone", () => {
    expect(formatZoneOffset(Date.UTC(2025, 6, 1), "America/New_York")).toBe("UTC−04:00");
    expect(formatZoneOffset(Date.UTC(2025, 6, 1), "Australia/Lord_Howe")).toBe("UTC+10:30");
    expect(formatZoneOffset(Date.UTC(2025, 0, 1), "Asia/Kathmandu")).toBe("UTC+05:45");
    expect(formatZoneOffset(0, "Nowhere/Atlantis")).toBe("");
  });

  it("says that a fixed-offset zone ignores daylight saving", () => {
    expect(fixedOffsetZones.map(fixedZoneNote)).toContain(
      "PST is a fixed offset of UTC−08:00 and does not change for daylight saving time.",
    );
    expect(fixedZoneNote({ value: "UTC", label: "UTC", offsetHours: 0 })).toBe(
      "UTC is a fixed offset of UTC+00:00 and does not change for daylight saving time.",
    );
  });
});

describe("what a fixed-offset zone's place keeps", () => {
  it("names a place after its zone", () => {
    expect(fixedZoneRegions.map((region) => zonePlace(region.timeZone))).toEqual([
      "New York",
      "Chicago",
      "Denver",
      "Los Angeles",
      "London",
      "Paris",
      "Athens",
      "Tokyo",
      "Sydney",
      "Auckland",
    ]);
  });

  // 25 November 2026, 12:59 UTC: southern summer, northern winter.
  const november = Date.UTC(2026, 10, 25, 12, 59);
  // 1 July 2025, 14:00 UTC: northern summer, southern winter.
  const july = Date.UTC(2025, 6, 1, 14);

  it.each([
    ["AEST", "Sydney is on AEDT, UTC+11:00, on this date: 11:59:00 PM there."],
    ["BST", "London is on GMT, UTC+00:00, on this date: 12:59:00 PM there."],
    ["NZST", "Auckland is on NZDT, UTC+13:00, on this date: 1:59:00 AM there."],
    ["UTC", null],
    ["EST", null],
    ["CST", null],
    ["MST", null],
    ["PST", null],
    ["GMT", null],
    ["CET", null],
    ["EET", null],
    ["JST", null],
  ])("on 25 November 2026: %s → %s", (zone, note) => {
    expect(zoneInForceNote(november, zone)).toBe(note);
  });

  it.each([
    ["EST", "New York is on EDT, UTC−04:00, on this date: 10:00:00 AM there."],
    ["CST", "Chicago is on CDT, UTC−05:00, on this date: 9:00:00 AM there."],
    ["MST", "Denver is on MDT, UTC−06:00, on this date: 8:00:00 AM there."],
    ["PST", "Los Angeles is on PDT, UTC−07:00, on this date: 7:00:00 AM there."],
    ["GMT", "London is on BST, UTC+01:00, on this date: 3:00:00 PM there."],
    ["CET", "Paris is on CEST, UTC+02:00, on this date: 4:00:00 PM there."],
    ["EET", "Athens is on EEST, UTC+03:00, on this date: 5:00:00 PM there."],
    ["BST", null],
    ["AEST", null],
    ["NZST", null],
    ["JST", null],
    ["UTC", null],
  ])("on 1 July 2025: %s → %s", (zone, note) => {
    expect(zoneInForceNote(july, zone)).toBe(note);
  });

  it("names every fixed-offset zone but UTC once, in a zone Intl knows", () => {
    const named = fixedZoneRegions.flatMap((region) => region.names);
    for (const zone of fixedOffsetZones) {
      expect(named.filter((name) => name === zone.value).length, zone.value).toBe(
        zone.value === "UTC" ? 0 : 1,
      );
    }
    for (const region of fixedZoneRegions) expect(isValidTimeZone(region.timeZone)).toBe(true);
  });

  it("gives a place the world clock shows the world clock's zone", () => {
    const shared = fixedZoneRegions.filter((region) =>
      worldClockCities.some((city) => city.name === zonePlace(region.timeZone)),
    );
    expect(shared.map((region) => zonePlace(region.timeZone))).toEqual([
      "New York",
      "Los Angeles",
      "London",
      "Paris",
      "Tokyo",
      "Sydney",
    ]);
    for (const region of shared) {
      const city = worldClockCities.find(
        (candidate) => candidate.name === zonePlace(region.timeZone),
      );
      expect(region.timeZone).toBe(city?.timeZone);
    }
  });

  it("agrees with the world clock at any instant: the conversion or its note shows the city's time", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        for (const region of fixedZoneRegions) {
          const city = worldClockCities.find(
            (candidate) => candidate.name === zonePlace(region.timeZone),
          );
          if (!city) continue;
          const cityTime = formatTime12(ms, city.timeZone);
          const converterZones = region.names.filter((name) =>
            fixedOffsetZones.some((zone) => zone.value === name),
          );
          for (const name of converterZones) {
            const note = zoneInForceNote(ms, name);
            if (note === null) expect(convertToFixedZone(ms, name)?.time).toBe(cityTime);
            else expect(note).toContain(`: ${cityTime} there.`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("zonedWallTimeToInstant", () => {
  it("converts a wall-clock time in a zone to the instant", () => {
    expect(zonedWallTimeToInstant("2025-07-01", "09:00", "America/New_York")).toEqual({
      ok: true,
      instantMs: Date.UTC(2025, 6, 1, 13),
      adjustment: "none",
    });
    expect(zonedWallTimeToInstant("2025-01-15", "09:00", "America/New_York")).toMatchObject({
      instantMs: Date.UTC(2025, 0, 15, 14),
    });
    expect(zonedWallTimeToInstant("2025-01-15", "00:30", "Asia/Kolkata")).toMatchObject({
      instantMs: Date.UTC(2025, 0, 14, 19, 0),
    });
  });

  it("moves a time skipped by the spring jump forward", () => {
    // New York jumped from 02:00 to 03:00 on 9 March 2025; 02:30 is read as 03:30 EDT.
    expect(zonedWallTimeToInstant("2025-03-09", "02:30", "America/New_York")).toEqual({
      ok: true,
      instantMs: Date.UTC(2025, 2, 9, 7, 30),
      adjustment: "skipped",
    });
    // Lord Howe moves by 30 minutes: 02:00 → 02:30 on 5 October 2025.
    expect(zonedWallTimeToInstant("2025-10-05", "02:15", "Australia/Lord_Howe")).toMatchObject({
      adjustment: "skipped",
      instantMs: Date.UTC(2025, 9, 4, 15, 45),
    });
  });

  it("takes the earlier of a repeated autumn time", () => {
    // 01:30 happens twice in New York on 2 November 2025: first at EDT (UTC−4).
    expect(zonedWallTimeToInstant("2025-11-02", "01:30", "America/New_York")).toEqual({
      ok: true,
      instantMs: Date.UTC(2025, 10, 2, 5, 30),
      adjustment: "repeated",
    });
  });

  it("rejects invalid dates, times and zones", () => {
    expect(zonedWallTimeToInstant("2025-02-30", "09:00", "UTC")).toEqual({
      ok: false,
      reason: "invalid-date",
    });
    expect(zonedWallTimeToInstant("2025-02-01", "25:00", "UTC")).toEqual({
      ok: false,
      reason: "invalid-time",
    });
    expect(zonedWallTimeToInstant("2025-02-01", "9am", "UTC")).toEqual({
      ok: false,
      reason: "invalid-time",
    });
    expect(zonedWallTimeToInstant("2025-02-01", "09:00", "Nowhere/Atlantis")).toEqual({
      ok: false,
      reason: "invalid-zone",
    });
  });

  it("round-trips: the instant shows the same wall time in that zone", () => {
    const zones = [
      "America/New_York",
      "Europe/London",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "UTC",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const minute = Math.floor(instant / 60_000) * 60_000;
          const offset = zoneOffsetMinutes(minute, zone) ?? 0;
          const wall = new Date(minute + offset * 60_000).toISOString();
          const conversion = zonedWallTimeToInstant(wall.slice(0, 10), wall.slice(11, 16), zone);
          expect(conversion.ok).toBe(true);
          if (!conversion.ok) return;
          // The same wall time may occur twice; the answer is the earlier, so it is never later.
          expect(conversion.instantMs).toBeLessThanOrEqual(minute);
          const back = zoneOffsetMinutes(conversion.instantMs, zone) ?? 0;
          expect(new Date(conversion.instantMs + back * 60_000).toISOString().slice(0, 16)).toBe(
            wall.slice(0, 16),
          );
        },
      ),
    );
  });
});

describe("zone names", () => {
  it("reads a zone id with spaces and slashes", () => {
    expect(readableZoneName("America/Argentina/Buenos_Aires")).toBe(
      "America / Argentina / Buenos Aires",
    );
  });
});
