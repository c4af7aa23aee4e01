/**
 * Lets plain Node load the site's TypeScript sources as Vite does: a relative import without an
 * extension (`./length/converter`) resolves to its `.ts` file, or to a folder's `index.ts`
 * (`./result-format`). `src/tools.ts` reads the list of
 * measures (`src/lib/measures/index.ts`), whose files import each other that way, so
 * `scripts/check-site.ts` imports this before it loads the tools (`astro.config.ts` is loaded by
 * Vite, which resolves them itself). Import it for its effect, then `await import()` what needs it:
 * the static imports of a module are resolved before any of them runs.
 */
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const extensionless = specifier.startsWith(".") && !/\.\w+$/.test(specifier);
      if (!extensionless) throw error;
      try {
        return nextResolve(`${specifier}.ts`, context);
      } catch {
        return nextResolve(`${specifier}/index.ts`, context);
      }
    }
  },
});
