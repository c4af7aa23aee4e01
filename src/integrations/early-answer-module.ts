/**
 * A Vite plugin that gives pages the early-answer scripts (src/early-answers/): the module
 * `virtual:early-answers` exports them by tool id, each with the `sha256-…` hash that the page
 * carrying it adds to its own Content Security Policy (src/components/site/EarlyAnswer.astro).
 * (The dev server builds them once; restart it after editing them.)
 */
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { earlyAnswerScripts } from "../early-answers/build.ts";

const moduleId = "virtual:early-answers";
const resolvedId = `\0${moduleId}`;

/**
 * The plugin; add it to `vite.plugins` in astro.config.ts.
 * @example earlyAnswerModule().name // "early-answer-module"
 */
export function earlyAnswerModule(): Plugin {
  return {
    name: "early-answer-module",
    resolveId(source) {
      return source === moduleId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const scripts = Object.fromEntries(
        [...(await earlyAnswerScripts())].map(([tool, source]) => [
          tool,
          { source, hash: `sha256-${createHash("sha256").update(source).digest("base64")}` },
        ]),
      );
      return `export const earlyAnswerScripts = ${JSON.stringify(scripts)};`;
    },
  };
}
