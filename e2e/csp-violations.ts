/**
 * Records Content Security Policy violations on a page: the document's `securitypolicyviolation`
 * events and the browser's console reports about the policy. Shared by the every-page loop and
 * the CSP tests.
 */
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Starts recording before the first navigation; the returned function lists what was seen so far
 * on the current document and in the console since recording started.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      const blocked = event.blockedURI || "an inline source";
      seen.push(
        `${event.effectiveDirective} blocked ${blocked} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => window.__cspViolations ?? [])),
  ];
}

/**
 * Uses what every page shares and what may run script or load code under the CSP: the theme
 * toggle (both ways), the mobile menu at phone width, F8 to the toast region on tool pages, and
 * the first copy button. Leaves the page in the theme and size it had.
 */
export async function exerciseSharedControls(page: Page): Promise<void> {
  const themeToggle = page.locator("#theme-toggle");
  await themeToggle.click();
  await themeToggle.click();
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Close menu" }).click();
  if (size) await page.setViewportSize(size);
  if ((await page.getByTestId("toast-region").count()) > 0) await page.keyboard.press("F8");
  const copy = page.getByRole("button", { name: /^Copy/ }).filter({ visible: true });
  if ((await copy.count()) > 0 && (await copy.first().isEnabled())) await copy.first().click();
}
