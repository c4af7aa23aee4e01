import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { converterIds, findUnit, type ConverterId } from "../measures";
import { converters } from "../measures/all";
import { measureUnitNames } from "../unit-pairs/names";
import { findPair, unitPairs } from "../unit-pairs/pairs";
import {
  answerQuickQuery,
  answerSymbol,
  quickQueryMaxLength,
  tidyQuery,
  type QuickAnswer,
} from "./answer";
import { failingQueries, understoodQueries, variantQueries } from "./queries.fixture";
import { closeUnits, readUnit, unitLookupText } from "./unit-index";
import { parseNumericText, unsignedConverterRule } from "../input";
import { expressionFieldState } from "../calculator/field-reading";

type Answer = Extract<QuickAnswer, { kind: "answer" }>;

function answered(query: string): Answer {
  const answer = answerQuickQuery(query);
  if (answer.kind !== "answer") {
    throw new Error(`${query}: ${answer.kind === "error" ? answer.message : "no answer"}`);
  }
  return answer;
}

/**
 * What the converter itself shows for an amount and two units, with the symbol that says which
 * unit it is where the name has two meanings ('gal (US)').
 */
function converterShows(measure: ConverterId, value: number, from: string, to: string): string {
  const config = converters[measure];
  const unit = findUnit(config, to);
  const result = config.convert(value, from, to);
  if (!unit || result === null) throw new Error(`no conversion of ${value} ${from} to ${to}`);
  return config.formatResult(result, { ...unit, symbol: answerSymbol(measure, to) });
}

describe("real queries", () => {
  it("has at least 200 of them", () => {
    expect(understoodQueries.length + failingQueries.length).toBeGreaterThanOrEqual(200);
  });

  it.each(understoodQueries.map((entry) => [entry[0], entry] as const))(
    "reads %j",
    (query, entry) => {
      const [, from, to, value, shows] = entry;
      const answer = answered(query);
      expect({ from: answer.from, to: answer.to }).toEqual({ from, to });
      // 6 decimals: the spec's factors make 4 lb a hair less than 4/14 stone.
      expect(answer.value).toBeCloseTo(value, 6);
      expect(answer.resultText).toBe(converterShows(answer.measure, answer.value, from, to));
      if (shows !== undefined) expect(answer.resultText).toBe(shows);
    },
  );

  it.each(failingQueries)("answers %j with one helpful line", (query, phrase) => {
    const answer = answerQuickQuery(query);
    expect(answer.kind).toBe("error");
    if (answer.kind === "error") {
      expect(answer.message).toContain(phrase);
      expect(answer.message).not.toMatch(/\n|NaN|Infinity|undefined/);
    }
  });
});

describe("units people mean, named as what they are", () => {
  it.each(variantQueries.map((entry) => [entry[0], entry] as const))(
    "reads %j",
    (query, [, from, to, line, note]) => {
      const answer = answered(query);
      expect({ from: answer.from, to: answer.to }).toEqual({ from, to });
      expect(`${answer.sourceText} = ${answer.resultText}`).toBe(line);
      expect(answer.note).toBe(note);
    },
  );

  it("never reads a TiB as a TB, nor a decimal kB as the converter's KB", () => {
    for (const query of ["1 TiB in GB", "1 tib", "1 tebibyte in gb", "1 TiBs to MB"]) {
      const answer = answered(query);
      expect(answer.from, query).toBe("tebibyte");
      expect(answer.sourceText, query).toBe("1 TiB");
    }
    expect(readUnit("kB")[0]).toEqual({ measure: "data-storage", key: "kilobyte_decimal" });
    expect(readUnit("KB")[0]).toEqual({ measure: "data-storage", key: "kilobyte" });
    expect(readUnit("kb")[0]).toEqual({ measure: "data-storage", key: "kilobyte" });
    expect(readUnit("Kb")[0]).toEqual({ measure: "data-storage", key: "kilobit" });
  });

  it("links a binary unit to the pair page of the converter's unit of the same size", () => {
    const answer = answered("1 TiB in GB");
    expect(answer.link).toEqual({ from: "terabyte", to: "gigabyte" });
    expect(answer.pair).toEqual({
      slug: "terabytes-to-gigabytes",
      heading: "Terabytes to Gigabytes",
    });
    expect(answer.valueText).toBe("1");
  });

  it("links a decimal unit to the converter, which has no pair pages for it", () => {
    const answer = answered("1 kB in B");
    expect(answer.pair).toBeNull();
    expect(answer.link).toEqual({ from: "kilobyte_decimal", to: "byte" });
    expect(answer.valueText).toBe("1");
  });

  it("links a unit the converter does not have to the converter page alone", () => {
    const answer = answered("1 imperial gallon in liters");
    expect(answer.pair).toBeNull();
    expect(answer.link).toBeNull();
    expect(answer.valueText).toBeNull();
  });
});

describe("answers", () => {
  it("names the pair page and the amount for a link", () => {
    const answer = answered("5 ft 9 in to cm");
    expect(answer.pair).toEqual({ slug: "feet-to-centimeters", heading: "Feet to Centimeters" });
    expect(answer.sourceText).toBe("5 ft 9 in");
    // As typed, exact: the Value field reads it in feet (5.75 ft).
    expect(answer.valueText).toBe("5 ft 9 in");
    expect(answered(`5'9.3" to cm`).valueText).toBe("5 ft 9.3 in");
    expect(answered("11 st 3 lb to kg").valueText).toBe("11 st 3 lb");
    // The converter's Value field reads each such value as the amount the answer converted.
    for (const query of ["5 ft 9 in to cm", `5'9.3" to cm`, "11 st 3 lb to kg", "2 lb 3 oz to g"]) {
      const answer = answered(query);
      const field = { measure: answer.measure, unit: answer.link?.from ?? "" };
      const read = expressionFieldState(answer.valueText ?? "", field, unsignedConverterRule);
      expect(read.parsed, query).toMatchObject({ kind: "number" });
      const readValue = read.parsed.kind === "number" ? read.parsed.value : NaN;
      expect(readValue, query).toBeCloseTo(answer.value, 9);
    }
    expect(findPair("length", answer.from, answer.to)?.slug).toBe(answer.pair?.slug);
  });

  it("reads a number exactly as the converter fields do", () => {
    const typed = ["12", ".5", "1,5", "2,50", "0,125", "1,234", "1,234.5", "1/2", "1 1/2", "1e-7"];
    for (const text of typed) {
      const field = parseNumericText(text);
      expect(field.kind, text).toBe("number");
      expect(answered(`${text} kg to g`).value, text).toBe(field.kind === "number" && field.value);
    }
    expect(answerQuickQuery("1,2,3 kg to g")).toMatchObject({ kind: "error" });
    expect(parseNumericText("1,2,3").kind).toBe("invalid");
  });

  it("has no pair page for a unit into itself", () => {
    expect(answered("5 m to m").pair).toBeNull();
  });

  it("gives no link value that the Value field would refuse", () => {
    expect(answered("1e17 kg to lb").valueText).toBeNull();
    // A fraction goes as typed: the field reads it, and a third stays a third.
    expect(answered("1/3 cup to ml").valueText).toBe("1/3");
    expect(answered("⅓ cup to ml").valueText).toBe("1/3");
    expect(answered("1 1/2 cups to ml").valueText).toBe("1 1/2");
  });

  it("converts into the unit's counterpart when no target is given", () => {
    expect(answered("37 c")).toMatchObject({ to: "fahrenheit", resultText: "98.60°F" });
    expect(answered("10 in")).toMatchObject({ to: "centimeter", resultText: "25.4 cm" });
  });

  it("shows nothing for empty text", () => {
    expect(answerQuickQuery("")).toEqual({ kind: "empty" });
    expect(answerQuickQuery("  ?  ")).toEqual({ kind: "empty" });
  });

  it("tidies typography before reading", () => {
    expect(tidyQuery("What is 5′9″ in cm?")).toBe("5 ft 9 in in cm");
    expect(tidyQuery("1½ cups")).toBe("1 1/2 cups");
    expect(tidyQuery("−40 °C")).toBe("-40 °C");
  });
});

describe("unit reading", () => {
  it("tells megabits from megabytes and bits from bytes by case, and reads the rest in any case", () => {
    expect(readUnit("Mb")[0]).toEqual({ measure: "data-storage", key: "megabit" });
    expect(readUnit("MB")[0]).toEqual({ measure: "data-storage", key: "megabyte" });
    expect(readUnit("mb")[0]).toEqual({ measure: "data-storage", key: "megabyte" });
    expect(readUnit("b")[0]?.key).toBe("bit");
    expect(readUnit("B")[0]?.key).toBe("byte");
    expect(readUnit("KILOMETRES")[0]?.key).toBe("kilometer");
  });

  it("keeps g a gram and gal a gallon: standard gravity and the gal have names of their own", () => {
    expect(readUnit("g")).toEqual([{ measure: "weight", key: "gram" }]);
    expect(readUnit("G")).toEqual([{ measure: "weight", key: "gram" }]);
    expect(readUnit("gal")).toEqual([{ measure: "volume", key: "gallon" }]);
    expect(readUnit("Gal")[0]).toEqual({
      measure: "acceleration",
      key: "centimeter_per_second_squared",
    });
    for (const text of ["gn", "g0", "g-force", "gee", "standard gravity", "gₙ"]) {
      expect(readUnit(text), text).toEqual([{ measure: "acceleration", key: "standard_gravity" }]);
    }
  });

  it("tells the meganewton (MN) from the millinewton (mN, or mn in any case)", () => {
    expect(readUnit("MN")[0]).toEqual({ measure: "force", key: "meganewton" });
    expect(readUnit("mN")).toEqual([{ measure: "force", key: "millinewton" }]);
    expect(readUnit("mn")).toEqual([{ measure: "force", key: "millinewton" }]);
  });

  it("reads torque in either order of its words and a kN beside the knot", () => {
    for (const text of ["Nm", "N m", "N·m", "N-m", "nm"]) {
      expect(readUnit(text), text).toContainEqual({ measure: "torque", key: "newton_meter" });
    }
    for (const text of ["ft-lb", "ft lb", "lb ft", "lbf ft", "lb-ft", "foot-pounds"]) {
      expect(readUnit(text), text).toEqual([{ measure: "torque", key: "pound_force_foot" }]);
    }
    expect(readUnit("in-lb")).toEqual([{ measure: "torque", key: "pound_force_inch" }]);
    expect(readUnit("kN")[0]).toEqual({ measure: "force", key: "kilonewton" });
    expect(readUnit("kn")[0]).toEqual({ measure: "speed", key: "knots" });
  });

  it("reads ounces as weight first and as volume too", () => {
    expect(readUnit("oz").map((reading) => reading.key)).toEqual(["ounce", "fluid_ounce"]);
  });

  it("lists close units for a typo, those of the other unit's measure first", () => {
    expect(closeUnits("fet")[0]).toEqual({ measure: "length", key: "foot" });
    expect(closeUnits("x")).toEqual([]);
  });

  it.each(converterIds)("reads every %s name and alias, in any case, as its unit", (measure) => {
    for (const [key, names] of Object.entries(measureUnitNames[measure])) {
      for (const text of [names.singular, names.plural, names.heading, ...names.aliases]) {
        for (const variant of [text, text.toLowerCase(), text.toUpperCase()]) {
          const readings = readUnit(variant);
          expect(readings, `${variant} in ${measure}`).toContainEqual({ measure, key });
        }
      }
    }
  });

  it("keeps every alias to one unit per measure", () => {
    for (const measure of converterIds) {
      const seen = new Map<string, string>();
      for (const [key, names] of Object.entries(measureUnitNames[measure])) {
        for (const text of [names.singular, names.plural, names.heading, ...names.aliases]) {
          const lookup = unitLookupText(text, false);
          const owner = seen.get(lookup);
          expect(owner === undefined || owner === key, `${lookup}: ${owner} and ${key}`).toBe(true);
          seen.set(lookup, key);
        }
      }
    }
  });
});

/** The ways a unit can be written: every name and alias, and its symbol as the page prints it. */
function writings(measure: ConverterId, key: string): string[] {
  const names = measureUnitNames[measure][key];
  const symbol = findUnit(converters[measure], key)?.symbol ?? key;
  return names ? [symbol, names.singular, names.plural, ...names.aliases] : [symbol];
}

/** A typed amount for the converter: signed where it takes a minus, above 0 for fuel economy. */
function amount(measure: ConverterId): fc.Arbitrary<number> {
  const signed = converters[measure].inputRule.allowMinus;
  const min = measure === "fuel-economy" ? 1 : signed ? -1_000_000 : 0;
  return fc.integer({ min, max: 1_000_000 }).map((hundredths) => hundredths / 100);
}

describe("properties", () => {
  it("answers 'x unit to unit' for every pair as the converter does", () => {
    for (const pair of unitPairs) {
      fc.assert(
        fc.property(
          amount(pair.measure),
          fc.constantFrom(...writings(pair.measure, pair.from)),
          fc.constantFrom(...writings(pair.measure, pair.to)),
          fc.constantFrom(" to ", " in ", " into ", " = ", " -> ", " TO "),
          (value, fromText, toText, separator) => {
            const answer = answered(`${value} ${fromText}${separator}${toText}`);
            expect({ from: answer.from, to: answer.to }).toEqual({ from: pair.from, to: pair.to });
            expect(answer.resultText).toBe(converterShows(pair.measure, value, pair.from, pair.to));
          },
        ),
        { numRuns: 15 },
      );
    }
    // About 7,000 queries: a second or two, more on a busy machine.
  }, 60_000);

  it("never throws, prints NaN, Infinity or undefined, or takes long, whatever is typed", () => {
    const fragments = fc.constantFrom(
      "5",
      "-",
      ".",
      "/",
      "1/2",
      "1e",
      "e9",
      "9".repeat(30),
      ",",
      "'",
      '"',
      "½",
      "°",
      " ",
      "to",
      "in",
      "=",
      "->",
      "ft",
      "kg",
      "c",
      "oz",
      "mb",
      "how many",
      "a",
      "?",
      "ton",
      "sq",
      "m2",
      "(",
      "l/100km",
      "\u0000",
      "🙂",
      "İ",
    );
    const typed = fc.oneof(
      fc.string({ maxLength: 140 }),
      fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join("")),
      fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join(" ")),
    );
    // The first answer builds the unit index; after it, each answer takes a few milliseconds, and
    // the bound only catches text that would make reading slow (it allows for a busy machine).
    answerQuickQuery("5 ft to m");
    fc.assert(
      fc.property(typed, (text) => {
        const started = performance.now();
        const answer = answerQuickQuery(text);
        expect(performance.now() - started).toBeLessThan(250);
        const shown = answer.kind === "error" ? answer.message : JSON.stringify(answer);
        expect(shown).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it("stops reading text longer than a conversion", () => {
    const answer = answerQuickQuery(`5 ft ${"9 ".repeat(quickQueryMaxLength)}`);
    expect(answer.kind).toBe("error");
  });
});
