/**
 * The colour converter's state as pure functions: the current colour and the text of each field,
 * and what each edit makes of them. The store (src/stores/color.ts) holds one state and applies
 * these; the page's early answer (src/early-answers/color.ts) applies the HEX field's edit to the
 * server's state, so both arrive at the same colour. Both print a colour's texts through
 * `colorTexts`, so the answer shown before hydration is the island's own.
 */
import {
  colorFromHex,
  colorFromHsl,
  colorFromRgb,
  defaultColor,
  formatHsl,
  formatRgb,
  hslChannelMax,
  parseColorChannel,
  rgbChannelMax,
  type ColorValue,
  type HslChannel,
  type RgbChannel,
} from "./color";

export interface ColorFields {
  hex: string;
  r: string;
  g: string;
  b: string;
  h: string;
  s: string;
  l: string;
}

export interface ColorState {
  color: ColorValue;
  fields: ColorFields;
}

/**
 * Every field showing a colour.
 * @example colorFieldTexts(defaultColor).r // "59"
 */
export function colorFieldTexts(color: ColorValue): ColorFields {
  return {
    hex: color.hex,
    r: String(color.rgb.r),
    g: String(color.rgb.g),
    b: String(color.rgb.b),
    h: String(color.hsl.h),
    s: String(color.hsl.s),
    l: String(color.hsl.l),
  };
}

/** Every text the converter prints of its colour, by the name of the element (an early-answer slot) that shows it. */
export const colorTextNames = ["preview-hex", "hex-text", "rgb-text", "hsl-text"] as const;

export type ColorTextName = (typeof colorTextNames)[number];

export type ColorTexts = Readonly<Record<ColorTextName, string>>;

/**
 * A colour's texts: the preview's code and the HEX, RGB and HSL cards' CSS texts.
 * @example colorTexts(defaultColor)["rgb-text"] // "rgb(59, 130, 246)"
 */
export function colorTexts(color: ColorValue): ColorTexts {
  return {
    "preview-hex": color.hex,
    "hex-text": color.hex,
    "rgb-text": formatRgb(color.rgb),
    "hsl-text": formatHsl(color.hsl),
  };
}

/**
 * The converter's state when the page opens: the default colour in every field.
 * @example initialColorState().fields.hex // "#3B82F6"
 */
export function initialColorState(): ColorState {
  return { color: defaultColor, fields: colorFieldTexts(defaultColor) };
}

/**
 * A numeric field's text after an edit: kept while empty (so it can be retyped), otherwise
 * replaced by the clamped value when clamping or rounding changed it.
 */
function settledFieldText(text: string, value: number): string {
  if (text.trim() === "") return text;
  return Number(text) === value ? text : String(value);
}

/**
 * A colour applied from anywhere (picker, random): every field shows it; null for no colour.
 * @example colorStateOfHex("#ff0000")?.fields.hex // "#FF0000"
 */
export function colorStateOfHex(hexText: string): ColorState | null {
  const color = colorFromHex(hexText);
  return color ? { color, fields: colorFieldTexts(color) } : null;
}

/**
 * After an edit of the HEX field: the text is kept as typed, the colour follows only when it is
 * a complete colour.
 * @example afterHexEdit(initialColorState(), "ff0000").color.hex // "#FF0000"
 */
export function afterHexEdit(state: ColorState, text: string): ColorState {
  const color = colorFromHex(text);
  if (!color) return { ...state, fields: { ...state.fields, hex: text } };
  return { color, fields: { ...colorFieldTexts(color), hex: text } };
}

/**
 * After an edit of an R, G or B field: non-numeric counts as 0, values clamp to 0-255; HEX and
 * HSL follow.
 * @example afterRgbEdit(initialColorState(), "r", "300").fields.r // "255"
 */
export function afterRgbEdit(state: ColorState, channel: RgbChannel, text: string): ColorState {
  const { fields } = state;
  const texts = { r: fields.r, g: fields.g, b: fields.b, [channel]: text };
  const rgb = {
    r: parseColorChannel(texts.r, rgbChannelMax),
    g: parseColorChannel(texts.g, rgbChannelMax),
    b: parseColorChannel(texts.b, rgbChannelMax),
  };
  const color = colorFromRgb(rgb);
  return {
    color,
    fields: {
      ...colorFieldTexts(color),
      r: settledFieldText(texts.r, rgb.r),
      g: settledFieldText(texts.g, rgb.g),
      b: settledFieldText(texts.b, rgb.b),
    },
  };
}

/**
 * After an edit of an H, S or L field: non-numeric counts as 0, values clamp to their ranges;
 * HEX and RGB follow.
 * @example afterHslEdit(initialColorState(), "h", "0").color.hex // "#F63C3C"
 */
export function afterHslEdit(state: ColorState, channel: HslChannel, text: string): ColorState {
  const { fields } = state;
  const texts = { h: fields.h, s: fields.s, l: fields.l, [channel]: text };
  const hsl = {
    h: parseColorChannel(texts.h, hslChannelMax.h),
    s: parseColorChannel(texts.s, hslChannelMax.s),
    l: parseColorChannel(texts.l, hslChannelMax.l),
  };
  const color = colorFromHsl(hsl);
  return {
    color,
    fields: {
      ...colorFieldTexts(color),
      h: settledFieldText(texts.h, hsl.h),
      s: settledFieldText(texts.s, hsl.s),
      l: settledFieldText(texts.l, hsl.l),
    },
  };
}

/**
 * Whether the HEX field holds text that is not the colour shown (half-typed or not hex): the
 * field is then marked invalid.
 * @example isHexFieldInvalid(afterHexEdit(initialColorState(), "#FF00")) // true
 */
export function isHexFieldInvalid({ color, fields }: ColorState): boolean {
  return (
    fields.hex !== "" && fields.hex.trim().replace(/^#/, "").toUpperCase() !== color.hex.slice(1)
  );
}
