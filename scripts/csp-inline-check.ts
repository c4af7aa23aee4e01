/**
 * For scripts/check-site.ts: every inline <script> and <style> of a built page must be allowed by
 * the hashes of that page's CSP <meta>, or the browser refuses it. (Inline scripts of our own go in
 * src/inline-scripts/, whose files the CSP lists by hash.)
 */
import { createHash } from "node:crypto";

const sha256 = (text: string): string =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The sources of one directive of a policy ("script-src" → ["'self'", "'sha256-…'"]). */
function directiveSources(policy: string, name: string): string[] {
  for (const directive of policy.split(";")) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/);
    if (directiveName === name) return sources;
  }
  return [];
}

/**
 * The inline scripts and style elements of `html` that its CSP <meta> does not allow, described.
 * @example refusedInlineCode('<meta http-equiv="content-security-policy" content="script-src \'self\'"><script>x()</script>') // ["inline script 'sha256-…': x()"]
 */
export function refusedInlineCode(html: string): string[] {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  if (policy === undefined) return ["the page has no CSP <meta>"];
  const scriptSources = directiveSources(policy, "script-src");
  const styleSources = directiveSources(policy, "style-src");
  const refused: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const hash = sha256(body);
    if (!scriptSources.includes(hash)) refused.push(`inline script ${hash}: ${body.slice(0, 60)}`);
  }
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    const body = match[1] ?? "";
    const hash = sha256(body);
    if (!styleSources.includes(hash)) refused.push(`style element ${hash}: ${body.slice(0, 60)}`);
  }
  return refused;
}
