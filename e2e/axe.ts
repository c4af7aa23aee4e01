/** axe-core on a page, the way every spec that checks accessibility runs it. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The axe-core violations on the page as it is now, one line each ("rule: help (where)"); with
 * `include`, on that part of the page only.
 *
 * On a page without frames (every page of this site without ads) axe runs in the page itself,
 * AxeBuilder's "legacy" mode: its default runs axe in each frame and then opens a blank page to
 * merge what the frames found, which finds the same here and takes two to three times as long.
 * Only violations are gathered: passes and inapplicable rules are not serialised.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] });
  if (include !== undefined) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")})`,
  );
}
