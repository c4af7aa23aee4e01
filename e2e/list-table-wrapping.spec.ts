/**
 * The "Convert a list" table on a phone (issue 26): messages break between words ("Invalid input
 * value", never "Invalid input valu / e"), while a long typed value still wraps inside its cell
 * instead of widening the table or the page.
 */
import { test, expect, expectNoHorizontalScroll, waitForHydration } from "./fixtures";

test("the list table breaks messages between words and wraps long values at 390 px", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/length");
  await waitForHydration(page);
  const main = page.locator("main");
  await main.getByRole("button", { name: "Convert a list" }).click();
  const longValue = "12345678901234567890".repeat(4);
  await main.getByLabel("Numbers to convert", { exact: true }).fill(`-4\nabc\n${longValue}x\n1`);
  const table = page.getByRole("region", { name: "Converted values" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveText(/^-4\s*Invalid input value$/);

  // Each word of every message lies on one line: a word split across lines has two boxes.
  const splitWords = await table.locator("tbody td:nth-child(2)").evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const content = text.textContent ?? "";
      const split: string[] = [];
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
      return split;
    }),
  );
  expect(splitWords).toEqual([]);
  // The messages do wrap at this width (so the check above had line breaks to look at).
  const messageCell = rows.nth(1).locator("td").nth(1);
  const lineHeight = await messageCell.evaluate((cell) =>
    parseFloat(getComputedStyle(cell).lineHeight),
  );
  expect((await messageCell.boundingBox())?.height ?? 0).toBeGreaterThan(1.5 * lineHeight);

  // The long typed value wraps inside its cell: the table is no wider than its box.
  const valueCell = rows.nth(2).locator("td").first();
  await expect(valueCell).toHaveText(`${longValue}x`);
  const valueLines = await valueCell.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(valueLines).toBeGreaterThan(1);
  const widths = await table.evaluate((region) => ({
    scroll: region.scrollWidth,
    client: region.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expectNoHorizontalScroll(page);
  expect(consoleErrors).toEqual([]);
});
