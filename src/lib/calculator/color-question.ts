/**
 * The calculator's answer to a colour question ('#ff8800 to rgb', '#f80 in hsl', 'rgb(255, 136,
 * 0) to hex'): the colour converter's conversions and CSS texts (src/lib/color/). The converter
 * knows no colour names, so a name gets a message saying what it reads instead.
 */
import {
  colorFromHex,
  colorFromHsl,
  colorFromRgb,
  formatHsl,
  formatRgb,
  hslChannelMax,
  rgbChannelMax,
  type ColorValue,
} from "../color/color";
import type { ToolAnswer } from "./tool-answer";

/** The colour page (src/tools.ts); it reads no values from its address, so the link is plain. */
const colorPage = { href: "/color", text: "Open the Color Converter" };

type Notation = "hex" | "rgb" | "hsl";

/** A colour's text in a notation, as the converter's cards show and copy it. */
function written(color: ColorValue, notation: Notation): string {
  if (notation === "hex") return color.hex;
  return notation === "rgb" ? formatRgb(color.rgb) : formatHsl(color.hsl);
}

const error = (message: string): ToolAnswer => ({ kind: "error", message });

const example = "such as #FF8800, rgb(255, 136, 0) or hsl(32, 100%, 50%)";

/**
 * Reads a colour: '#RRGGBB', '#RGB', 'RRGGBB' (only when `bareHex`), 'rgb(r, g, b)' or
 * 'hsl(h, s%, l%)' (commas or spaces); an error for a colour the converter cannot take; null when
 * the text is no colour.
 */
function readColor(
  text: string,
  bareHex: boolean,
): { color: ColorValue; notation: Notation } | ToolAnswer | null {
  const hex = /^(#?)([\da-f]+)$/.exec(text);
  if (hex || text.startsWith("#")) {
    const [, hash = "#", digits = ""] = hex ?? [];
    if (!hash && !bareHex) return null;
    // '#F80' is CSS's short form of '#FF8800'; the converter's field takes the long one.
    const six = hash && digits.length === 3 ? digits.replace(/./g, "$&$&") : digits;
    const color = colorFromHex(six);
    if (color) return { color, notation: "hex" };
    return error(`“${text}” is not a HEX color: give 6 hex digits, such as #FF8800.`);
  }
  const functional = /^(rgb|hsl)a? ?\(?(.*?)\)?$/.exec(text);
  if (!functional) return null;
  const [, kind = "", inside = ""] = functional;
  const values = inside.split(/[\s,/]+/).filter(Boolean);
  const numbers = values.map((written) => {
    const match = /^(-?\d*\.?\d+)(%|deg)?$/.exec(written);
    const value = Number(match?.[1] ?? NaN);
    // rgb(100%, 50%, 0%): a share of 255.
    return kind === "rgb" && match?.[2] === "%" ? (value * rgbChannelMax) / 100 : value;
  });
  if (numbers.length !== 3 || numbers.some(Number.isNaN)) {
    return error(
      `Give three numbers, ${kind === "rgb" ? "such as rgb(255, 136, 0)" : "such as hsl(32, 100%, 50%)"}.`,
    );
  }
  const [first = 0, second = 0, third = 0] = numbers;
  if (kind === "rgb") {
    if (numbers.some((value) => value < 0 || value > rgbChannelMax)) {
      return error("RGB values are 0-255.");
    }
    return { color: colorFromRgb({ r: first, g: second, b: third }), notation: "rgb" };
  }
  if (
    numbers.some((value) => value < 0) ||
    first > hslChannelMax.h ||
    second > hslChannelMax.s ||
    third > hslChannelMax.l
  ) {
    return error("HSL hue is 0-360; saturation and lightness are 0-100.");
  }
  return { color: colorFromHsl({ h: first, s: second, l: third }), notation: "hsl" };
}

/**
 * Answers a colour question: a HEX, RGB or HSL colour into another notation ('#ff8800 to rgb',
 * 'rgb(255, 136, 0) to hex'), or a colour alone into the other two; an error for a colour the
 * converter cannot take (a colour name, 4 hex digits, a channel out of range); null for any other
 * question.
 * @example answerColorQuestion("#ff8800 to rgb") // { kind: "tool", tool: "color", resultText: "#FF8800 = rgb(255, 136, 0)", readAs: "#FF8800 → RGB", … }
 * @example answerColorQuestion("orange to hex") // { kind: "error", message: "“orange” is not a color the converter reads: give a HEX, RGB or HSL value, such as #FF8800, rgb(255, 136, 0) or hsl(32, 100%, 50%)." }
 */
export function answerColorQuestion(text: string): ToolAnswer | null {
  const question = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/ ?\?+$/, "");
  const parts = /^(?:convert )?(.+?) (?:to|into|in|as) (hex|rgb|hsl)(?: code| colou?r)?$/.exec(
    question,
  );
  const [, source = question, target] = parts ?? [];
  const read = readColor(source, target === "rgb" || target === "hsl");
  if (read === null) {
    // A word asked into a colour notation: a colour's name, which the converter does not read
    // (a word of hex digits alone, 'cafe to hex', is a number base question).
    return target !== undefined && /^[a-z]+(?: [a-z]+)?$/.test(source) && !/^[a-f]+$/.test(source)
      ? error(
          `“${source}” is not a color the converter reads: give a HEX, RGB or HSL value, ${example}.`,
        )
      : null;
  }
  if ("kind" in read) return read;
  const { color, notation } = read;
  const targets = target
    ? [target as Notation]
    : (["hex", "rgb", "hsl"] as const).filter((each) => each !== notation);
  return {
    kind: "tool",
    tool: "color",
    resultText: [notation, ...targets].map((each) => written(color, each)).join(" = "),
    readAs: `${written(color, notation)} → ${targets.map((each) => each.toUpperCase()).join(" and ")}`,
    note: null,
    link: colorPage,
  };
}
