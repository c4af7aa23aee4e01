/**
 * The early answer of the colour converter island (see runtime.ts): the HEX, RGB and HSL texts of
 * a colour typed in the HEX field, through the same edit of src/lib/color/fields.ts as the store.
 * The island's other fields are derived from the colour as well as edited: the early answer cannot
 * rewrite them, so while it shows, their stale text is made invisible (the island's classes), and
 * an edit in one of them leaves the answer to the island. The preview swatch (a style) and the
 * contrast card, another island, are hidden meanwhile.
 */
import {
  afterHexEdit,
  colorTexts,
  initialColorState,
  isHexFieldInvalid,
} from "../lib/color/fields";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";

/**
 * The texts the colour island shows after an edit of its HEX field, or null where it shows
 * something else (a HEX field marked invalid, an edit in another field, a missing field).
 * @example colorEarlyTexts(fieldsReader({ ...serverFields, hex: "#FF0000" }))?.["rgb-text"] // "rgb(255, 0, 0)"
 */
export function colorEarlyTexts(field: FieldReader): EarlyTexts {
  const server = initialColorState();
  const { hex: _hex, ...channels } = server.fields;
  const derivedFields: Readonly<Record<string, string>> = {
    ...channels,
    picker: server.color.hex.toLowerCase(),
  };
  for (const [name, serverText] of Object.entries(derivedFields)) {
    if (field(name) !== serverText) return null;
  }
  const hexText = field("hex");
  if (hexText === undefined) return null;
  const state = afterHexEdit(server, hexText);
  if (isHexFieldInvalid(state)) return null;
  return colorTexts(state.color);
}

/**
 * Starts the early answer of the colour island just before the current script.
 * @example answerColorEarly() // in src/early-answers/entries/color.ts
 */
export function answerColorEarly(): void {
  answerBeforeHydration(colorEarlyTexts);
}
