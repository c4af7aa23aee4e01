import { describe, expect, it } from "vitest";
import fc from "fast-check";
import TimezoneConverter from "../components/calculators/TimezoneConverter";
import { formatIsoDate, todayInTimeZone } from "../lib/calendar-date";
import {
  cityClock,
  convertToFixedZone,
  fixedOffsetZones,
  fixedZoneNote,
  formatLongDateInZone,
  formatTime12,
  formatZoneOffset,
  readableZoneName,
  worldClockCities,
  zonedWallTimeToInstant,
  zoneInForceNote,
} from "../lib/timezone/timezone";
import { fieldsReader, serverEarlyParts } from "./server-html";
import { timezoneEarlyTexts } from "./timezone";

interface Fields {
  "fixed-zone": string;
  "any-zone": string;
  "compare-date": string;
  "compare-time": string;
  "compare-zone": string;
}

const defaults: Fields = {
  "fixed-zone": "UTC",
  "any-zone": "Asia/Kolkata",
  "compare-date": "",
  "compare-time": "09:00",
  "compare-zone": "",
};

const reader =
  (fields: Partial<Fields>) =>
  (name: string): string | undefined =>
    ({ ...defaults, ...fields })[name as keyof Fields];

function cityTexts(prefix: string, instantMs: number): Record<string, string> {
  return Object.fromEntries(
    worldClockCities.flatMap((city) => {
      const reading = cityClock(instantMs, city.timeZone);
      if (!reading.ok) throw new Error(`${city.timeZone}: ${reading.message}`);
      return [
        [`${prefix}-time ${city.timeZone}`, reading.time],
        [`${prefix}-date ${city.timeZone}`, reading.date],
      ];
    }),
  );
}

/** The texts the hydrated island renders (TimezoneConverter.tsx) for valid fields at `nowMs`. */
function islandTexts(fields: Fields, nowMs: number, localZone: string, comparedMs: number) {
  const fixedZone = fixedOffsetZones.find((zone) => zone.value === fields["fixed-zone"]);
  const converted = convertToFixedZone(nowMs, fields["fixed-zone"]);
  if (!fixedZone || !converted) throw new Error(`no fixed zone ${fields["fixed-zone"]}`);
  const anyZone = fields["any-zone"].trim();
  return {
    "local-time": formatTime12(nowMs, localZone),
    "local-date": formatLongDateInZone(nowMs, localZone),
    "local-zone": localZone,
    "local-offset": ` (${formatZoneOffset(nowMs, localZone)})`,
    "converted-time": converted.time,
    "converted-date": converted.date,
    "fixed-zone-note": fixedZoneNote(fixedZone),
    "zone-in-force": zoneInForceNote(nowMs, fixedZone.value) ?? " ",
    ...cityTexts("city", nowMs),
    "any-zone-name": readableZoneName(anyZone),
    "any-zone-time": formatTime12(nowMs, anyZone),
    "any-zone-date": formatLongDateInZone(nowMs, anyZone),
    "any-zone-offset": formatZoneOffset(nowMs, anyZone),
    ...cityTexts("compare", comparedMs),
  };
}

const summerNoon = Date.UTC(2025, 6, 1, 14);
const zones = [
  "America/New_York",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Asia/Kathmandu",
  "Europe/London",
  "Pacific/Kiritimati",
  "Pacific/Honolulu",
  "UTC",
];

describe("timezoneEarlyTexts", () => {
  it("fills every slot of the island's server HTML from its own fields", () => {
    const server = serverEarlyParts(TimezoneConverter);
    expect(server.fields).toEqual(defaults);
    const texts = timezoneEarlyTexts(fieldsReader(server.fields), summerNoon, "America/New_York");
    expect(Object.keys(texts ?? {}).sort()).toEqual(Object.keys(server.slots).sort());
    for (const [name, text] of Object.entries(server.slots)) {
      // A text node to rewrite; the clock's slots say "Loading..." or nothing on the server.
      expect(text, name).not.toBe("");
      if (name === "fixed-zone-note" || name === "any-zone-name") {
        expect(texts?.[name], name).toBe(text);
      } else {
        expect(["Loading...", " "], name).toContain(text);
      }
    }
  });

  it("answers the default fields as the island does in New York on 1 July 2025, 14:00 UTC", () => {
    const texts = timezoneEarlyTexts(reader({}), summerNoon, "America/New_York");
    expect(texts).toMatchObject({
      "local-time": "10:00:00 AM",
      "local-date": "Tuesday, July 1, 2025",
      "local-zone": "America/New_York",
      "local-offset": " (UTC−04:00)",
      "converted-time": "2:00:00 PM",
      "converted-date": "Tuesday, July 1, 2025",
      "fixed-zone-note":
        "UTC is a fixed offset of UTC+00:00 and does not change for daylight saving time.",
      "city-time Asia/Tokyo": "23:00",
      "city-date Australia/Sydney": "Wed, Jul 2",
      "any-zone-name": "Asia / Kolkata",
      "any-zone-time": "7:30:00 PM",
      "any-zone-offset": "UTC+05:30",
      // 09:00 today in New York (EDT).
      "compare-time Europe/London": "14:00",
      "compare-date Europe/London": "Tue, Jul 1",
      "compare-time Asia/Tokyo": "22:00",
    });
    const jst = timezoneEarlyTexts(reader({ "fixed-zone": "JST" }), summerNoon, "UTC");
    expect(jst?.["converted-time"]).toBe("11:00:00 PM");
    expect(jst?.["fixed-zone-note"]).toBe(
      "JST is a fixed offset of UTC+09:00 and does not change for daylight saving time.",
    );
    const lordHowe = timezoneEarlyTexts(
      reader({ "any-zone": " Australia/Lord_Howe " }),
      summerNoon,
      "UTC",
    );
    expect(lordHowe).toMatchObject({
      "any-zone-name": "Australia / Lord Howe",
      "any-zone-time": "12:30:00 AM",
      "any-zone-date": "Wednesday, July 2, 2025",
      "any-zone-offset": "UTC+10:30",
    });
    const january = timezoneEarlyTexts(
      reader({ "compare-date": "2025-01-15", "compare-zone": "America/New_York" }),
      summerNoon,
      "Asia/Kolkata",
    );
    expect(january?.["compare-time Australia/Sydney"]).toBe("01:00");
    expect(january?.["compare-date Australia/Sydney"]).toBe("Thu, Jan 16");
  });

  it("equals the island's texts for any clock, zone and fields", () => {
    const date = fc
      .record({
        year: fc.integer({ min: 1970, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(formatIsoDate);
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(
        ([hours, minutes]) =>
          `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`,
      );
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        fc.record({
          "fixed-zone": fc.constantFrom(...fixedOffsetZones.map((zone) => zone.value)),
          "any-zone": fc.constantFrom(...zones),
          "compare-date": fc.oneof(fc.constant(""), date),
          "compare-time": time,
          "compare-zone": fc.oneof(fc.constant(""), fc.constantFrom(...zones)),
        }),
        (nowMs, localZone, fields) => {
          const texts = timezoneEarlyTexts(reader(fields), nowMs, localZone);
          // The island fills an untouched compared zone and date with the visitor's zone and today.
          const zone = fields["compare-zone"] === "" ? localZone : fields["compare-zone"];
          const day = fields["compare-date"] || todayInTimeZone(new Date(nowMs), zone);
          const comparison = zonedWallTimeToInstant(day, fields["compare-time"], zone);
          if (!comparison.ok || comparison.adjustment !== "none") {
            // The island adds a note about the daylight-saving change: left to it.
            expect(texts).toBeNull();
            return;
          }
          expect(texts).toEqual(islandTexts(fields, nowMs, localZone, comparison.instantMs));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves to the island what it answers with a message", () => {
    const cases: Partial<Fields>[] = [
      { "any-zone": "Mars/Olympus_Mons" },
      { "any-zone": "" },
      { "any-zone": "   " },
      { "compare-zone": "Nowhere" },
      { "compare-zone": " " },
      { "compare-time": "" },
      { "compare-date": "2025-02-30" },
      { "fixed-zone": "XYZ" },
      // 02:30 does not exist in New York on 9 March 2025; 01:30 happens twice on 2 November.
      { "compare-date": "2025-03-09", "compare-time": "02:30", "compare-zone": "America/New_York" },
      { "compare-date": "2025-11-02", "compare-time": "01:30", "compare-zone": "America/New_York" },
    ];
    for (const fields of cases) {
      expect(
        timezoneEarlyTexts(reader(fields), summerNoon, "UTC"),
        JSON.stringify(fields),
      ).toBeNull();
    }
    expect(timezoneEarlyTexts(() => undefined, summerNoon, "UTC")).toBeNull();
  });
});
