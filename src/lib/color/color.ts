/**
 * Colour conversions for the colour converter: HEX ⇄ RGB ⇄ HSL, a random colour and WCAG
 * contrast against white and black text. Channels are integers: RGB 0-255, hue 0-360,
 * saturation and lightness 0-100.
 */
import { formatFixed } from "../number-format";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** One colour in all three notations, as the converter shows it. */
export interface ColorValue {
  /** '#RRGGBB', upper case. */
  hex: string;
  rgb: Rgb;
  hsl: Hsl;
}

export type RgbChannel = keyof Rgb;
export type HslChannel = keyof Hsl;

export const rgbChannelMax = 255;
export const hslChannelMax: Readonly<Record<HslChannel, number>> = { h: 360, s: 100, l: 100 };
/** 16777215 = 0xFFFFFF, the largest 24-bit colour. */
export const maxColorNumber = 0xffffff;
export const defaultHex = "#3B82F6";

const hexPattern = /^#?([0-9a-fA-F]{6})$/;

/**
 * Reads hex text: 6 hex digits with an optional leading '#' (surrounding spaces ignored).
 * Anything else is not a colour and gives null.
 * @example parseHex("3b82f6") // "#3B82F6"
 * @example parseHex("#3B8") // null
 */
export function parseHex(text: string): string | null {
  const match = hexPattern.exec(text.trim());
  return match?.[1] ? `#${match[1].toUpperCase()}` : null;
}

/**
 * Reads a numeric colour field: a non-numeric or empty entry counts as 0, decimals are rounded
 * and the value is clamped to 0..max.
 * @example parseColorChannel("300", 255) // 255
 * @example parseColorChannel("abc", 100) // 0
 */
export function parseColorChannel(text: string, max: number): number {
  const trimmed = text.trim();
  const value = trimmed === "" ? 0 : Number(trimmed);
  return clampChannel(value, max);
}

/**
 * Rounds a channel to an integer and clamps it to 0..max; NaN counts as 0.
 * @example clampChannel(-4.2, 255) // 0
 */
export function clampChannel(value: number, max: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value)));
}

/**
 * The RGB channels of a '#RRGGBB' colour (as returned by parseHex).
 * @example hexToRgb("#3B82F6") // { r: 59, g: 130, b: 246 }
 */
export function hexToRgb(hex: string): Rgb {
  const digits = hex.replace("#", "");
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/**
 * '#RRGGBB' (upper case) for RGB channels, clamped to 0-255.
 * @example rgbToHex({ r: 59, g: 130, b: 246 }) // "#3B82F6"
 */
export function rgbToHex(rgb: Rgb): string {
  const pair = (value: number) =>
    clampChannel(value, rgbChannelMax).toString(16).padStart(2, "0").toUpperCase();
  return `#${pair(rgb.r)}${pair(rgb.g)}${pair(rgb.b)}`;
}

/**
 * HSL (whole degrees and percentages) of an RGB colour.
 * @example rgbToHsl({ r: 59, g: 130, b: 246 }) // { h: 217, s: 91, l: 60 }
 */
export function rgbToHsl(rgb: Rgb): Hsl {
  const r = clampChannel(rgb.r, rgbChannelMax) / rgbChannelMax;
  const g = clampChannel(rgb.g, rgbChannelMax) / rgbChannelMax;
  const b = clampChannel(rgb.b, rgbChannelMax) / rgbChannelMax;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const spread = max - min;
  if (spread === 0) return { h: 0, s: 0, l: Math.round(lightness * 100) };
  const saturation = spread / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / spread) % 6;
  else if (max === g) hue = (b - r) / spread + 2;
  else hue = (r - g) / spread + 4;
  // A hue that rounds up to 360 is the same angle as 0.
  const degrees = Math.round((((hue * 60) % 360) + 360) % 360) % 360;
  return { h: degrees, s: Math.round(saturation * 100), l: Math.round(lightness * 100) };
}

/**
 * RGB of an HSL colour; channels are clamped to their ranges first.
 * @example hslToRgb({ h: 0, s: 100, l: 50 }) // { r: 255, g: 0, b: 0 }
 */
export function hslToRgb(hsl: Hsl): Rgb {
  const hue = clampChannel(hsl.h, hslChannelMax.h) % 360;
  const saturation = clampChannel(hsl.s, hslChannelMax.s) / 100;
  const lightness = clampChannel(hsl.l, hslChannelMax.l) / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = hue / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r1, g1, b1] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const match = lightness - chroma / 2;
  const channel = (value: number) => clampChannel((value + match) * rgbChannelMax, rgbChannelMax);
  return { r: channel(r1), g: channel(g1), b: channel(b1) };
}

/**
 * The colour of hex text, or null when the text is not 6 hex digits (with an optional '#').
 * @example colorFromHex("#3B82F6")?.hsl // { h: 217, s: 91, l: 60 }
 */
export function colorFromHex(text: string): ColorValue | null {
  const hex = parseHex(text);
  if (hex === null) return null;
  const rgb = hexToRgb(hex);
  return { hex, rgb, hsl: rgbToHsl(rgb) };
}

/**
 * The colour of RGB channels (clamped to 0-255), with HEX and HSL derived from them.
 * @example colorFromRgb({ r: 59, g: 130, b: 246 }).hex // "#3B82F6"
 */
export function colorFromRgb(rgb: Rgb): ColorValue {
  const clamped = {
    r: clampChannel(rgb.r, rgbChannelMax),
    g: clampChannel(rgb.g, rgbChannelMax),
    b: clampChannel(rgb.b, rgbChannelMax),
  };
  return { hex: rgbToHex(clamped), rgb: clamped, hsl: rgbToHsl(clamped) };
}

/**
 * The colour of HSL channels (clamped): the HSL is kept as given, RGB and HEX derived from it.
 * @example colorFromHsl({ h: 0, s: 100, l: 50 }).hex // "#FF0000"
 */
export function colorFromHsl(hsl: Hsl): ColorValue {
  const clamped = {
    h: clampChannel(hsl.h, hslChannelMax.h),
    s: clampChannel(hsl.s, hslChannelMax.s),
    l: clampChannel(hsl.l, hslChannelMax.l),
  };
  const rgb = hslToRgb(clamped);
  return { hex: rgbToHex(rgb), rgb, hsl: clamped };
}

/** The default colour, #3B82F6 = rgb(59, 130, 246) = hsl(217, 91, 60). */
export const defaultColor: ColorValue = {
  hex: defaultHex,
  rgb: hexToRgb(defaultHex),
  hsl: rgbToHsl(hexToRgb(defaultHex)),
};

/**
 * CSS text of the RGB notation, as copied.
 * @example formatRgb({ r: 59, g: 130, b: 246 }) // "rgb(59, 130, 246)"
 */
export function formatRgb(rgb: Rgb): string {
  return `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`;
}

/**
 * CSS text of the HSL notation, as copied.
 * @example formatHsl({ h: 217, s: 91, l: 60 }) // "hsl(217, 91%, 60%)"
 */
export function formatHsl(hsl: Hsl): string {
  return `hsl(${hsl.h}, ${hsl.s}%, ${hsl.l}%)`;
}

/**
 * A random colour from 0 to 16777215 as '#RRGGBB'. `random` returns a number in [0, 1), like
 * Math.random (the default); tests pass their own.
 * @example randomHex(() => 0) // "#000000"
 * @example randomHex(() => 0.999999999) // "#FFFFFF"
 */
export function randomHex(random: () => number = Math.random): string {
  const draw = random();
  const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
  const value = Math.floor(unit * (maxColorNumber + 1));
  return `#${value.toString(16).padStart(6, "0").toUpperCase()}`;
}

/**
 * WCAG 2 relative luminance, 0 (black) to 1 (white).
 * @example relativeLuminance({ r: 255, g: 255, b: 255 }) // 1
 */
export function relativeLuminance(rgb: Rgb): number {
  const linear = (channel: number) => {
    const value = clampChannel(channel, rgbChannelMax) / rgbChannelMax;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/**
 * WCAG 2 contrast ratio between two colours, 1 to 21.
 * @example contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }) // 21
 */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2 minimum ratios: AA 4.5 (normal text) and 3 (large), AAA 7 and 4.5. */
export const wcagThresholds = {
  aaNormal: 4.5,
  aaLarge: 3,
  aaaNormal: 7,
  aaaLarge: 4.5,
} as const;

export type WcagCheck = keyof typeof wcagThresholds;

export interface ContrastVerdict {
  ratio: number;
  /** e.g. '3.67:1' (rounded down, so a ratio shown as 4.50:1 always passes AA). */
  ratioText: string;
  passes: Record<WcagCheck, boolean>;
}

export interface ContrastReport {
  /** White text on the colour. */
  white: ContrastVerdict;
  /** Black text on the colour. */
  black: ContrastVerdict;
}

/**
 * The contrast ratio text, rounded down to 2 decimals.
 * @example formatContrastRatio(3.6789) // "3.67:1"
 */
export function formatContrastRatio(ratio: number): string {
  return `${formatFixed(Math.floor(ratio * 100) / 100, 2)}:1`;
}

function verdict(ratio: number): ContrastVerdict {
  return {
    ratio,
    ratioText: formatContrastRatio(ratio),
    passes: {
      aaNormal: ratio >= wcagThresholds.aaNormal,
      aaLarge: ratio >= wcagThresholds.aaLarge,
      aaaNormal: ratio >= wcagThresholds.aaaNormal,
      aaaLarge: ratio >= wcagThresholds.aaaLarge,
    },
  };
}

/**
 * Contrast of white and of black text on a colour, with the AA/AAA verdicts for normal and large
 * text.
 * @example contrastReport({ r: 59, g: 130, b: 246 }).black.passes.aaNormal // true
 */
export function contrastReport(rgb: Rgb): ContrastReport {
  return {
    white: verdict(contrastRatio(rgb, { r: 255, g: 255, b: 255 })),
    black: verdict(contrastRatio(rgb, { r: 0, g: 0, b: 0 })),
  };
}
