/**
 * The colour converter's shared state: the current colour and the text of each field. The
 * preview, the HEX/RGB/HSL cards, the native picker and the contrast card all read this store,
 * so an edit in any of them updates the others. What each edit does is in src/lib/color/fields.ts.
 */
import { atom } from "nanostores";
import { randomHex, type HslChannel, type RgbChannel } from "../lib/color/color";
import {
  afterHexEdit,
  afterHslEdit,
  afterRgbEdit,
  colorStateOfHex,
  initialColorState,
  type ColorState,
} from "../lib/color/fields";

export { initialColorState, type ColorFields, type ColorState } from "../lib/color/fields";

export const $color = atom<ColorState>(initialColorState());

/** Applies a colour from anywhere (picker, random): every field shows it. */
export function applyHex(hexText: string): void {
  const state = colorStateOfHex(hexText);
  if (state) $color.set(state);
}

/** The HEX field: the text is kept as typed and applied only when it is a complete colour. */
export function editHexField(text: string): void {
  $color.set(afterHexEdit($color.get(), text));
}

/** An R, G or B field: non-numeric counts as 0, values clamp to 0-255; HEX and HSL follow. */
export function editRgbField(channel: RgbChannel, text: string): void {
  $color.set(afterRgbEdit($color.get(), channel, text));
}

/** An H, S or L field: non-numeric counts as 0, values clamp to their ranges; HEX and RGB follow. */
export function editHslField(channel: HslChannel, text: string): void {
  $color.set(afterHslEdit($color.get(), channel, text));
}

/** Generate Random Color: a value from 0 to 16777215 applied everywhere. */
export function generateRandomColor(random: () => number = Math.random): void {
  applyHex(randomHex(random));
}
