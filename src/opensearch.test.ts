import { describe, expect, test } from "vitest";
import { openSearchDescription } from "./opensearch";

describe("the OpenSearch description", () => {
  const xml = openSearchDescription(new URL("https://precision.example/"));

  test("sends a search to the calculator with the terms as its question", () => {
    expect(xml).toContain('template="https://precision.example/calculator?q={searchTerms}"');
    expect(xml).toContain('<Url type="text/html" method="get"');
  });

  test("names the site and is well formed", () => {
    expect(xml).toContain("<ShortName>Precision Computing</ShortName>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect((xml.match(/<OpenSearchDescription/g) ?? []).length).toBe(1);
    expect(xml.trim().endsWith("</OpenSearchDescription>")).toBe(true);
  });
});
