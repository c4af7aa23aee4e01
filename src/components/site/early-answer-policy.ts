/**
 * The Content Security Policy side of the early answers (src/early-answers/): a page that carries
 * one after its island (EarlyAnswer.astro) allows its inline script by hash in that page's policy
 * only. Astro writes the policy into <head>, so this runs in the route's frontmatter, before the
 * layout renders; components further down would be too late.
 */
import { earlyAnswerScripts } from "virtual:early-answers";

/**
 * Adds the tool's early-answer hash to the page's CSP, if the tool has an early answer.
 * @example allowEarlyAnswer(Astro.csp, "length") // in src/pages/[...toolPath].astro
 */
export function allowEarlyAnswer(
  csp: { insertScriptHash(hash: `sha256-${string}`): void } | undefined,
  tool: string,
): void {
  const earlyAnswer = earlyAnswerScripts[tool];
  if (!earlyAnswer) return;
  // The site always builds with security.csp on; without it a page would silently lose its policy.
  if (!csp) throw new Error("Astro.csp is undefined: security.csp must be on in astro.config.ts");
  csp.insertScriptHash(earlyAnswer.hash);
}
