/**
 * The places people type when they mean a time zone: cities (the largest of the world and every
 * capital), countries, zone abbreviations, UTC offsets and IANA ids, each read as an IANA zone.
 * The data is text, parsed into an index on the first lookup.
 */
import { countryTable } from "./place-table";
import { editDistance } from "../edit-distance";

/** A place read as a time zone, with what the reader should know about it (or null). */
export interface PlaceZone {
  readonly name: string;
  readonly zone: string;
  readonly note: string | null;
}

/** What a typed place is: one zone, or a country of several zones with its main ones. */
export type PlaceZoneMatch =
  | { readonly kind: "zone"; readonly place: PlaceZone }
  | { readonly kind: "several"; readonly name: string; readonly zones: readonly PlaceZone[] };

/** State and province codes (the "+" after a city) with their names, for "Portland, Maine". */
const regionTable =
  "AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut," +
  "DE Delaware,DC District of Columbia,FL Florida,GA Georgia,HI Hawaii,ID Idaho,IL Illinois," +
  "IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,MD Maryland,MA Massachusetts," +
  "MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana,NE Nebraska,NV Nevada," +
  "NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York,NC North Carolina,ND North Dakota," +
  "OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania,RI Rhode Island,SC South Carolina," +
  "SD South Dakota,TN Tennessee,TX Texas,UT Utah,VT Vermont,VA Virginia,WA Washington," +
  "WV West Virginia,WI Wisconsin,WY Wyoming,AB Alberta,BC British Columbia,MB Manitoba," +
  "NB New Brunswick,NL Newfoundland,NS Nova Scotia,ON Ontario,QC Quebec,SK Saskatchewan," +
  "NSW New South Wales,VIC Victoria,QLD Queensland,ACT Australian Capital Territory," +
  "SA South Australia,NT Northern Territory,TAS Tasmania,SP São Paulo,RJ Rio de Janeiro";

/** What a reader should know about a place's zone, by the place's first name. */
const placeNotes: Readonly<Record<string, string>> = {
  Spain: "Spain is read as mainland Spain; the Canary Islands are an hour behind.",
  Portugal: "Portugal is read as Lisbon's time; the Azores are an hour behind.",
  Chile: "Chile is read as Santiago's time; Easter Island is two hours behind.",
  Ecuador: "Ecuador is read as mainland Ecuador; the Galápagos are an hour behind.",
  Georgia: "Georgia is read as the country; the US state is on Eastern Time (type Atlanta).",
  Congo: "Congo is read as the Republic of the Congo; for DR Congo type Kinshasa.",
  Ürümqi: "Ürümqi keeps Beijing time officially; many locals keep Xinjiang time, two hours behind.",
};

/**
 * "UTC−5" for the Etc zone of a fixed offset, whose name has the sign reversed ("Etc/GMT+5").
 * @example fixedOffsetName("Etc/GMT-10") // "UTC+10"
 */
function fixedOffsetName(zone: string): string {
  const hours = zone.slice("Etc/GMT".length);
  if (hours === "") return "UTC+0";
  return `UTC${hours.startsWith("+") ? "−" : "+"}${hours.slice(1)}`;
}

type Abbreviation = readonly [names: string, zone: string, note: string | null];

/**
 * An abbreviation of standard or summer time, read as its fixed offset all year, with a note on
 * the place that keeps it for part of the year and what to type for that place's own clock.
 */
function partOfYear(
  season: "summer" | "winter",
  names: string,
  zone: string,
  place: string,
  other: string,
  typeFor = place,
): Abbreviation {
  const name = names.split("=")[0] ?? names;
  const offset = fixedOffsetName(zone);
  return [
    names,
    zone,
    season === "winter"
      ? `${name} is ${offset} all year; for ${place}'s local time, which is on ${other} in summer, type ${typeFor}.`
      : `${name} is ${offset} all year; ${place} keeps it only in summer (${other} in winter): for its local time, type ${typeFor}.`,
  ];
}

/** Zone abbreviations and names of zones ("=" between names), each with its zone and a note. */
const abbreviations: readonly Abbreviation[] = [
  ["UTC=Z=Zulu=Coordinated Universal Time", "UTC", null],
  partOfYear("winter", "GMT=Greenwich Mean Time", "Etc/GMT", "London", "BST"),
  partOfYear(
    "winter",
    "EST=Eastern Standard Time",
    "Etc/GMT+5",
    "New York",
    "EDT",
    "ET or New York",
  ),
  partOfYear(
    "summer",
    "EDT=Eastern Daylight Time",
    "Etc/GMT+4",
    "New York",
    "EST",
    "ET or New York",
  ),
  ["ET=Eastern=Eastern Time", "America/New_York", null],
  [
    "CST=Central Standard Time",
    "Etc/GMT+6",
    "CST is read as US Central Standard Time, UTC−6 all year (China Standard Time is UTC+8: type China); for Chicago's local time, which is on CDT in summer, type CT or Chicago.",
  ],
  partOfYear("summer", "CDT=Central Daylight Time", "Etc/GMT+5", "Chicago", "CST", "CT or Chicago"),
  ["CT=Central=Central Time", "America/Chicago", null],
  partOfYear("winter", "MST=Mountain Standard Time", "Etc/GMT+7", "Denver", "MDT", "MT or Denver"),
  partOfYear("summer", "MDT=Mountain Daylight Time", "Etc/GMT+6", "Denver", "MST", "MT or Denver"),
  ["MT=Mountain=Mountain Time", "America/Denver", null],
  partOfYear(
    "winter",
    "PST=Pacific Standard Time",
    "Etc/GMT+8",
    "Los Angeles",
    "PDT",
    "PT or Los Angeles",
  ),
  partOfYear(
    "summer",
    "PDT=Pacific Daylight Time",
    "Etc/GMT+7",
    "Los Angeles",
    "PST",
    "PT or Los Angeles",
  ),
  ["PT=Pacific=Pacific Time", "America/Los_Angeles", null],
  partOfYear("winter", "AKST", "Etc/GMT+9", "Anchorage", "AKDT"),
  partOfYear("summer", "AKDT", "Etc/GMT+8", "Anchorage", "AKST"),
  ["HST=HT=Hawaii Time", "Pacific/Honolulu", null],
  [
    "AST=Atlantic Standard Time",
    "Etc/GMT+4",
    "AST is read as Atlantic Standard Time, UTC−4 all year (Arabia Standard Time is UTC+3: type Riyadh); for Halifax's local time, which is on ADT in summer, type Halifax.",
  ],
  partOfYear("summer", "ADT", "Etc/GMT+3", "Halifax", "AST"),
  [
    "NST=NDT",
    "America/St_Johns",
    "Read as St. John's local time, which is on NST (UTC−3:30) in winter and NDT (UTC−2:30) in summer.",
  ],
  ["NT=Newfoundland Time", "America/St_Johns", null],
  [
    "BST=British Summer Time",
    "Etc/GMT-1",
    "BST is read as British Summer Time, UTC+1 all year (Bangladesh Standard Time is UTC+6: type Dhaka); London keeps it only in summer: for its local time, type London.",
  ],
  [
    "IST",
    "Asia/Kolkata",
    "IST is read as India Standard Time (UTC+5:30); for Irish Standard Time type Dublin, for Israel Standard Time type Jerusalem.",
  ],
  ["India Standard Time", "Asia/Kolkata", null],
  partOfYear(
    "winter",
    "CET=Central European Time",
    "Etc/GMT-1",
    "Paris",
    "CEST",
    "Paris or another city",
  ),
  partOfYear(
    "summer",
    "CEST=Central European Summer Time",
    "Etc/GMT-2",
    "Paris",
    "CET",
    "Paris or another city",
  ),
  partOfYear("winter", "EET=Eastern European Time", "Etc/GMT-2", "Athens", "EEST"),
  partOfYear("summer", "EEST", "Etc/GMT-3", "Athens", "EET"),
  partOfYear("winter", "WET", "Etc/GMT", "Lisbon", "WEST"),
  partOfYear("summer", "WEST", "Etc/GMT-1", "Lisbon", "WET"),
  ["MSK=Moscow Time", "Europe/Moscow", null],
  ["GST=Gulf Standard Time", "Asia/Dubai", null],
  ["PKT", "Asia/Karachi", null],
  ["ICT", "Asia/Bangkok", null],
  ["WIB", "Asia/Jakarta", null],
  ["WITA", "Asia/Makassar", null],
  ["WIT", "Asia/Jayapura", null],
  ["SGT", "Asia/Singapore", null],
  ["PHT", "Asia/Manila", null],
  ["HKT", "Asia/Hong_Kong", null],
  ["China Standard Time=Beijing Time", "Asia/Shanghai", null],
  ["JST=Japan Standard Time", "Asia/Tokyo", null],
  ["KST=Korea Standard Time", "Asia/Seoul", null],
  ["AWST", "Australia/Perth", null],
  [
    "ACST",
    "Australia/Darwin",
    "ACST is read as Darwin's time, UTC+9:30 all year; Adelaide is an hour ahead in summer.",
  ],
  partOfYear(
    "winter",
    "AEST=Australian Eastern Standard Time",
    "Etc/GMT-10",
    "Sydney",
    "AEDT",
    "AET or Sydney",
  ),
  partOfYear(
    "summer",
    "AEDT=Australian Eastern Daylight Time",
    "Etc/GMT-11",
    "Sydney",
    "AEST",
    "AET or Sydney",
  ),
  ["AET", "Australia/Sydney", null],
  partOfYear("winter", "NZST", "Etc/GMT-12", "Auckland", "NZDT"),
  partOfYear("summer", "NZDT", "Etc/GMT-13", "Auckland", "NZST"),
  ["NZT", "Pacific/Auckland", null],
  ["SAST", "Africa/Johannesburg", null],
  ["CAT", "Africa/Maputo", null],
  ["EAT", "Africa/Nairobi", null],
  ["WAT", "Africa/Lagos", null],
  ["BRT", "America/Sao_Paulo", null],
  ["ART", "America/Argentina/Buenos_Aires", null],
  ["IRST", "Asia/Tehran", null],
  ["AoE=Anywhere on Earth", "Etc/GMT+12", null],
];

/** Letters that Unicode does not decompose into a base letter and a mark. */
const unaccentedLetters: Readonly<Record<string, string>> = {
  ł: "l",
  ı: "i",
  ø: "o",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
};

/** A name as lookups compare it: lower case, no accents, dots or apostrophes, single spaces. */
function lookupKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[łıøßæœđðþ]/g, (letter) => unaccentedLetters[letter] ?? letter)
    .replace(/[.'’ʻ`]/g, "")
    .replace(/[\s_-]+/g, " ")
    .trim();
}

/** A city: one entry of the country table. */
interface CityEntry {
  readonly kind: "city";
  readonly place: PlaceZone;
  readonly keys: readonly string[];
  /** The country's names and the city's region codes, as lookup keys. */
  readonly qualifiers: ReadonlySet<string>;
  /** A larger city elsewhere takes the bare name. */
  readonly secondary: boolean;
  readonly major: boolean;
  /** Its place among its zone's cities, largest first. */
  readonly rank: number;
}

type Entry =
  | CityEntry
  | {
      readonly kind: "abbreviation" | "country";
      readonly place: PlaceZone;
      readonly keys: readonly string[];
    }
  | {
      readonly kind: "several";
      readonly name: string;
      readonly keys: readonly string[];
      readonly zones: readonly PlaceZone[];
    };

interface PlaceIndex {
  /** Every entry in order: abbreviations, cities, countries. */
  readonly entries: readonly Entry[];
  readonly byKey: ReadonlyMap<string, readonly Entry[]>;
  /** Region codes and names, as keys, to the code's key. */
  readonly regionCodes: ReadonlyMap<string, string>;
  /** Every zone id the tables name or Intl lists, by its key. */
  readonly zoneIds: ReadonlyMap<string, string>;
}

let placeIndex: PlaceIndex | null = null;

interface ParsedCity {
  readonly names: readonly string[];
  readonly regions: readonly string[];
  readonly secondary: boolean;
  readonly major: boolean;
  readonly zone: string;
  readonly rank: number;
}

interface ParsedCountry {
  readonly names: readonly string[];
  readonly zones: { readonly zone: string; readonly main: boolean; cities: ParsedCity[] }[];
}

/** The country table as records; a zone named twice under a country is one zone. */
function parseCountries(): ParsedCountry[] {
  const countries: ParsedCountry[] = [];
  for (const line of countryTable.split("\n")) {
    if (line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      countries.push({ names: line.split("="), zones: [] });
      continue;
    }
    const country = countries.at(-1);
    if (!country) continue;
    const text = line.trim();
    const colon = text.indexOf(":");
    const main = text.startsWith("*");
    const cityTexts = text
      .slice(colon + 1)
      .split(",")
      .map((city) => city.trim())
      .filter((city) => city !== "");
    let zone = text.slice(main ? 1 : 0, colon);
    if (!zone.includes("/")) {
      const firstName = (cityTexts[0] ?? "").replace(/^[~!]/, "").split(/[=+]/)[0] ?? "";
      zone += `/${firstName.normalize("NFD").replace(/\p{M}/gu, "").replaceAll(" ", "_")}`;
    }
    let group = country.zones.find((candidate) => candidate.zone === zone);
    if (!group) {
      group = { zone, main, cities: [] };
      country.zones.push(group);
    }
    for (const cityText of cityTexts) {
      const [names = "", ...regions] = cityText.replace(/^[~!]/, "").split("+");
      group.cities.push({
        names: names.split("="),
        regions,
        secondary: cityText.startsWith("~"),
        major: cityText.startsWith("!"),
        zone,
        rank: group.cities.length,
      });
    }
  }
  return countries;
}

function buildIndex(): PlaceIndex {
  const regionCodes = new Map<string, string>();
  const regionNames = new Map<string, string>();
  for (const region of regionTable.split(",")) {
    const space = region.indexOf(" ");
    const code = lookupKey(region.slice(0, space));
    const name = region.slice(space + 1);
    regionCodes.set(code, code);
    if (!regionCodes.has(lookupKey(name))) regionCodes.set(lookupKey(name), code);
    regionNames.set(code, name);
  }

  const entries: Entry[] = [];
  const zoneIds = new Map<string, string>();
  for (const [namesText, zone, note] of abbreviations) {
    const names = namesText.split("=");
    const name = names[0] ?? namesText;
    entries.push({ kind: "abbreviation", place: { name, zone, note }, keys: names.map(lookupKey) });
    zoneIds.set(lookupKey(zone), zone);
  }

  const countryEntries: Entry[] = [];
  for (const country of parseCountries()) {
    const countryName = country.names[0] ?? "";
    const countryKeys = country.names.map(lookupKey);
    // A city whose name a larger one takes is shown with its region or country.
    const shownPlace = (city: ParsedCity): PlaceZone => {
      const name = city.names[0] ?? "";
      const region = city.regions[0];
      const qualifier =
        region === undefined ? countryName : (regionNames.get(lookupKey(region)) ?? region);
      return {
        name: city.secondary ? `${name}, ${qualifier}` : name,
        zone: city.zone,
        note: placeNotes[name] ?? null,
      };
    };
    for (const { zone, cities } of country.zones) {
      zoneIds.set(lookupKey(zone), zone);
      for (const city of cities) {
        entries.push({
          kind: "city",
          place: shownPlace(city),
          keys: city.names.map(lookupKey),
          qualifiers: new Set([...countryKeys, ...city.regions.map(lookupKey)]),
          secondary: city.secondary,
          major: city.major,
          rank: city.rank,
        });
      }
    }
    const mainZones = country.zones.filter((zone) => zone.main);
    countryEntries.push(
      mainZones.length >= 2
        ? {
            kind: "several",
            name: countryName,
            keys: countryKeys,
            zones: mainZones.flatMap(({ cities }) => (cities[0] ? [shownPlace(cities[0])] : [])),
          }
        : {
            kind: "country",
            place: {
              name: countryName,
              zone: country.zones[0]?.zone ?? "UTC",
              note: placeNotes[countryName] ?? null,
            },
            keys: countryKeys,
          },
    );
  }
  entries.push(...countryEntries);

  const supportedZones =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  for (const zone of supportedZones) {
    if (!zoneIds.has(lookupKey(zone))) zoneIds.set(lookupKey(zone), zone);
  }

  const byKey = new Map<string, Entry[]>();
  for (const entry of entries) {
    for (const key of new Set(entry.keys)) {
      const list = byKey.get(key);
      if (list) list.push(entry);
      else byKey.set(key, [entry]);
    }
  }
  return { entries, byKey, regionCodes, zoneIds };
}

function index(): PlaceIndex {
  placeIndex ??= buildIndex();
  return placeIndex;
}

function matchOf(entry: Entry): PlaceZoneMatch {
  return entry.kind === "several"
    ? { kind: "several", name: entry.name, zones: entry.zones }
    : { kind: "zone", place: entry.place };
}

/** What a name means, or with a country or region after it, which of the cities of that name. */
function lookupName(name: string, qualifier: string | null): PlaceZoneMatch | null {
  const places = index();
  const candidates = places.byKey.get(name) ?? [];
  if (qualifier === null) {
    const entry =
      candidates.find((candidate) => candidate.kind !== "city" || !candidate.secondary) ??
      candidates[0];
    return entry ? matchOf(entry) : null;
  }
  const regionCode = places.regionCodes.get(qualifier);
  const qualified = candidates.filter(
    (candidate): candidate is CityEntry =>
      candidate.kind === "city" &&
      (candidate.qualifiers.has(qualifier) ||
        (regionCode !== undefined && candidate.qualifiers.has(regionCode))),
  );
  const entry = qualified.find((candidate) => !candidate.secondary) ?? qualified[0];
  return entry ? matchOf(entry) : null;
}

/** "UTC+5", "GMT-3", "UTC+05:00": a whole-hour offset as its Etc zone (whose sign is reversed). */
function offsetPlace(text: string): PlaceZone | null {
  const match = /^(?:utc|gmt)\s*([+\-−])\s*(\d{1,2})(?::?00)?$/i.exec(text);
  if (!match) return null;
  const hours = Number(match[2]);
  const east = match[1] === "+";
  if (hours > (east ? 14 : 12)) return null;
  if (hours === 0) return { name: "UTC", zone: "UTC", note: null };
  const name = `UTC${east ? "+" : "−"}${hours}`;
  return { name, zone: `Etc/GMT${east ? "-" : "+"}${hours}`, note: null };
}

/** An IANA id typed in any case, with spaces for underscores; null if Intl does not know it. */
function zoneIdPlace(text: string): PlaceZone | null {
  let zone = index().zoneIds.get(lookupKey(text));
  if (zone === undefined && text.includes("/")) {
    try {
      // Intl reads zone ids in any case and knows renamed ones (Europe/Kyiv) that it does not list.
      zone = new Intl.DateTimeFormat("en-US", {
        timeZone: text.trim().replace(/\s+/g, "_"),
      }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  }
  if (zone === undefined) return null;
  const note = /^Etc\/GMT[+-]/.test(zone)
    ? `${zone} is ${fixedOffsetName(zone)}: the sign of an Etc/GMT name is reversed.`
    : null;
  return { name: zone, zone, note };
}

/**
 * The time zone of a typed place: a city ("Tokyo", "sao paulo", "Portland, Maine"), a country of
 * one zone ("Japan"), an abbreviation ("EST", with a note), an offset ("UTC+5") or an IANA id
 * ("america/new york"); for a country of several zones, its main ones; null when nothing matches.
 * @example findPlaceZone("NYC") // { kind: "zone", place: { name: "New York", zone: "America/New_York", note: null } }
 * @example findPlaceZone("United States")?.kind // "several"
 */
export function findPlaceZone(text: string): PlaceZoneMatch | null {
  const trimmed = text.trim();
  const offset = offsetPlace(trimmed);
  if (offset) return { kind: "zone", place: offset };

  const comma = trimmed.indexOf(",");
  if (comma >= 0) {
    const qualifier = lookupKey(trimmed.slice(comma + 1));
    return lookupName(lookupKey(trimmed.slice(0, comma)), qualifier === "" ? null : qualifier);
  }
  const key = lookupKey(trimmed);
  if (key === "") return null;
  const named = lookupName(key, null);
  if (named) return named;
  if (!trimmed.includes("/")) {
    // "valencia venezuela", "san jose costa rica": the longest known name first.
    const words = key.split(" ");
    for (let split = words.length - 1; split >= 1; split -= 1) {
      const match = lookupName(words.slice(0, split).join(" "), words.slice(split).join(" "));
      if (match) return match;
    }
  }
  const zone = zoneIdPlace(trimmed);
  return zone ? { kind: "zone", place: zone } : null;
}

/** How many typos a partial entry of this length may have and still find a name. */
function typoLimit(length: number): number {
  if (length < 4) return 0;
  return length < 6 ? 1 : 2;
}

/** How well a name matches a partial entry: 0 whole, 1 its start, 2 within it, 3 by typos. */
function matchTier(name: string, partial: string, maxTypos: number): number | null {
  if (name === partial) return 0;
  if (name.startsWith(partial)) return 1;
  if (name.includes(partial)) return 2;
  if (maxTypos === 0) return null;
  return editDistance(partial, name.slice(0, partial.length), maxTypos) <= maxTypos ? 3 : null;
}

/**
 * Up to `limit` places for a partial entry, best first: names that are or start with it, then
 * names that contain it, then names a typo or two away; the largest cities first within each.
 * Countries of several zones are left out (they have no one zone).
 * @example suggestPlaces("tok", 3)[0] // { name: "Tokyo", zone: "Asia/Tokyo", note: null }
 */
export function suggestPlaces(partial: string, limit = 8): readonly PlaceZone[] {
  const key = lookupKey(partial);
  if (key === "" || limit <= 0) return [];
  const places = index();
  const maxTypos = typoLimit(key.length);
  const scored: { place: PlaceZone; score: readonly number[] }[] = [];
  places.entries.forEach((entry, order) => {
    if (entry.kind === "several") return;
    const tiers = entry.keys.flatMap((name) => matchTier(name, key, maxTypos) ?? []);
    if (tiers.length === 0) return;
    const tier = Math.min(...tiers);
    const size = entry.kind === "city" ? (entry.major ? 0 : entry.secondary ? 2 : 1) : 1;
    // A country ranks with the first city of a zone; an abbreviation typed in part comes last.
    const rank =
      entry.kind === "city" ? entry.rank : entry.kind === "abbreviation" && tier > 0 ? 100 : 0;
    scored.push({ place: entry.place, score: [tier, size, rank, order] });
  });
  if (key.includes("/")) {
    for (const zone of places.zoneIds.values()) {
      const tier = matchTier(lookupKey(zone), key, 0);
      if (tier !== null) {
        scored.push({
          place: { name: zone, zone, note: null },
          score: [tier, 1, 0, scored.length],
        });
      }
    }
  }
  scored.sort((a, b) => {
    for (let i = 0; i < a.score.length; i += 1) {
      const difference = (a.score[i] ?? 0) - (b.score[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  const suggestions: PlaceZone[] = [];
  const seen = new Set<string>();
  for (const { place } of scored) {
    const id = `${place.name}|${place.zone}`;
    if (seen.has(id)) continue;
    seen.add(id);
    suggestions.push(place);
    if (suggestions.length === limit) break;
  }
  return suggestions;
}
