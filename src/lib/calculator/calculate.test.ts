import { describe, expect, test } from "vitest";
import { calculate, calculatorMaxLength, type CalculatorAnswer } from "./calculate";

/** The answer line, or the error's message prefixed with 'error: '. */
function answerOf(query: string): string {
  const answer: CalculatorAnswer = calculate(query);
  if (answer.kind === "calculation") return answer.resultText;
  return answer.kind === "error" ? `error: ${answer.message}` : "";
}

function readAs(query: string): string {
  const answer = calculate(query);
  return answer.kind === "calculation" ? answer.readAs : "";
}

function notes(query: string): string {
  const answer = calculate(query);
  return answer.kind === "calculation" ? answer.notes.join(" ") : "";
}

// Expected answers are worked out by hand from the definitions: 1 in = 2.54 cm exactly,
// 1 ft = 12 in, 1 mi = 5,280 ft = 1.609344 km, 1 lb = 16 oz = 453.59237 g, 1 cup = 16 tbsp,
// a Fahrenheit degree is 5/9 of a kelvin.
describe("the issue's examples", () => {
  test.each([
    ["5 ft + 3 in in cm", "160.02 cm"], // 63 in × 2.54
    ["110 km / 1.5 h in mph", "45.56722076 mph"], // 110,000 / 1.5 / 1,609.344 = 45.567220764…
    ["60 mph for 2.5 h in km", "241.4016 km"], // 150 mi × 1.609344
    ["how many tbsp in 1/3 cup", "5.333333333 tbsp (5 1/3 tbsp)"], // 16/3
    ["1/3 cup to tbsp as fraction", "5 1/3 tbsp"],
    ["2 lb 3 oz in g", "992.233309375 g"], // 35 oz × 28.349523125 g
    ["20 °C − 10 °C in °F", "18°F"], // 10 K × 9/5, as a difference
    ["2^64", "18,446,744,073,709,551,616"],
  ])("%s = %s", (query, expected) => {
    expect(answerOf(query)).toBe(expected);
  });
});

describe("numbers", () => {
  test.each([
    ["5", "5"],
    ["5.5", "5.5"],
    ["2.5e3", "2,500"],
    ["1/3", "0.3333333333 (1/3)"],
    ["1 1/2", "1.5"],
    ["½", "0.5"],
    ["1,5 + 1", "2.5"],
    ["1,000 + 1", "1,001"],
    ["0.1 + 0.2", "0.3"],
    ["3/4 + 1/8", "0.875"],
    ["1/3 + 1/3 + 1/3", "1"],
  ])("%s = %s", (query, expected) => {
    expect(answerOf(query)).toBe(expected);
  });

  test("a decimal comma says how it was read", () => {
    expect(notes("1,5 km in m")).toContain("the comma is read as the decimal point");
    expect(answerOf("1,5 km in m")).toBe("1,500 m");
  });
});

describe("amounts in several units of one kind", () => {
  test.each([
    ["5 ft 9 in to cm", "175.26 cm"],
    [`5'9" to cm`, "175.26 cm"],
    ["1 h 30 min to min", "90 min"],
    ["2 lb 3 oz to oz", "35 oz"],
    ["3 st 4 lb to lb", "46 lb"],
    ["5 ft 9 to in", "69 in"],
  ])("%s = %s", (query, expected) => {
    expect(answerOf(query)).toBe(expected);
  });
});

describe("arithmetic", () => {
  test.each([
    ["2 + 2", "4"],
    ["7 − 2", "5"],
    ["7 - 2", "5"],
    ["3 × 4", "12"],
    ["3 * 4", "12"],
    ["3 x 4", "12"],
    ["12 ÷ 5", "2.4"],
    ["12 / 5", "2.4"],
    ["2^10", "1,024"],
    ["3²", "9"],
    ["2³", "8"],
    ["(1 + 2) × 3", "9"],
    ["1 + 2 × 3", "7"],
    ["2^3^2", "512"],
    ["-2^2", "4"],
    ["-(2^2)", "-4"],
    ["15% of 80", "12"],
    ["80 + 15%", "92"],
    ["80 - 25%", "60"],
    ["1/4 to %", "25%"],
    ["10 divided by 4", "2.5"],
    ["6 times 7", "42"],
    ["60 miles per 2 hours to mph", "30 mph"],
    ["1/3 cup × 3 to cup", "1 cup (US)"],
    ["(5 m)^2 to m^2", "25 m²"],
    ["2 ft × 3 ft to ft²", "6 ft²"],
    ["9.8 m/s^2 × 70 kg", "686 N"],
  ])("%s = %s", (query, expected) => {
    expect(answerOf(query)).toBe(expected);
  });

  test("a number right before a unit binds to it", () => {
    expect(answerOf("1/3 cup in tbsp")).toBe("5.333333333 tbsp (5 1/3 tbsp)");
    expect(answerOf("3 cups / 3 in cups")).toBe("1 cup (US)");
  });
});

describe("targets and questions", () => {
  test.each([
    ["5 ft to cm", "152.4 cm"],
    ["5 ft in cm", "152.4 cm"],
    ["5 ft into cm", "152.4 cm"],
    ["5 ft as cm", "152.4 cm"],
    ["5 ft -> cm", "152.4 cm"],
    ["5 ft = cm", "152.4 cm"],
    ["5 in in cm", "12.7 cm"],
    ["what is 5 ft in cm", "152.4 cm"],
    ["convert 5 ft to cm", "152.4 cm"],
    ["how many tbsp in 1/3 cup", "5.333333333 tbsp (5 1/3 tbsp)"],
    ["how many inches in a foot", "12 in"],
    ["1.75 m to ft in", "5 ft 8.898 in"],
    ["70 kg to st lb", "11 st 0.3236 lb"],
    ["35 oz to lb oz", "2 lb 3 oz"],
    ["100 min to h min", "1 h 40 min"],
    ["1.75 m to 1/16 in", "68 7/8 in"],
    ["1/3 as fraction", "1/3"],
    ["1 m to ft 3 sig figs", "3.28 ft"],
    ["1 m to ft, 3 sig figs", "3.28 ft"],
    ["1/3 to 3 significant figures", "0.333"],
  ])("%s = %s", (query, expected) => {
    expect(answerOf(query)).toBe(expected);
  });
});

describe("rates for a duration, sizes at a rate", () => {
  test("60 mph for 2.5 h", () => expect(answerOf("60 mph for 2.5 h")).toBe("150 mi"));
  test("10 GB at 100 Mbps is a time", () => {
    // 10 × 1024³ B × 8 bit / 100,000,000 bit/s = 858.9934592 s
    expect(answerOf("10 GB at 100 Mbps")).toBe("14 min 18.99 s");
    expect(notes("10 GB at 100 Mbps")).toContain("1024-based");
  });
  test("110 km / 1.5 h", () =>
    expect(answerOf("110 km / 1.5 h")).toBe("73.33333333 km/h (73 1/3 km/h)"));
});

describe("temperatures", () => {
  test("a difference of two temperatures is a difference", () => {
    expect(answerOf("20 °C - 10 °C")).toBe("10°C");
    expect(answerOf("20 °C - 10 °C to K")).toBe("10 K");
    expect(answerOf("20 °C - 10 °C to °F")).toBe("18°F");
    expect(notes("20 °C - 10 °C to °F")).toContain("as a difference");
  });
  test("an absolute temperature converts with its offset, and says so", () => {
    expect(answerOf("100 °C to °F")).toBe("212°F");
    expect(answerOf("-40 °C to °F")).toBe("-40°F");
    expect(notes("100 °C to °F")).toContain("zero");
  });
  test("a temperature plus a difference is a temperature", () => {
    expect(answerOf("20 °C + 5 °C")).toBe("25°C");
  });
  test("a temperature on a scale cannot be scaled", () => {
    expect(answerOf("20 °C × 2")).toMatch(/^error: .*cannot be multiplied/);
  });
});

describe("bytes, as meant", () => {
  test("GB is the site's 1024-based gigabyte, and the answer says so", () => {
    expect(answerOf("1 GB to MB")).toBe("1,024 MB");
    expect(notes("1 GB to MB")).toContain("1024-based");
  });
  test("a query naming IEC units reads GB as the decimal gigabyte", () => {
    expect(answerOf("10 GiB to GB")).toBe("10.73741824 GB (decimal)");
    expect(notes("10 GiB to GB")).toContain("decimal");
  });
});

describe("nothing silently wrong", () => {
  test.each([
    ["5 ft to kg", /length.*mass/],
    ["5 ft + 3 kg", /length.*mass/],
    ["5 fet to cm", /Did you mean feet/],
    ["2 ton to kg", /short ton/],
    ["1/0", /Division by zero/],
    ["1 / (2 - 2)", /Division by zero/],
    ["(2 + 3", /bracket/],
    ["2^0.5", /whole numbers/],
    ["2^100000", /whole numbers/],
    ["10^1000^1000", /beyond|whole numbers/],
    ["1e99999", /beyond/],
    ["30 mpg + 2", /Fuel economy/],
  ])("%s is refused", (query, message) => {
    expect(answerOf(query)).toMatch(/^error: /);
    expect(answerOf(query)).toMatch(message);
  });

  test("an ambiguous unit says which it assumed", () => {
    expect(answerOf("2 gallons to l")).toBe("7.570823568 L");
    expect(readAs("2 gallons to l")).toBe("2 gal (US) → L");
  });

  test(`longer than ${calculatorMaxLength} characters is refused`, () => {
    expect(answerOf("1+".repeat(300) + "1")).toMatch(/longer than 500/);
  });
});

describe("how it was read", () => {
  test.each([
    ["5 ft + 3 in in cm", "(5 ft + 3 in) → cm"],
    ["60 mph for 2.5 h in km", "(60 mph × 2.5 h) → km"],
    ["15% of 80", "15% of 80"],
    ["1.75 m to 1/16 in", "1.75 m → nearest 1/16 in"],
  ])("%s reads as %s", (query, expected) => {
    expect(readAs(query)).toBe(expected);
  });
});
