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
  csp: { insertScriptHash(hash: `sha256-${string}`): void },
  tool: string,
): void {
  const earlyAnswer = earlyAnswerScripts[tool];
  if (earlyAnswer) csp.insertScriptHash(earlyAnswer.hash);
}
