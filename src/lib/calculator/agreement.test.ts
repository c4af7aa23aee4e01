/**
 * The calculator and the converters agree: for random amounts and unit pairs of every measure it
 * computes with, the calculator's exact answer rounds to every digit the converter shows.
 */
import { describe, expect, test } from "vitest";
import { converterIds } from "../measures";
import { converters } from "../measures/all";
import { answerSymbol } from "../quick-convert/answer";
import { measureKinds } from "./dimensions";
import { calculate } from "./calculate";
import { absolute, compare, difference, exact, type Exact } from "./rational";

/** A small deterministic generator, so that a failure can be repeated. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A shown number ('1,234.5', '1.2e-7', '1.2 × 10⁻⁷') as an exact number and its last place. */
function shownNumber(text: string): { value: Exact; lastPlace: Exact } | null {
  const superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  const plain = text
    .replace(/ × 10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/, (_match, power: string) => {
      const digits = [...power].map((glyph) =>
        glyph === "⁻" ? "-" : String(superscripts.indexOf(glyph)),
      );
      return `e${digits.join("")}`;
    })
    .replace(/e\+/, "e")
    .replaceAll(",", "");
  const match = /^-?(\d+)(?:\.(\d+))?(?:e(-?\d+))?$/.exec(plain);
  if (!match) return null;
  // Zeros that end a whole number are not shown digits: 67,701,200 is 677,012 hundreds.
  const wholeDigits = match[1] ?? "";
  const trailingZeros =
    match[2] === undefined ? wholeDigits.length - wholeDigits.replace(/0+$/, "").length : 0;
  const decimals = (match[2] ?? "").length - Number(match[3] ?? 0) - trailingZeros;
  return { value: exact(plain), lastPlace: exact(`1e${-decimals}`) };
}

const measures = converterIds.filter((id) => measureKinds[id] !== undefined);
const random = generator(20261202);

describe("the calculator and the converters agree to every shown digit", () => {
  test.each(measures)("%s", (measure) => {
    const config = converters[measure];
    const units = config.units;
    let compared = 0;
    for (let trial = 0; trial < 40; trial += 1) {
      const from = units[Math.floor(random() * units.length)];
      const to = units[Math.floor(random() * units.length)];
      if (!from || !to) continue;
      const value = Number((random() * 10 ** Math.floor(random() * 6 - 1)).toPrecision(4));
      if (config.validate(value) !== null) continue;
      const converted = config.convert(value, from.key, to.key);
      if (converted === null) continue;
      const shownText = config.formatResult(converted, to);
      const number = shownNumber(shownText.replace(to.symbol, "").replace(/\s+/g, " ").trim());
      if (!number) continue;
      const query = `${value} ${answerSymbol(measure, from.key)} to ${answerSymbol(measure, to.key)}, 30 sig figs`;
      const answer = calculate(query);
      expect(answer.kind, `${query}: ${JSON.stringify(answer)}`).toBe("calculation");
      if (answer.kind !== "calculation") continue;
      const calculated = shownNumber(
        answer.resultText.replace(answerSymbol(measure, to.key), "").trim(),
      );
      expect(calculated, `${query} → ${answer.resultText}`).not.toBeNull();
      if (!calculated) continue;
      // Within half of the converter's last shown place (and of the calculator's 30th digit).
      const gap = absolute(difference(calculated.value, number.value));
      const allowed = {
        numerator:
          number.lastPlace.numerator * calculated.lastPlace.denominator +
          calculated.lastPlace.numerator * number.lastPlace.denominator,
        denominator: 2n * number.lastPlace.denominator * calculated.lastPlace.denominator,
      };
      expect(
        compare(gap, allowed) <= 0,
        `${query}: calculator ${answer.resultText}, converter ${shownText}`,
      ).toBe(true);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
