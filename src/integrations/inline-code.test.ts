import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, refusedInlineCode, withoutUnusedScriptHashes } from "./inline-code";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (policy: string, body: string) =>
  `<meta http-equiv="content-security-policy" content="${policy}">${body}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, not JSON data or external scripts", () => {
    const html =
      '<script> a() </script><script type="application/ld+json">{}</script>' +
      '<script src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf(" a() "), hashOf("b()")]);
  });
});

describe("withoutUnusedScriptHashes", () => {
  const used = hashOf("a()");
  const unused = hashOf("never()");
  const policy = `default-src 'self'; script-src 'self' ${used} ${unused}; style-src 'self' ${unused};`;

  it("drops script-src hashes no inline script of the build has, and nothing else", () => {
    const pruned = withoutUnusedScriptHashes(page(policy, "<script>a()</script>"), new Set([used]));
    expect(pruned).toBe(
      page(
        `default-src 'self'; script-src 'self' ${used}; style-src 'self' ${unused};`,
        "<script>a()</script>",
      ),
    );
    expect(refusedInlineCode(pruned)).toEqual([]);
  });

  it("reads a policy whose quotes are written as &#39;, and writes them back so", () => {
    const escaped = (text: string) => text.replaceAll("'", "&#39;");
    expect(withoutUnusedScriptHashes(page(escaped(policy), ""), new Set([used]))).toBe(
      page(
        escaped(`default-src 'self'; script-src 'self' ${used}; style-src 'self' ${unused};`),
        "",
      ),
    );
  });
});
