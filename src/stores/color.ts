/**
 * The colour converter's shared state: the current colour and the text of each field. The
 * preview, the HEX/RGB/HSL cards, the native picker and the contrast card all read this store,
 * so an edit in any of them updates the others.
 */
import { atom } from "nanostores";
import {
  colorFromHex,
  colorFromHsl,
  colorFromRgb,
  defaultColor,
  hslChannelMax,
  parseColorChannel,
  randomHex,
  rgbChannelMax,
  type ColorValue,
  type HslChannel,
  type RgbChannel,
} from "../lib/color";

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

function fieldsFor(color: ColorValue): ColorFields {
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

export function initialColorState(): ColorState {
  return { color: defaultColor, fields: fieldsFor(defaultColor) };
}

export const $color = atom<ColorState>(initialColorState());

/**
 * A numeric field's text after an edit: kept while empty (so it can be retyped), otherwise
 * replaced by the clamped value when clamping or rounding changed it.
 */
function settledFieldText(text: string, value: number): string {
  if (text.trim() === "") return text;
  return Number(text) === value ? text : String(value);
}

/** Applies a colour from anywhere (picker, random): every field shows it. */
export function applyHex(hexText: string): void {
  const color = colorFromHex(hexText);
  if (color) $color.set({ color, fields: fieldsFor(color) });
}

/** The HEX field: the text is kept as typed and applied only when it is a complete colour. */
export function editHexField(text: string): void {
  const current = $color.get();
  const color = colorFromHex(text);
  if (!color) {
    $color.set({ ...current, fields: { ...current.fields, hex: text } });
    return;
  }
  $color.set({ color, fields: { ...fieldsFor(color), hex: text } });
}

/** An R, G or B field: non-numeric counts as 0, values clamp to 0-255; HEX and HSL follow. */
export function editRgbField(channel: RgbChannel, text: string): void {
  const { fields } = $color.get();
  const texts = { r: fields.r, g: fields.g, b: fields.b, [channel]: text };
  const rgb = {
    r: parseColorChannel(texts.r, rgbChannelMax),
    g: parseColorChannel(texts.g, rgbChannelMax),
    b: parseColorChannel(texts.b, rgbChannelMax),
  };
  const color = colorFromRgb(rgb);
  $color.set({
    color,
    fields: {
      ...fieldsFor(color),
      r: settledFieldText(texts.r, rgb.r),
      g: settledFieldText(texts.g, rgb.g),
      b: settledFieldText(texts.b, rgb.b),
    },
  });
}

/** An H, S or L field: non-numeric counts as 0, values clamp to their ranges; HEX and RGB follow. */
export function editHslField(channel: HslChannel, text: string): void {
  const { fields } = $color.get();
  const texts = { h: fields.h, s: fields.s, l: fields.l, [channel]: text };
  const hsl = {
    h: parseColorChannel(texts.h, hslChannelMax.h),
    s: parseColorChannel(texts.s, hslChannelMax.s),
    l: parseColorChannel(texts.l, hslChannelMax.l),
  };
  const color = colorFromHsl(hsl);
  $color.set({
    color,
    fields: {
      ...fieldsFor(color),
      h: settledFieldText(texts.h, hsl.h),
      s: settledFieldText(texts.s, hsl.s),
      l: settledFieldText(texts.l, hsl.l),
    },
  });
}

/** Generate Random Color: a value from 0 to 16777215 applied everywhere. */
export function generateRandomColor(random: () => number = Math.random): void {
  applyHex(randomHex(random));
}
