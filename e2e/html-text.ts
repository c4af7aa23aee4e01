/** Reading a page's text straight from its HTML, for checks that need no browser. */
import { decodedHtml } from "../src/integrations/built-pages";

export { decodedHtml };

/** The first group of `pattern` in the HTML, trimmed and decoded ("" when it does not match). */
export function firstMatch(html: string, pattern: RegExp): string {
  return decodedHtml(pattern.exec(html)?.[1]?.trim() ?? "");
}
