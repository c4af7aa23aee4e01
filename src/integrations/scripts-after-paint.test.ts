import { describe, expect, it } from "vitest";
import { withScriptsAfterPaint } from "./scripts-after-paint";

describe("a page's module scripts after its first paint", () => {
  const siteScript = "<script data-site-script>site()</script>";

  it("takes each module script out of the page and names its file once on the site script", () => {
    const { html } = withScriptsAfterPaint({
      file: "x.html",
      html:
        '<form></form><script type="module" src="/_astro/a.js"></script>' +
        '<script type="module">inline()</script><script type="module" src="/_astro/b.js"></script>' +
        `<script type="module" src="/_astro/a.js"></script>${siteScript}`,
    });
    expect(html).toBe(
      '<form></form><script type="module">inline()</script>' +
        '<script data-site-script data-scripts-after-paint="/_astro/a.js /_astro/b.js">site()</script>',
    );
  });

  it("adds to a site script that an earlier step gave attributes", () => {
    const { html } = withScriptsAfterPaint({
      file: "x.html",
      html: '<script type="module" src="/_astro/a.js"></script><script data-site-script data-x="1">s()</script>',
    });
    expect(html).toBe(
      '<script data-site-script data-scripts-after-paint="/_astro/a.js" data-x="1">s()</script>',
    );
  });

  it("leaves a page without module scripts as it is", () => {
    const page = { file: "x.html", html: `<p></p>${siteScript}` };
    expect(withScriptsAfterPaint(page)).toBe(page);
  });

  it("stops the build when a page with a module script has no site script to run it", () => {
    expect(() =>
      withScriptsAfterPaint({
        file: "y.html",
        html: '<script type="module" src="/_astro/a.js"></script>',
      }),
    ).toThrow(/y\.html/);
  });
});
