/**
 * Reads a unit as people type it: first the converters' own symbols with their case ('MB' is a
 * megabyte, 'Mb' a megabit, 'B' a byte, 'b' a bit, 'kB' a decimal kilobyte), then every name and
 * alias in any case. A word can have readings in several measures ('oz' is a weight, or a volume
 * next to 'ml'). Besides the converters' units it reads the variants people type (the UK gallon,
 * the short ton, the nautical mile, KiB to PiB).
 */
import { converterIds, type ConverterId } from "../measures";
import { converters, measureVariants } from "../measures/all";
import { measureUnitNames } from "../unit-pairs/names";
import { editDistance } from "../edit-distance";

export interface UnitReading {
  measure: ConverterId;
  key: string;
}

/**
 * The form a unit text is looked up in: superscripts as digits, no abbreviation dots, brackets,
 * hyphens or underscores, no spaces around a slash or after a degree sign, single spaces; lower
 * case unless the case is kept.
 * @example unitLookupText("Sq. Ft.", false) // "sq ft"
 * @example unitLookupText("km / h", true) // "km/h"
 */
export function unitLookupText(text: string, keepCase: boolean): string {
  const tidied = text
    .replace(/²/g, "2")
    .replace(/³/g, "3")
    .replace(/\^/g, "")
    .replace(/[º˚]/g, "°")
    .replace(/[.()_-]/g, " ")
    .replace(/\s*\/\s*/g, "/")
    .replace(/°\s+/g, "°")
    .replace(/\s+/g, " ")
    .trim();
  return keepCase ? tidied : tidied.toLowerCase();
}

interface UnitIndex {
  /** The converters' symbols, case kept. */
  symbols: Map<string, UnitReading[]>;
  /** Names, aliases and symbols in lower case. */
  words: Map<string, UnitReading[]>;
}

function add(map: Map<string, UnitReading[]>, text: string, reading: UnitReading): void {
  const readings = map.get(text) ?? [];
  if (!readings.some((known) => known.measure === reading.measure && known.key === reading.key)) {
    readings.push(reading);
  }
  map.set(text, readings);
}

function buildUnitIndex(): UnitIndex {
  const symbols = new Map<string, UnitReading[]>();
  const words = new Map<string, UnitReading[]>();
  for (const measure of converterIds) {
    const variants = measureVariants[measure].units;
    for (const unit of [...converters[measure].units, ...variants]) {
      add(symbols, unitLookupText(unit.symbol, true), { measure, key: unit.key });
    }
    for (const [key, names] of Object.entries(measureUnitNames[measure])) {
      for (const text of [names.singular, names.plural, names.heading, ...names.aliases]) {
        add(words, unitLookupText(text, false), { measure, key });
      }
      for (const symbol of names.caseSymbols ?? []) {
        add(symbols, unitLookupText(symbol, true), { measure, key });
      }
    }
    for (const { key, names } of variants) {
      for (const text of [names.singular, names.plural, ...names.aliases]) {
        add(words, unitLookupText(text, false), { measure, key });
      }
    }
  }
  // A symbol in lower case only where no name claims it: 'mb' stays a megabyte, not 'Mb'.
  for (const [symbol, readings] of symbols) {
    const lower = symbol.toLowerCase();
    if (!words.has(lower)) words.set(lower, readings);
  }
  return { symbols, words };
}

/** Every unit text of every measure, built once when Quick convert's code loads. */
const unitIndex = buildUnitIndex();

/**
 * Every reading of a unit text, best first (the case-sensitive symbol's, then the rest); empty for
 * a text that is no unit.
 * @example readUnit("Mb") // [{ measure: "data-storage", key: "megabit" }]
 * @example readUnit("oz").map((reading) => reading.measure) // ["weight", "volume"]
 */
export function readUnit(text: string): UnitReading[] {
  const known = readings.get(text);
  if (known) return known;
  const found = lookUp(text);
  if (readings.size >= cacheSize) readings.clear();
  readings.set(text, found);
  return found;
}

/** Every character of a unit's text, in lower case, and those unitLookupText tidies away. */
const unitCharacters = new Set([
  ..."²³^º˚.()_- /",
  ...[...unitIndex.words.keys(), ...unitIndex.symbols.keys()].flatMap((text) => [
    ...text.toLowerCase(),
  ]),
]);

/**
 * Whether a character can be part of a unit's text: a text with one that cannot is no unit, and
 * nor is any longer text that holds it (a reader of units can stop there).
 * @example isUnitCharacter("m") // true
 * @example isUnitCharacter("€") // false
 */
export function isUnitCharacter(character: string): boolean {
  return unitCharacters.has(character.toLowerCase());
}

/**
 * Whether some unit of a measure is written with a text that starts with the given one, as a unit
 * being typed does ('c' of 'cm').
 * @example unitTextStartsWith("fo", "length") // true (foot)
 */
export function unitTextStartsWith(start: string, measure: ConverterId): boolean {
  const lower = unitLookupText(start, false);
  if (lower === "") return false;
  for (const [text, readings] of unitIndex.words) {
    if (text.startsWith(lower) && readings.some((reading) => reading.measure === measure))
      return true;
  }
  return false;
}

/**
 * Texts already read: a query is read in several ways, each looking up the same words. A memo of a
 * pure lookup: what it returns never depends on what was read before.
 */
const readings = new Map<string, UnitReading[]>();
const cacheSize = 500;

function lookUp(text: string): UnitReading[] {
  const { symbols, words } = unitIndex;
  const exact = symbols.get(unitLookupText(text, true)) ?? [];
  const lower = unitLookupText(text, false);
  const found = words.get(lower);
  if (found) {
    // The symbol's own reading first ('Mb' a megabit), then the other readings ('oz' a volume too).
    const others = found.filter(
      (reading) =>
        !exact.some((known) => known.measure === reading.measure && known.key === reading.key),
    );
    return [...exact, ...others];
  }
  if (exact.length > 0) return exact;
  // A plural nobody listed ('hectares' is listed; 'sq kms' is not): try without the final s.
  return lower.length > 3 && lower.endsWith("s") ? (words.get(lower.slice(0, -1)) ?? []) : [];
}

/** Longer words may be further off: one edit up to 4 letters, two up to 8, else three. */
function allowedDistance(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

/** Only typed words of a sensible length get suggestions. */
const suggestionLengths = { min: 2, max: 24 };

/**
 * The units closest to a text that is no unit, best first (those of the preferred measure before
 * others), at most three.
 * @example closeUnits("fet")[0] // { measure: "length", key: "foot" }
 */
export function closeUnits(text: string, preferredMeasure?: ConverterId): UnitReading[] {
  const typed = unitLookupText(text, false);
  if (typed.length < suggestionLengths.min || typed.length > suggestionLengths.max) return [];
  const limit = allowedDistance(typed.length);
  const scored: { reading: UnitReading; score: number }[] = [];
  for (const [word, readings] of unitIndex.words) {
    if (word.length < suggestionLengths.min || Math.abs(word.length - typed.length) > limit)
      continue;
    const distance = editDistance(typed, word, limit);
    if (distance > limit) continue;
    for (const reading of readings) {
      const preferred = preferredMeasure === undefined || reading.measure === preferredMeasure;
      scored.push({ reading, score: distance + (preferred ? 0 : 10) });
    }
  }
  scored.sort((a, b) => a.score - b.score);
  const closest: UnitReading[] = [];
  for (const { reading } of scored) {
    if (closest.some((known) => known.measure === reading.measure && known.key === reading.key))
      continue;
    closest.push(reading);
    if (closest.length === 3) break;
  }
  return closest;
}
