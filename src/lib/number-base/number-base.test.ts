import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  acceptBaseInput,
  baseOption,
  baseOptions,
  convertBase,
  convertToAllBases,
  conversionLine,
  defaultBaseState,
  digitsHint,
  formatInBase,
  isBase,
  maxBaseInputLength,
  parseInBase,
  resultHeading,
  swapBases,
  type Base,
} from "./number-base";

const bases: Base[] = [2, 8, 10, 16];
const baseArbitrary = fc.constantFrom(...bases);
const bigNatural = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n });

describe("base options", () => {
  it("lists the four bases with their labels and digit hints", () => {
    expect(baseOptions).toEqual([
      { value: 2, label: "Binary", digits: "0, 1" },
      { value: 8, label: "Octal", digits: "0-7" },
      { value: 10, label: "Decimal", digits: "0-9" },
      { value: 16, label: "Hexadecimal", digits: "0-9, A-F" },
    ]);
    expect(isBase(16)).toBe(true);
    expect(isBase(3)).toBe(false);
    expect(baseOption(2).label).toBe("Binary");
  });

  it("words the digits hint and the result heading from the option", () => {
    expect(digitsHint(2)).toBe("Digits: 0, 1");
    expect(digitsHint(16)).toBe("Digits: 0-9, A-F");
    expect(resultHeading(8)).toBe("Result (Octal)");
    expect(resultHeading(10)).toBe("Result (Decimal)");
  });
});

describe("convertBase", () => {
  it("converts the default 255 from base 10 to FF", () => {
    expect(convertBase(defaultBaseState.input, defaultBaseState.from, defaultBaseState.to)).toEqual(
      {
        kind: "ok",
        value: "FF",
      },
    );
  });

  it("knows the reference card examples", () => {
    expect(convertBase("1010", 2, 10)).toEqual({ kind: "ok", value: "10" });
    expect(convertBase("377", 8, 10)).toEqual({ kind: "ok", value: "255" });
    expect(convertBase("ff", 16, 2)).toEqual({ kind: "ok", value: "11111111" });
    expect(convertBase("0", 10, 16)).toEqual({ kind: "ok", value: "0" });
    expect(convertBase("000FF", 16, 10)).toEqual({ kind: "ok", value: "255" });
  });

  it("converts a 64-digit hex number exactly", () => {
    const hex = "F".repeat(64);
    const decimal = ((1n << 256n) - 1n).toString();
    expect(convertBase(hex, 16, 10)).toEqual({ kind: "ok", value: decimal });
    expect(convertBase(decimal, 10, 16)).toEqual({ kind: "ok", value: hex });
    const mixed = "123456789ABCDEF0".repeat(4);
    const binary = convertBase(mixed, 16, 2);
    expect(binary.kind === "ok" && binary.value.length).toBe(253);
    if (binary.kind === "ok")
      expect(convertBase(binary.value, 2, 16)).toEqual({ kind: "ok", value: mixed });
  });

  it("names the invalid digit, the base and its allowed digits", () => {
    expect(convertBase("19", 8, 10)).toEqual({
      kind: "error",
      message: "Invalid digit '9' for Octal (base 8): use 0-7",
    });
    expect(convertBase("102", 2, 10)).toEqual({
      kind: "error",
      message: "Invalid digit '2' for Binary (base 2): use 0, 1",
    });
    expect(convertBase("12A", 10, 2)).toEqual({
      kind: "error",
      message: "Invalid digit 'A' for Decimal (base 10): use 0-9",
    });
    expect(convertBase("FG", 16, 10)).toEqual({
      kind: "error",
      message: "Invalid digit 'G' for Hexadecimal (base 16): use 0-9, A-F",
    });
    expect(convertBase("1.5", 10, 2)).toEqual({
      kind: "error",
      message: "Invalid digit '.' for Decimal (base 10): use 0-9",
    });
    expect(convertBase("1😀", 10, 2)).toEqual({
      kind: "error",
      message: "Invalid digit '😀' for Decimal (base 10): use 0-9",
    });
  });

  it("cannot parse a sign", () => {
    for (const text of ["-", "+", "-5", "+12", "--"]) {
      expect(convertBase(text, 10, 16)).toEqual({
        kind: "error",
        message: "Invalid number for base conversion",
      });
    }
  });

  it("treats blank input as empty", () => {
    expect(convertBase("", 10, 16)).toEqual({ kind: "empty" });
    expect(convertBase("   ", 2, 16)).toEqual({ kind: "empty" });
  });

  it("round-trips every number through every pair of bases", () => {
    fc.assert(
      fc.property(bigNatural, baseArbitrary, baseArbitrary, (value, from, to) => {
        const text = formatInBase(value, from);
        const there = convertBase(text, from, to);
        expect(there.kind).toBe("ok");
        if (there.kind !== "ok") return;
        expect(there.value).toBe(formatInBase(value, to));
        expect(convertBase(there.value, to, from)).toEqual({ kind: "ok", value: text });
      }),
    );
  });

  it("agrees with lower-case input", () => {
    fc.assert(
      fc.property(bigNatural, (value) => {
        expect(convertBase(value.toString(16).toLowerCase(), 16, 10)).toEqual({
          kind: "ok",
          value: value.toString(10),
        });
      }),
    );
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 80 }),
        baseArbitrary,
        baseArbitrary,
        (text, from, to) => {
          const result = convertBase(text, from, to);
          expect(["empty", "ok", "error"]).toContain(result.kind);
        },
      ),
    );
  });
});

describe("parseInBase", () => {
  it("reads a whole number as a BigInt", () => {
    expect(parseInBase("ff", 16)).toEqual({ kind: "ok", value: 255n });
    expect(parseInBase(" 1010 ", 2)).toEqual({ kind: "ok", value: 10n });
    expect(parseInBase("", 8)).toEqual({ kind: "empty" });
    expect(parseInBase("8", 8)).toEqual({
      kind: "error",
      message: "Invalid digit '8' for Octal (base 8): use 0-7",
    });
  });
});

describe("acceptBaseInput", () => {
  it("upper-cases and allows up to 64 characters", () => {
    expect(acceptBaseInput("ff")).toEqual({ accepted: true, value: "FF" });
    expect(acceptBaseInput("a".repeat(maxBaseInputLength))).toEqual({
      accepted: true,
      value: "A".repeat(64),
    });
    expect(acceptBaseInput("a".repeat(65))).toEqual({ accepted: false });
  });
});

describe("convertToAllBases", () => {
  it("lists the value in every base", () => {
    expect(convertToAllBases("255", 10).map((row) => [row.option.value, row.conversion])).toEqual([
      [2, { kind: "ok", value: "11111111" }],
      [8, { kind: "ok", value: "377" }],
      [10, { kind: "ok", value: "255" }],
      [16, { kind: "ok", value: "FF" }],
    ]);
  });

  it("marks every base as failing when the input is invalid", () => {
    expect(convertToAllBases("9", 8).every((row) => row.conversion.kind === "error")).toBe(true);
  });
});

describe("conversionLine", () => {
  it("reads 'input (Base x) = result (Base y)'", () => {
    expect(conversionLine("255", 10, "FF", 16)).toBe("255 (Base 10) = FF (Base 16)");
    expect(conversionLine(" ff ", 16, "255", 10)).toBe("FF (Base 16) = 255 (Base 10)");
  });
});

describe("swapBases", () => {
  it("moves the result into the input and exchanges the bases", () => {
    expect(swapBases({ input: "255", from: 10, to: 16 })).toEqual({
      kind: "swapped",
      state: { input: "FF", from: 16, to: 10 },
    });
  });

  it("only exchanges the bases when the input is empty", () => {
    expect(swapBases({ input: "", from: 2, to: 8 })).toEqual({
      kind: "swapped",
      state: { input: "", from: 8, to: 2 },
    });
  });

  it("is ignored when there is no valid result", () => {
    expect(swapBases({ input: "9", from: 8, to: 2 }).kind).toBe("ignored");
  });

  it("is ignored when the result would not fit the 64-character input", () => {
    const outcome = swapBases({ input: "F".repeat(64), from: 16, to: 2 });
    expect(outcome).toEqual({
      kind: "ignored",
      reason: "The result has 256 digits; the input takes 64.",
    });
  });

  it("swapping twice restores a canonical input", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        baseArbitrary,
        baseArbitrary,
        (value, from, to) => {
          const start = { input: formatInBase(value, from), from, to };
          const once = swapBases(start);
          expect(once.kind).toBe("swapped");
          if (once.kind !== "swapped") return;
          expect(swapBases(once.state)).toEqual({ kind: "swapped", state: start });
        },
      ),
    );
  });
});
