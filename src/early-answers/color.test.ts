import { describe, expect, it } from "vitest";
import fc from "fast-check";
import ColorConverter from "../components/color/ColorConverter";
import { formatHsl, formatRgb } from "../lib/color/color";
import { initialColorState } from "../lib/color/fields";
import { $color, editHexField } from "../stores/color";
import { colorEarlyTexts } from "./color";
import { fieldsReader, serverEarlyParts } from "./server-html";

/** The fields as the server renders them, with some edited. */
function edited(edits: Readonly<Record<string, string>>) {
  const { color, fields } = initialColorState();
  return fieldsReader({ picker: color.hex.toLowerCase(), ...fields, ...edits });
}

/** What the island shows once its HEX field is edited (its store's own edit). */
function islandTexts(hexText: string) {
  $color.set(initialColorState());
  editHexField(hexText);
  const { color } = $color.get();
  return {
    "preview-hex": color.hex,
    "hex-text": color.hex,
    "rgb-text": formatRgb(color.rgb),
    "hsl-text": formatHsl(color.hsl),
  };
}

describe("colorEarlyTexts", () => {
  it("gives #FF0000's texts for the hex code typed", () => {
    expect(colorEarlyTexts(edited({ hex: "#FF0000" }))).toEqual({
      "preview-hex": "#FF0000",
      "hex-text": "#FF0000",
      "rgb-text": "rgb(255, 0, 0)",
      "hsl-text": "hsl(0, 100%, 50%)",
    });
    expect(colorEarlyTexts(edited({ hex: " ff0000 " }))?.["rgb-text"]).toBe("rgb(255, 0, 0)");
  });

  it("gives exactly the island's server text of every slot for the island's own fields", () => {
    const server = serverEarlyParts(ColorConverter);
    expect(Object.keys(server.fields).sort()).toEqual(
      ["b", "g", "h", "hex", "l", "picker", "r", "s"].sort(),
    );
    expect(colorEarlyTexts(fieldsReader(server.fields))).toEqual(server.slots);
    expect(server.staleCount).toBe(1);
  });

  it("matches the island's colour for any hex code, with or without '#', in either case", () => {
    const hexText = fc
      .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), fc.boolean())
      .map(([value, hash, upper]) => {
        const digits = value.toString(16).padStart(6, "0");
        return `${hash ? "#" : ""}${upper ? digits.toUpperCase() : digits}`;
      });
    fc.assert(
      fc.property(hexText, (hex) => {
        expect(colorEarlyTexts(edited({ hex }))).toEqual(islandTexts(hex));
      }),
      { numRuns: 1000 },
    );
  });

  it("leaves to the island a HEX field it marks invalid and edits in its other fields", () => {
    for (const hex of ["#FF00", "#GG0000", "#FF00001", "red", "#"]) {
      expect(colorEarlyTexts(edited({ hex })), hex).toBeNull();
    }
    // An emptied HEX field keeps the colour, unmarked.
    expect(colorEarlyTexts(edited({ hex: "" }))).toEqual(islandTexts(""));
    for (const name of ["picker", "r", "g", "b", "h", "s", "l"]) {
      const edit = name === "picker" ? "#ff0000" : "0";
      expect(colorEarlyTexts(edited({ hex: "#FF0000", [name]: edit })), name).toBeNull();
    }
    expect(colorEarlyTexts(fieldsReader({ hex: "#FF0000" }))).toBeNull();
  });
});
