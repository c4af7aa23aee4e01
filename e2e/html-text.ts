/** Reading a page's text straight from its HTML, for checks that need no browser. */

/** The text of HTML with its character references for &, quotes, < and > decoded. */
export function decodedHtml(text: string): string {
  return text
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** The first group of `pattern` in the HTML, trimmed and decoded ("" when it does not match). */
export function firstMatch(html: string, pattern: RegExp): string {
  return decodedHtml(pattern.exec(html)?.[1]?.trim() ?? "");
}
