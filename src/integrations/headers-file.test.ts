import { describe, expect, it } from "vitest";
import { formatHeadersFile, headersForPath, parseHeadersFile, pathMatches } from "./headers-file";

describe("pathMatches", () => {
  it("matches a splat anywhere after it, the root included", () => {
    expect(pathMatches("/*", "/")).toBe(true);
    expect(pathMatches("/*", "/blog/a-post")).toBe(true);
    expect(pathMatches("/_astro/*", "/_astro/app.Ab12.js")).toBe(true);
    expect(pathMatches("/_astro/*", "/length")).toBe(false);
  });

  it("matches a placeholder to exactly one segment", () => {
    expect(pathMatches("/:file", "/length")).toBe(true);
    expect(pathMatches("/:file", "/rss.xml")).toBe(true);
    expect(pathMatches("/:file", "/")).toBe(false);
    expect(pathMatches("/:file", "/blog/a-post")).toBe(false);
  });

  it("takes dots and other characters literally", () => {
    expect(pathMatches("/rss.xml", "/rss.xml")).toBe(true);
    expect(pathMatches("/rss.xml", "/rssAxml")).toBe(false);
  });
});

describe("_headers files", () => {
  const text = [
    "# a comment",
    "/*",
    "  X-Frame-Options: DENY",
    "  Content-Security-Policy: default-src 'self'; img-src 'self'",
    "",
    "/_astro/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
    "/static/*",
    "  ! X-Frame-Options",
    "",
  ].join("\n");

  it("reads paths, headers with colons in their values, and detached headers", () => {
    expect(parseHeadersFile(text)).toEqual([
      {
        path: "/*",
        headers: [
          ["X-Frame-Options", "DENY"],
          ["Content-Security-Policy", "default-src 'self'; img-src 'self'"],
        ],
        detached: [],
      },
      {
        path: "/_astro/*",
        headers: [["Cache-Control", "public, max-age=31536000, immutable"]],
        detached: [],
      },
      { path: "/static/*", headers: [], detached: ["x-frame-options"] },
    ]);
  });

  it("writes what it reads", () => {
    const rules = parseHeadersFile(text);
    expect(parseHeadersFile(formatHeadersFile(rules, "again"))).toEqual(rules);
  });

  it("rejects a header before any path and a line without a colon", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY")).toThrow(/before any path/);
    expect(() => parseHeadersFile("/*\n  nonsense")).toThrow(/Name: value/);
  });

  it("applies every matching rule, joins repeated headers and drops detached ones", () => {
    const rules = parseHeadersFile(text + "\n/_astro/*\n  Cache-Control: no-transform\n");
    expect(headersForPath(rules, "/_astro/a.js")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'self'; img-src 'self'",
      "Cache-Control": "public, max-age=31536000, immutable, no-transform",
    });
    expect(headersForPath(rules, "/static/a.png")).toEqual({
      "Content-Security-Policy": "default-src 'self'; img-src 'self'",
    });
  });
});
