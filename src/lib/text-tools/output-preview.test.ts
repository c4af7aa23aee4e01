import { describe, expect, it } from "vitest";
import { outputPreview, outputPreviewLimit, textOutputTexts } from "./output-preview";

describe("outputPreview", () => {
  it("shows a short output whole and a long one's first 5,000 units", () => {
    expect(outputPreview("HELLO")).toBe("HELLO");
    expect(outputPreview("a".repeat(outputPreviewLimit))).toHaveLength(outputPreviewLimit);
    expect(outputPreview("a".repeat(outputPreviewLimit + 1))).toBe("a".repeat(outputPreviewLimit));
  });

  it("does not cut a surrogate pair in half", () => {
    const text = `${"a".repeat(outputPreviewLimit - 1)}😀tail`;
    expect(outputPreview(text)).toBe("a".repeat(outputPreviewLimit - 1));
  });
});

describe("textOutputTexts", () => {
  it("names each output's text area by its tool and gives its preview", () => {
    expect(
      textOutputTexts([
        { id: "upper", label: "UPPER CASE", output: "HELLO WIDE WORLD" },
        { id: "snake", label: "snake_case", output: "hello_wide_world" },
      ]),
    ).toEqual({ "output-upper": "HELLO WIDE WORLD", "output-snake": "hello_wide_world" });
  });

  it("gives empty outputs as empty texts and long ones as their beginning", () => {
    const long = "x".repeat(outputPreviewLimit + 10);
    expect(
      textOutputTexts([
        { id: "reverseText", label: "Reverse Text", output: "" },
        { id: "extractUrls", label: "Extract URLs", output: long },
      ]),
    ).toEqual({
      "output-reverseText": "",
      "output-extractUrls": long.slice(0, outputPreviewLimit),
    });
    expect(textOutputTexts([])).toEqual({});
  });
});
