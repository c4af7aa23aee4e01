// Imports with the `?server-only` suffix (see src/integrations/server-only-imports.ts).
declare module "*?server-only" {
  /** The module's exports on the server; nothing in the browser. */
  const exports: Record<string, unknown>;
  export = exports;
}
