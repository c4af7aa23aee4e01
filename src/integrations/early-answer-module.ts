/**
 * A Vite plugin that gives pages the early-answer scripts (src/early-answers/): the module
 * `virtual:early-answers` exports them by tool id. They are built here, in the config's process,
 * from the same build the Content Security Policy hashes, so a page's inline script always has its
 * hash in the policy. (The dev server builds them once; restart it after editing them.)
 */
import type { Plugin } from "vite";
import { earlyAnswerScripts } from "../early-answers/build.ts";

const moduleId = "virtual:early-answers";
const resolvedId = `\0${moduleId}`;

/**
 * The plugin; add it to `vite.plugins` in astro.config.mjs.
 * @example earlyAnswerModule().name // "early-answer-module"
 */
export function earlyAnswerModule(): Plugin {
  return {
    name: "early-answer-module",
    resolveId(source) {
      return source === moduleId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const scripts = Object.fromEntries(earlyAnswerScripts());
      return `export const earlyAnswerScripts = ${JSON.stringify(scripts)};`;
    },
  };
}
