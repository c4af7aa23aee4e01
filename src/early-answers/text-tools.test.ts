import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { viewOutputs } from "../lib/text-tools/text-tools";
import { outputPreview } from "../lib/text-tools/output-preview";
import { textToolsEarlyTexts } from "./text-tools";

const fields =
  (text: string) =>
  (name: string): string | undefined =>
    name === "text" ? text : undefined;

/** The text areas of the Case Conversion tab, as the island fills them from its worker. */
function islandOutputs(text: string): Record<string, string> {
  return Object.fromEntries(
    viewOutputs(text, "case").outputs.map(({ id, output }) => [
      `output-${id}`,
      outputPreview(output),
    ]),
  );
}

describe("textToolsEarlyTexts", () => {
  it("fills the eight case outputs of 'hello wide world'", () => {
    expect(textToolsEarlyTexts(fields("hello wide world"))).toEqual({
      "output-upper": "HELLO WIDE WORLD",
      "output-lower": "hello wide world",
      "output-title": "Hello Wide World",
      "output-sentence": "Hello wide world",
      "output-camel": "helloWideWorld",
      "output-pascal": "HelloWideWorld",
      "output-snake": "hello_wide_world",
      "output-kebab": "hello-wide-world",
    });
  });

  it("gives the island's own outputs for any text", () => {
    const samples = [
      "Hello there. how ARE you?\n\nfine!",
      "don't stop_believing-now XMLHttpRequest 2nd place",
      "noël 😀 e\u0301 Straße ǆ İstanbul",
      "  indented\r\n\ttabbed  ",
      '(the) QUICK "brown" fox\'s 42 jumps.',
    ];
    for (const text of samples)
      expect(textToolsEarlyTexts(fields(text)), text).toEqual(islandOutputs(text));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        const texts = textToolsEarlyTexts(fields(text));
        if (text === "") expect(texts).toBeNull();
        else expect(texts).toEqual(islandOutputs(text));
      }),
    );
  });

  it("leaves empty text and long outputs to the island", () => {
    expect(textToolsEarlyTexts(fields(""))).toBeNull();
    expect(textToolsEarlyTexts(() => undefined)).toBeNull();
    // Past 5,000 characters the island shows the beginning and a note.
    expect(textToolsEarlyTexts(fields("a".repeat(5000)))?.["output-upper"]).toBe("A".repeat(5000));
    expect(textToolsEarlyTexts(fields("a".repeat(5001)))).toBeNull();
    // 'ß' upper-cases to 'SS': the text fits, its UPPER CASE output does not.
    expect(textToolsEarlyTexts(fields("ß".repeat(2600)))).toBeNull();
  });
});
