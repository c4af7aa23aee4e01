import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { criticalCss, markupClasses, selectorClasses, withCriticalCss } from "./critical-css";
import type { BuiltPage } from "./built-pages";

describe("the classes of markup and selectors", () => {
  it("reads the classes of every class attribute, entities decoded", () => {
    expect(markupClasses('<p class="a  b"></p><i class="data-[x=&#39;y&#39;]:c"></i>')).toEqual(
      new Set(["a", "b", "data-[x='y']:c"]),
    );
  });

  it("reads a selector's escaped classes, and not those a :not() asks to be absent", () => {
    expect(selectorClasses(".sm\\:px-3:hover .group:not(.x:not(.y))")).toEqual([
      "sm:px-3",
      "group",
    ]);
    expect(selectorClasses(".dark\\:bg-page:where(.dark, .dark *)")).toEqual([
      "dark:bg-page",
      "dark",
      "dark",
    ]);
    expect(selectorClasses("html,:host")).toEqual([]);
  });
});

describe("the critical part of a stylesheet", () => {
  const sheet =
    ":root{--used:red;--unused:blue;--chain:var(--used)}" +
    "@property --tw-x{syntax:'*';inherits:false}@property --tw-y{syntax:'*';inherits:false}" +
    "html{color:var(--chain)}" +
    "@layer utilities{.a{color:var(--used)}.b{translate:var(--tw-x)}.a .c,.a{margin:0}" +
    "@media (width>=40rem){.sm\\:b{color:red}}}" +
    "@keyframes spin{to{rotate:1turn}}";

  it("keeps rules of the classes present, rules without classes, keyframes, and what they read", () => {
    const critical = criticalCss(sheet, new Set(["a"]));
    expect(critical).toContain(".a{color:var(--used)}");
    expect(critical).toContain(".a{margin:0}");
    expect(critical).not.toContain(".c");
    expect(critical).not.toContain(".b");
    expect(critical).not.toContain("@media");
    expect(critical).toContain("html{color:var(--chain)}");
    expect(critical).toContain("--chain:var(--used)");
    expect(critical).not.toContain("--unused");
    expect(critical).not.toContain("@property --tw-x");
    expect(critical).toContain("@keyframes spin");
  });

  it("keeps a registered property that a kept rule reads", () => {
    expect(criticalCss(sheet, new Set(["b"]))).toContain("@property --tw-x");
  });
});

describe("the pages after the step", () => {
  const sheet = ".a{color:red}.b{color:blue}";
  const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
  const page = (file: string, policyExtra: string, body: string): BuiltPage => ({
    file,
    html:
      `<html><head><meta http-equiv="content-security-policy" content="style-src &#39;self&#39; &#39;${hash(sheet)}&#39;${policyExtra}">` +
      `<style>${sheet}</style><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head>` +
      `<body>${body}<script data-site-script>site()</script></body></html>`,
  });

  it("inline the rules a set of pages sharing a CSP can use, with its hash, and give the site script the whole sheet's address", () => {
    const pages = [
      page("x.html", "", '<p class="a"></p>'),
      page("y.html", "", '<p class="a"></p>'),
      page("z.html", "; script-src &#39;sha256-z&#39;", '<p class="b"></p>'),
    ];
    const report = withCriticalCss(pages, "/");
    expect(report.css).toBe(sheet);
    expect(report.file).toMatch(/^_astro\/site\.[0-9a-f]{10}\.css$/);
    expect(report.variants).toBe(2);
    const [x, y, z] = pages.map(({ html }) => html);
    expect(x).toContain("<style>.a{color:red}</style>");
    expect(x).toContain(`&#39;${hash(".a{color:red}")}&#39;`);
    expect(x).not.toContain(hash(sheet));
    expect(x).toContain(
      `<script data-site-script data-site-style="/${report.file}">site()</script>`,
    );
    expect(x).not.toContain("<link");
    expect(x).toContain(
      "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>",
    );
    expect(y).toBe(x);
    expect(z).toContain("<style>.b{color:blue}</style>");
  });

  it("stops the build when a page has no site script to apply the whole sheet", () => {
    const bare = page("w.html", "", "");
    bare.html = bare.html.replace("<script data-site-script>site()</script>", "");
    expect(() => withCriticalCss([page("x.html", "", ""), bare], "/")).toThrow(/w\.html/);
  });

  it("stops the build when pages inline different stylesheets", () => {
    const other = page("w.html", "", "");
    other.html = other.html.replace(sheet, ".c{}");
    expect(() => withCriticalCss([page("x.html", "", ""), other], "/")).toThrow(/one and the same/);
  });
});
