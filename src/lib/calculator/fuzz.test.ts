/**
 * Whatever is typed, the calculator answers in one line: it never throws, never shows NaN or
 * Infinity, and answers within 50 ms, for random text and random mixes of what it accepts.
 */
import { describe, expect, test } from "vitest";
import { calculate } from "./calculate";

function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const random = generator(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Pieces of accepted constructs, put together at random. */
const pieces = [
  "5",
  "5.5",
  "2.5e3",
  "1/3",
  "1 1/2",
  "½",
  "1,5",
  "1,000",
  "0",
  "-3",
  "1e308",
  "9^999",
  "ft",
  "in",
  "cm",
  "m",
  "km",
  "mi",
  "mph",
  "km/h",
  "h",
  "min",
  "s",
  "lb",
  "oz",
  "st",
  "kg",
  "g",
  "cup",
  "tbsp",
  "tsp",
  "gal",
  "L",
  "°C",
  "°F",
  "K",
  "GB",
  "GiB",
  "Mbps",
  "N",
  "J",
  "W",
  "Pa",
  "m^2",
  "ft²",
  "ft³",
  "+",
  "-",
  "−",
  "×",
  "*",
  "/",
  "÷",
  "^",
  "(",
  ")",
  "%",
  "of",
  "per",
  "for",
  "at",
  "to",
  "in",
  "into",
  "as",
  "->",
  "=",
  "how many",
  "what is",
  "as fraction",
  "3 sig figs",
  "to 1/16 in",
  "ft in",
  "lb oz",
  "h min",
  "a",
  "ton",
  "mpg",
  "L/100km",
  "fet",
  "²",
  "³",
  "x",
];

const alphabet = "0123456789 .,/+-*^()%'\"abcdefghijklmnopqrstuvwxyz°²³½→−×÷µ€$#";

function check(query: string): void {
  const started = performance.now();
  let answer: ReturnType<typeof calculate> | undefined;
  expect(() => {
    answer = calculate(query);
  }, query).not.toThrow();
  let elapsed = performance.now() - started;
  // A pause of the machine's (garbage collection, another process) is not the calculator's: a
  // slow answer is timed once more, and must then be quick.
  for (let retry = 0; retry < 3 && elapsed >= 50; retry += 1) {
    const again = performance.now();
    calculate(query);
    elapsed = Math.min(elapsed, performance.now() - again);
  }
  expect(elapsed, `${query} took ${elapsed.toFixed(1)} ms`).toBeLessThan(50);
  const text = JSON.stringify(answer);
  expect(text, query).not.toMatch(/NaN|Infinity|undefined|\[object/);
  if (answer?.kind === "error") expect(answer.message.length, query).toBeGreaterThan(0);
}

describe("the calculator never fails", () => {
  test("random strings of up to 500 characters", () => {
    // Node builds its Intl data on first use (about 50 ms); a browser has it at hand.
    for (const query of ["1,5 + 1/3 cup to tbsp", "5 fet", "2 gal to l"]) calculate(query);
    for (let trial = 0; trial < 400; trial += 1) {
      const length = Math.floor(random() * (trial % 10 === 0 ? 500 : 40));
      let query = "";
      for (let index = 0; index < length; index += 1) query += pick([...alphabet]);
      check(query);
    }
  });

  test("random mixes of accepted constructs", () => {
    for (let trial = 0; trial < 1500; trial += 1) {
      const count = 1 + Math.floor(random() * 8);
      const query = Array.from({ length: count }, () => pick(pieces)).join(
        random() < 0.7 ? " " : "",
      );
      check(query);
    }
  });

  test("the longest accepted query", () => {
    check(`${"(1 ft + ".repeat(40)}1 in${")".repeat(40)} in cm`.slice(0, 500));
    check("9".repeat(500));
    check(`${"2^".repeat(200)}2`.slice(0, 500));
  });
});
