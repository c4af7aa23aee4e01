/**
 * The OpenSearch description that lets a browser add the calculator as a search engine: what is
 * typed in the address bar opens /calculator with it as the question (`?q=`).
 */
import { siteName } from "./site";

/** Where the description is served; every page links it. */
export const openSearchPath = "/opensearch.xml";

/** The calculator's address with a question, as OpenSearch templates write it. */
export const calculatorSearchTemplate = "/calculator?q={searchTerms}";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The description document for a site's origin.
 * @example openSearchDescription(new URL("https://example.com")).includes("calculator?q={searchTerms}") // true
 */
export function openSearchDescription(site: URL): string {
  const template = new URL(calculatorSearchTemplate, site).href.replace(
    encodeURIComponent("{searchTerms}"),
    "{searchTerms}",
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(siteName)}</ShortName>
  <Description>${escapeXml(`Convert and calculate with units at ${siteName}: 5 ft + 3 in in cm, 15% of 80, 100 usd to eur.`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${escapeXml(new URL("/favicon.svg", site).href)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(template)}"/>
  <moz:SearchForm xmlns:moz="http://www.mozilla.org/2006/browser/search/">${escapeXml(new URL("/calculator", site).href)}</moz:SearchForm>
</OpenSearchDescription>
`;
}
