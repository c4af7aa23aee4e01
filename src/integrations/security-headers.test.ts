import { createHash } from "node:crypto";
import { speculationRules } from "../speculation-rules";
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  cspDirectives,
  pagePolicyRules,
  pruneUnusedScriptHashes,
  securityHeaders,
} from "./security-headers";
import { headersForPath, parseHeadersFile } from "./headers-file";
import { adsense } from "../ads/providers/adsense";

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy("https://rates.example/v6/latest/USD?key=1");

  it("lets the browser connect to the site and the rates endpoint's origin only", () => {
    expect(csp.directives).toContain("connect-src 'self' https://rates.example");
  });

  it("closes plugins, base URLs and form targets", () => {
    expect(csp.directives).toEqual(
      expect.arrayContaining(["object-src 'none'", "base-uri 'self'", "form-action 'self'"]),
    );
  });

  it("allows each file of src/inline-scripts and the speculation rules by the hash of their exact text (ads-*.js only with ads on)", () => {
    const folder = new URL("../inline-scripts/", import.meta.url);
    const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    const expected = [
      ...readdirSync(folder)
        .filter((name) => name.endsWith(".js") && !name.startsWith("ads-"))
        .map((name) => sha256(readFileSync(new URL(name, folder), "utf8"))),
      sha256(speculationRules(false)),
    ];
    expect(expected.length).toBeGreaterThan(1);
    expect([...(csp.scriptDirective?.hashes ?? [])].sort()).toEqual(expected.sort());
    expect(csp.scriptDirective?.resources ?? []).toEqual([]);
  });

  it("allows the ad network's origins and the ads-*.js inline scripts only when ads are on", () => {
    const withAds = contentSecurityPolicy(
      "https://rates.example/v6/latest/USD",
      adsense.cspSources,
    );
    expect(withAds.directives).toEqual(
      expect.arrayContaining([
        "connect-src 'self' https://rates.example https://*.googlesyndication.com https://googleads.g.doubleclick.net https://*.adtrafficquality.google",
        "frame-src https://googleads.g.doubleclick.net https://tpc.googlesyndication.com https://www.google.com https://*.adtrafficquality.google",
      ]),
    );
    expect(withAds.scriptDirective?.resources).toEqual([
      "'self'",
      ...adsense.cspSources["script-src"],
    ]);
    const adsScripts = readdirSync(new URL("../inline-scripts/", import.meta.url)).filter((name) =>
      name.startsWith("ads-"),
    );
    expect(adsScripts.length).toBeGreaterThan(0);
    expect(withAds.scriptDirective?.hashes?.length).toBe(
      (csp.scriptDirective?.hashes?.length ?? 0) + adsScripts.length,
    );
    expect(csp.directives?.join(";")).not.toMatch(/google|frame-src/);
  });

  it("relaxes style attributes only", () => {
    expect(csp.styleDirective?.resources).toEqual([
      { resource: "'unsafe-inline'", kind: "attribute" },
    ]);
  });
});

describe("securityHeaders", () => {
  const headers = securityHeaders("script-src 'self' 'sha256-abc';style-src 'self';");

  it("adds frame-ancestors to the page policy, one directive each", () => {
    expect(cspDirectives(headers["Content-Security-Policy"] ?? "")).toEqual([
      "script-src 'self' 'sha256-abc'",
      "style-src 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it("sends the headers of a strict site", () => {
    expect(headers).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });
});

describe("cspDirectives", () => {
  it("splits, trims and drops empty directives", () => {
    expect(cspDirectives(" default-src  'self' ;; img-src 'self';")).toEqual([
      "default-src 'self'",
      "img-src 'self'",
    ]);
  });
});

describe("pagePolicyRules", () => {
  const site = "script-src 'self' 'sha256-site'";
  const length = `${site} 'sha256-length'`;
  const area = `${site} 'sha256-area'`;
  const time = `${site} 'sha256-time'`;
  const policies = new Map([
    ["/", site],
    ["/404", site],
    ["/blog/an-article", site],
    ["/length", length],
    ["/length/meters-to-feet", length],
    ["/length/feet-to-meters", length],
    ["/measurement/length-converter", length],
    ["/measurement/area-converter", area],
    ["/measurement/cooking-converter", site],
    // A folder where most pages share one policy and one page has the site's.
    ["/time/age-calculator", site],
    ["/time/hours-to-minutes", time],
    ["/time/days-to-hours", time],
    ["/time/time-converter", time],
  ]);

  it("gives a folder whose pages share a policy one rule, other pages one each, the site none", () => {
    expect(pagePolicyRules(policies, site)).toEqual([
      { path: "/length", policy: length },
      { path: "/length/*", policy: length },
      { path: "/measurement/area-converter", policy: area },
      { path: "/measurement/length-converter", policy: length },
      { path: "/time/*", policy: time },
      { path: "/time/age-calculator", policy: site },
    ]);
  });

  it("gives every page exactly its own policy once the rules are written as a host reads them", () => {
    const rules = pagePolicyRules(policies, site);
    const text = [
      `/*\n  Content-Security-Policy: ${site}`,
      ...rules.map(
        ({ path, policy }) =>
          `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}`,
      ),
    ].join("\n");
    for (const [path, policy] of policies) {
      expect(headersForPath(parseHeadersFile(text), path)["Content-Security-Policy"], path).toBe(
        policy,
      );
    }
  });
});

describe("pruneUnusedScriptHashes", () => {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const page = (scripts: string[]) => ({
    file: "x.html",
    html: `<meta http-equiv="content-security-policy" content="script-src 'self' ${hash("a()")} ${hash("b()")} ${hash("unused()")}">${scripts.map((body) => `<script>${body}</script>`).join("")}`,
  });

  it("keeps on every page the hashes of the inline scripts some page of the build runs", () => {
    const pages = [page(["a()"]), page(["b()"])];
    expect(pruneUnusedScriptHashes(pages)).toBe(1);
    for (const { html } of pages) {
      expect(html).toContain(`script-src 'self' ${hash("a()")} ${hash("b()")}"`);
      expect(html).not.toContain(hash("unused()"));
    }
  });
});
