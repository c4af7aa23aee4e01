import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { slashRedirectTarget, slashedSitePathPattern } from "./trailing-slash";

describe("slashRedirectTarget", () => {
  it("drops the trailing slash of a path of the site", () => {
    expect(slashRedirectTarget("/length/")).toBe("/length");
    expect(slashRedirectTarget("/length/meters-to-feet/")).toBe("/length/meters-to-feet");
    expect(slashRedirectTarget("/Contact-Us/")).toBe("/Contact-Us");
    expect(slashRedirectTarget("/.well-known/security.txt/")).toBe("/.well-known/security.txt");
  });

  it("refuses every path a browser could read as another site once the slash is gone", () => {
    for (const path of [
      "/%5Cevil.example/",
      "/%5C%5Cevil.example/",
      "/\\evil.example/",
      "//evil.example/",
      "/%2F%2Fevil.example/",
      "/%2f/evil.example/",
      "/%09/evil.example/",
      "/%0D%0ALocation:%20x/",
      "/http:/evil.example/",
      "/https:%2F%2Fevil.example/",
      "/a//b/",
      "/%E0%A4%A/",
      "/",
    ]) {
      expect(slashRedirectTarget(path), path).toBeNull();
    }
  });

  it("is the rule of the nginx server block", () => {
    const conf = readFileSync("deploy/nginx/precision-computing.conf", "utf8");
    expect(conf).toContain(`rewrite "${slashedSitePathPattern}" $1 permanent;`);
  });
});
