/**
 * The `_headers` file format of Netlify and Cloudflare Pages: a path pattern on its own line
 * (`*` matches anything, `:name` one path segment), then indented `Name: value` lines, or
 * `! Name` to drop a header that an earlier matching rule set. The build writes it
 * (security-headers.ts) and scripts/serve.ts applies it the way those hosts do.
 */

export interface HeaderRule {
  /** The path pattern, e.g. "/*", "/_astro/*", "/:file". */
  path: string;
  /** Headers in the order written. */
  headers: [name: string, value: string][];
  /** Header names (lower case) that this rule removes from earlier matching rules. */
  detached: string[];
}

/**
 * The text of a `_headers` file, with a comment line first.
 * @example formatHeadersFile([{ path: "/*", headers: [["X-Frame-Options", "DENY"]], detached: [] }], "Generated") // "# Generated\n/*\n  X-Frame-Options: DENY\n"
 */
export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const blocks = rules.map(({ path, headers, detached }) =>
    [
      path,
      ...detached.map((name) => `  ! ${name}`),
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  return `# ${comment}\n${blocks.join("\n\n")}\n`;
}

/**
 * Reads a `_headers` file; throws on a line that is neither a path, a header nor a comment.
 * @example parseHeadersFile("/*\n  X-Frame-Options: DENY\n")[0]?.headers // [["X-Frame-Options", "DENY"]]
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: [], detached: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header line comes before any path: ${trimmed}`);
    if (trimmed.startsWith("!")) {
      rule.detached.push(trimmed.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = trimmed.indexOf(":");
    if (colon < 1) throw new Error(`_headers: not a "Name: value" line: ${trimmed}`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a rule's path pattern matches a URL path.
 * @example pathMatches("/:file", "/length") // true
 */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? "[^/]+"
          : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The headers the rules give a URL path: every matching rule in order; the values of one header
 * set by several rules are joined with ", ", as Netlify and Cloudflare Pages join them.
 * @example headersForPath(parseHeadersFile("/*\n  A: 1\n/x\n  A: 2\n"), "/x") // { A: "1, 2" }
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const merged = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, path)) continue;
    for (const name of rule.detached) merged.delete(name);
    for (const [name, value] of rule.headers) {
      const existing = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), [name, existing ? `${existing[1]}, ${value}` : value]);
    }
  }
  return Object.fromEntries(merged.values());
}
