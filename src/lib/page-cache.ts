/**
 * A map shared by every bundle on the page that asks for it by the same name: the page's early
 * answer (an inline script) and its island (a module) each bundle the same library files, and
 * what one has built the other can take instead of building it again.
 * @example const formatters = pageCache<Intl.DateTimeFormat>("date-formatters");
 */
export function pageCache<Value>(name: string): Map<string, Value> {
  const registry = globalThis as Record<symbol, unknown>;
  return (registry[Symbol.for(`precision-computing.${name}`)] ??= new Map()) as Map<string, Value>;
}
