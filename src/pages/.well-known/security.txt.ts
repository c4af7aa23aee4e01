/**
 * /.well-known/security.txt (RFC 9116): where to report a security issue. The RFC wants Expires
 * less than a year ahead; it is computed when the site is built, so every build renews it.
 */
import type { APIRoute } from "astro";
import { supportEmail } from "../../site";

/** How long a build's security.txt stays valid: rebuild the site at least this often. */
const validForDays = 180;

export const GET: APIRoute = ({ site }) => {
  const expires = new Date(Date.now() + validForDays * 24 * 60 * 60 * 1000);
  const lines = [
    `Contact: mailto:${supportEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Policy: ${new URL("/security-ploicy#reporting-security-issues", site).href}`,
    `Canonical: ${new URL("/.well-known/security.txt", site).href}`,
    "Preferred-Languages: en",
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
