/**
 * What the time zone page's zone fields make of their text: a zone (an IANA id, a city, a country
 * of one zone, an abbreviation), a beginning that suggestions can complete, or nothing at all. The
 * island loads this file, and the table of places it reads, when a zone field is first used.
 */
import { findPlaceZone, suggestPlaces, type PlaceZone } from "./places";
import { isValidTimeZone, readableZoneName } from "./timezone";

/** What a zone field's text is. */
export type ZoneEntry =
  | { readonly kind: "zone"; readonly zone: string; readonly hint: string | null }
  | { readonly kind: "partial"; readonly hint: string | null }
  | { readonly kind: "invalid" };

/** How many suggestions a field offers at once. */
export const suggestionLimit = 8;

/**
 * The offset of an Etc zone as people write it ("Etc/GMT+5" is five hours behind UTC); null for
 * any other zone.
 * @example fixedOffset("Etc/GMT+5") // "UTC−5"
 */
export function fixedOffset(zone: string): string | null {
  const match = /^Etc\/GMT([+-])(\d+)$/.exec(zone);
  if (!match) return null;
  return `UTC${match[1] === "+" ? "−" : "+"}${match[2] ?? ""}`;
}

/**
 * The line under a field that says how a place was read; null when the text is the zone's id.
 * @example placeHint("NYC", { name: "New York", zone: "America/New_York", note: null }) // "Read as America/New_York (New York)."
 */
export function placeHint(text: string, place: PlaceZone): string | null {
  const typedId = text.trim().toLowerCase().replace(/\s+/g, "_") === place.zone.toLowerCase();
  const offset = fixedOffset(place.zone);
  const zone = offset === null ? place.zone : `a fixed ${offset}`;
  const reading = typedId ? null : `Read as ${zone} (${place.name}).`;
  return [reading, place.note].filter((line) => line !== null).join(" ") || null;
}

/**
 * A zone field's text read as a time zone: a zone with the line that says how it was read, a
 * beginning of a place (or a country of several zones, to pick from), or invalid. A suggestion's
 * name reads back as its zone, so picking one puts its name in the field.
 * @example readZoneEntry("Tokyo") // { kind: "zone", zone: "Asia/Tokyo", hint: "Read as Asia/Tokyo (Tokyo)." }
 * @example readZoneEntry("New Yo") // { kind: "partial", hint: null }
 * @example readZoneEntry("Nowhere") // { kind: "invalid" }
 */
export function readZoneEntry(text: string): ZoneEntry {
  const match = findPlaceZone(text);
  if (match?.kind === "zone") {
    return { kind: "zone", zone: match.place.zone, hint: placeHint(text, match.place) };
  }
  if (match?.kind === "several") {
    return {
      kind: "partial",
      hint: `${match.name} has several time zones: pick the city you mean.`,
    };
  }
  // A name Intl knows that the table does not ("EST5EDT").
  if (isValidTimeZone(text.trim())) return { kind: "zone", zone: text.trim(), hint: null };
  return suggestPlaces(text, 1).length > 0 ? { kind: "partial", hint: null } : { kind: "invalid" };
}

/**
 * The places to offer for a field's text, best first: the zones of a country of several, or the
 * places whose names start with, contain or nearly match the text.
 * @example zoneSuggestions("tok")[0] // { name: "Tokyo", zone: "Asia/Tokyo", note: null }
 */
export function zoneSuggestions(text: string): readonly PlaceZone[] {
  const match = findPlaceZone(text);
  if (match?.kind === "several") return match.zones.slice(0, suggestionLimit);
  return suggestPlaces(text, suggestionLimit);
}

/**
 * A suggestion as its option reads: the place and, where it differs, its zone.
 * @example suggestionText({ name: "New York", zone: "America/New_York", note: null }) // "New York · America / New York"
 */
export function suggestionText(place: PlaceZone): string {
  const zone = fixedOffset(place.zone) ?? readableZoneName(place.zone);
  return place.name === place.zone ? zone : `${place.name} · ${zone}`;
}
