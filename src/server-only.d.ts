// Imports with the `?server-only` suffix (see src/integrations/server-only-imports.ts).
declare module "*?server-only" {
  /** The module's exports on the server; nothing in the browser. */
  const exports: Record<string, unknown>;
  export = exports;
}

// The early-answer scripts by tool id (see src/integrations/early-answer-module.ts).
declare module "virtual:early-answers" {
  export const earlyAnswerScripts: Readonly<
    Record<string, { readonly source: string; readonly hash: `sha256-${string}` }>
  >;
}
