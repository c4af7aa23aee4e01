/**
 * What every response of the deployed site must carry, as checks that list what is wrong (an
 * empty list when all is right). The browser deploy checks (e2e/deploy-checks.ts) hold each host's
 * responses to them, scripts/netlify-headers-check.ts the headers Netlify's parser gives each file.
 */
import { cspDirectives } from "./security-headers.ts";

/**
 * The security headers' problems, given the response's headers by lower-case name.
 * @example securityHeaderProblems({ "x-frame-options": "DENY" }).length > 0 // true: HSTS and the rest are missing
 */
export function securityHeaderProblems(headers: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const expectEqual = (name: string, value: string) => {
    if (headers[name] !== value)
      problems.push(`${name} is ${JSON.stringify(headers[name])}, not "${value}"`);
  };
  const hsts = headers["strict-transport-security"] ?? "";
  if (
    !(Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= 31_536_000) ||
    !hsts.includes("includeSubDomains")
  ) {
    problems.push(
      `strict-transport-security is ${JSON.stringify(hsts)}: a year at least, with includeSubDomains`,
    );
  }
  expectEqual("x-content-type-options", "nosniff");
  expectEqual("x-frame-options", "DENY");
  expectEqual("referrer-policy", "strict-origin-when-cross-origin");
  expectEqual("cross-origin-opener-policy", "same-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    if (!permissions.includes(`${feature}=()`))
      problems.push(`permissions-policy lacks ${feature}=()`);
  }
  const frameAncestors = cspDirectives(headers["content-security-policy"] ?? "").filter(
    (directive) => directive.startsWith("frame-ancestors "),
  );
  if (frameAncestors.join() !== "frame-ancestors 'none'") {
    problems.push(
      `content-security-policy has ${JSON.stringify(frameAncestors)}, not one frame-ancestors 'none'`,
    );
  }
  return problems;
}

/**
 * How a CSP header differs from one policy equal to the page's <meta> policy plus
 * `frame-ancestors 'none'` (directive order aside); empty when it is exactly that.
 * @example pageCspProblems("img-src 'self'; frame-ancestors 'none'", "img-src 'self'") // []
 */
export function pageCspProblems(header: string | undefined, metaPolicy: string): string[] {
  if (header === undefined) return ["no content-security-policy header"];
  // Two policies for one response (two header lines, or values joined with ", ") both apply.
  if (header.includes(",")) return [`more than one content-security-policy: ${header}`];
  const sent = new Set(cspDirectives(header));
  const wanted = new Set([...cspDirectives(metaPolicy), "frame-ancestors 'none'"]);
  return [
    ...[...wanted]
      .filter((directive) => !sent.has(directive))
      .map((d) => `the header lacks "${d}"`),
    ...[...sent].filter((directive) => !wanted.has(directive)).map((d) => `the header adds "${d}"`),
  ];
}
