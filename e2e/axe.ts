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
  let builder = axeBuilder(page);
  if (include !== undefined) builder = builder.include(include);
  return violationLines(builder);
}

/**
 * The axe rules whose answer depends on the page's colours: a page in the other theme has the same
 * elements, names and roles (the theme is a class on <html>; it shows another aria-hidden icon),
 * so after a full check in one theme only these can find something new in the other.
 */
export const colourRules = ["color-contrast", "link-in-text-block"] as const;

/**
 * The violations of the colour rules only, on a page (or, with `include`, a part of it) whose
 * other rules were checked as it is.
 */
export function colourViolations(page: Page, include?: string): Promise<string[]> {
  let builder = axeBuilder(page).withRules([...colourRules]);
  if (include !== undefined) builder = builder.include(include);
  return violationLines(builder);
}

function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] });
}

async function violationLines(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")})`,
  );
}
