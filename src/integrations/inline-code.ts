/**
 * The inline code of a built page against its CSP <meta>: every inline <script> and <style> must
 * be allowed by a hash of that page's policy, or the browser refuses it (scripts/check-site.ts
 * checks it), and a script hash that allows no inline script of the build allows nothing and can
 * go (security-headers.ts prunes them). Inline scripts of our own go in src/inline-scripts/, whose
 * files the CSP lists by hash.
 */
import { createHash } from "node:crypto";

/**
 * A text's SHA-256 as a CSP hash, without quotes (as Astro's CSP settings take it).
 * @example sha256Hash("") // "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
 */
export function sha256Hash(text: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

/**
 * A text's SHA-256 as a CSP source, quoted as a policy writes it.
 * @example cspHashSource("") // "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
 */
export function cspHashSource(text: string): string {
  return `'${sha256Hash(text)}'`;
}

const sha256 = cspHashSource;

/** The bodies of a page's inline scripts that run (not JSON data blocks). */
function inlineScriptBodies(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = ""]) => body);
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts a page runs.
 * @example inlineScriptHashes("<script>x()</script>") // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScriptBodies(html).map(sha256);
}

/**
 * The page with the script hashes of its CSP <meta> that are not in `used` taken out.
 * @example withoutUnusedScriptHashes(html, new Set(["'sha256-a'"])) // script-src 'self' 'sha256-a'
 */
export function withoutUnusedScriptHashes(html: string, used: ReadonlySet<string>): string {
  return html.replace(
    /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i,
    (_, start: string, written: string, end: string) => {
      // The attribute may write its quotes as &#39;, whose ';' would split a directive.
      const escaped = written.includes("&#39;");
      const policy = written.replaceAll("&#39;", "'");
      const directives = policy.split(";").map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        if (name !== "script-src") return directive;
        const kept = sources.filter(
          (source) => !/^'sha(256|384|512)-/.test(source) || used.has(source),
        );
        return ` ${[name, ...kept].join(" ")}`;
      });
      const pruned = directives.join(";");
      return `${start}${escaped ? pruned.replaceAll("'", "&#39;") : pruned}${end}`;
    },
  );
}

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
  for (const body of inlineScriptBodies(html)) {
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
