/**
 * The note of a pair page whose unit's name also means another unit: which one the page converts
 * (US gallons, binary terabytes) and the exact size of the other, from the definitions.
 */
import { type ConverterId } from "../measures";
import {
  converters,
  findKnownUnit,
  knownUnitNames,
  measureVariants,
  type KnownUnit,
} from "../measures/all";
import { measureUnitMeanings } from "../measures/page-parts";
import { quotient, toNumber, type Exact } from "../measures/exact";
import { terminatingDecimal } from "../measures/exact-decimal";

/** 'A' or 'An' before a name. */
function article(name: string, capital: boolean): string {
  const word = /^[aeiou]/i.test(name) ? "an" : "a";
  return capital ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
}

/** A size in another unit: every digit where the decimal ends, else the converter's format. */
function sizeText(measure: ConverterId, size: Exact, unit: KnownUnit): string {
  const digits = terminatingDecimal(size, true);
  return digits === null
    ? converters[measure].formatResult(toNumber(size), unit)
    : `${digits} ${unit.symbol}`;
}

/**
 * The note for a unit of a pair page, or null when its name means only one unit.
 * @example unitReadingNote("volume", "gallon")?.startsWith("These are US gallons: 1 gal = ") // true
 * @example unitReadingNote("length", "meter") // null
 */
export function unitReadingNote(measure: ConverterId, key: string): string | null {
  const variants = measureVariants[measure];
  const others = variants.ambiguous[key];
  const meaning = measureUnitMeanings(measure)[key];
  const unit = findKnownUnit(measure, key);
  const sizeUnit = meaning && findKnownUnit(measure, meaning.sizeIn);
  const size = unit?.exact;
  const sizeUnitSize = sizeUnit?.exact;
  if (!others || !meaning || !unit || !size || !sizeUnit || !sizeUnitSize) return null;
  const inSizeUnit = (of: Exact) => sizeText(measure, quotient(of, sizeUnitSize), sizeUnit);
  const qualified = { ...unit, symbol: `${unit.symbol}${variants.reading.symbolSuffix ?? ""}` };
  const sentences = others.map((other, position) => {
    const otherUnit = findKnownUnit(measure, other.key);
    const name = knownUnitNames(measure, other.key)?.singular;
    if (!otherUnit?.exact || name === undefined)
      throw new Error(`${measure}: no unit ${other.key}`);
    const inThisUnit = converters[measure].formatResult(
      toNumber(quotient(otherUnit.exact, size)),
      qualified,
    );
    return `${article(name, position === 0)} ${name} is ${inSizeUnit(otherUnit.exact)} = ${inThisUnit}`;
  });
  return `These are ${meaning.meaning}: 1 ${unit.symbol} = ${inSizeUnit(size)}. ${sentences.join(", and ")}.`;
}
