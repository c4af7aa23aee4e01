/**
 * The time zone page's zone fields by place (cities, nicknames, countries, abbreviations, IANA
 * ids) with suggestions, the way to the comparison on a phone, and the day strip; at 390 and
 * 1280 px.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { axeViolations } from "./axe";
import { toolWithPaths, waitForIsland } from "./calculator-helpers";

const { tool } = toolWithPaths("timezone");
const summerNoon = new Date("2025-07-01T14:00:00Z");
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

async function openTimezone(page: Page) {
  await page.clock.setFixedTime(summerNoon);
  await page.goto(tool.routePath);
  await waitForIsland(page, "TimezoneConverter");
}

const anyField = (page: Page) => page.getByLabel("Search time zones", { exact: true });
const compareField = (page: Page) => page.getByLabel("In time zone", { exact: true });
const compared = (page: Page, zone: string) =>
  page.getByTestId("compare-results").locator(`[data-zone="${zone}"]`);

/** Types a place into a zone field as a person does, a key at a time. */
async function typePlace(field: Locator, text: string) {
  await field.fill("");
  await field.pressSequentially(text);
}

test.describe("time zones by place", () => {
  test.use({ timezoneId: "America/New_York" });

  for (const viewport of widths) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("both zone fields take cities, nicknames, a country, abbreviations and IANA ids", async ({
        page,
        consoleErrors,
      }) => {
        await openTimezone(page);
        const any = anyField(page);
        const anyTime = page.getByTestId("any-zone-time");
        const readings = [
          ["New York", "10:00:00 AM", "Read as America/New_York (New York)."],
          ["Tokyo", "11:00:00 PM", "Read as Asia/Tokyo (Tokyo)."],
          ["NYC", "10:00:00 AM", "Read as America/New_York (New York)."],
          ["Japan", "11:00:00 PM", "Read as Asia/Tokyo (Japan)."],
          [
            "EST",
            "9:00:00 AM",
            "Read as a fixed UTC−5 (EST). EST is UTC−5 all year; for New York's local time, which is on EDT in summer, type ET or New York.",
          ],
        ] as const;
        for (const [text, time, hint] of readings) {
          await any.fill(text);
          await expect(anyTime).toHaveText(time);
          await expect(any).toHaveAccessibleDescription(hint);
        }
        await any.fill("europe/london");
        await expect(anyTime).toHaveText("3:00:00 PM");
        await expect(page.getByTestId("any-zone-offset")).toHaveText("UTC+01:00");
        await expect(any).not.toHaveAccessibleDescription(/Read as/);

        // 09:00 on 1 July 2025 in the zone typed, in London and New York.
        const zone = compareField(page);
        const london = compared(page, "Europe/London");
        const newYork = compared(page, "America/New_York");
        const comparisons = [
          ["Tokyo", "01:00 Tue, Jul 1", "20:00 Mon, Jun 30"],
          ["NYC", "14:00 Tue, Jul 1", "09:00 Tue, Jul 1"],
          ["Japan", "01:00 Tue, Jul 1", "20:00 Mon, Jun 30"],
          ["EST", "15:00 Tue, Jul 1", "10:00 Tue, Jul 1"],
          ["Asia/Kolkata", "04:30 Tue, Jul 1", "23:30 Mon, Jun 30"],
          ["New York", "14:00 Tue, Jul 1", "09:00 Tue, Jul 1"],
        ] as const;
        for (const [text, inLondon, inNewYork] of comparisons) {
          await zone.fill(text);
          await expect(london).toContainText(inLondon);
          await expect(newYork).toContainText(inNewYork);
        }
        await zone.fill("EST");
        await expect(zone).toHaveAccessibleDescription(/EST is UTC−5 all year/);

        // Text that is no place still gets the spec's message.
        await zone.fill("Nowhere");
        await expect(page.getByRole("alert")).toHaveText("Invalid timezone");
        await expect(page.getByTestId("compare-results")).toHaveCount(0);
        expect(consoleErrors).toEqual([]);
      });

      test("suggestions appear as you type and are picked by keyboard and by click; axe passes", async ({
        page,
        consoleErrors,
      }) => {
        await openTimezone(page);
        const any = anyField(page);
        await expect(any).toHaveRole("combobox");
        await expect(any).toHaveAttribute("aria-autocomplete", "list");
        await expect(any).toHaveAttribute("aria-expanded", "false");

        await any.click();
        await typePlace(any, "tok");
        const anyList = page.getByRole("listbox", { name: "Search time zones: suggestions" });
        await expect(anyList).toBeVisible();
        await expect(any).toHaveAttribute("aria-expanded", "true");
        await expect(any).toHaveAttribute("aria-controls", "tz-any-zone-list");
        const tokyo = anyList.getByRole("option", { name: "Tokyo · Asia / Tokyo" });
        await expect(anyList.getByRole("option").first()).toHaveText("Tokyo · Asia / Tokyo");
        expect(await axeViolations(page, "#tz-any")).toEqual([]);

        // Keyboard: the arrows move through the options, Escape closes, Enter picks.
        await any.press("ArrowDown");
        await expect(tokyo).toHaveAttribute("aria-selected", "true");
        await expect(any).toHaveAttribute(
          "aria-activedescendant",
          (await tokyo.getAttribute("id")) ?? "",
        );
        await any.press("ArrowDown");
        await expect(tokyo).toHaveAttribute("aria-selected", "false");
        await any.press("ArrowUp");
        await expect(tokyo).toHaveAttribute("aria-selected", "true");
        await any.press("Escape");
        await expect(anyList).toBeHidden();
        await expect(any).toHaveAttribute("aria-expanded", "false");
        await any.press("ArrowDown");
        await expect(tokyo).toHaveAttribute("aria-selected", "true");
        await any.press("Enter");
        await expect(anyList).toBeHidden();
        await expect(any).toHaveValue("Tokyo");
        await expect(page.getByTestId("any-zone-time")).toHaveText("11:00:00 PM");
        await expect(any).toHaveAccessibleDescription("Read as Asia/Tokyo (Tokyo).");

        // Pointer: a click (a tap on a phone) picks.
        const zone = compareField(page);
        await zone.click();
        await typePlace(zone, "Lond");
        const compareList = page.getByRole("listbox", { name: "In time zone: suggestions" });
        await compareList.getByRole("option", { name: "London · Europe / London" }).click();
        await expect(compareList).toBeHidden();
        await expect(zone).toHaveValue("London");
        await expect(compared(page, "Europe/London")).toContainText("09:00 Tue, Jul 1");
        await expect(compared(page, "Asia/Tokyo")).toContainText("17:00 Tue, Jul 1");

        // IANA ids are suggested too, and a country of several zones offers its cities.
        await typePlace(zone, "Europe/Pa");
        await expect(compareList.getByRole("option", { name: "Europe / Paris" })).toBeVisible();
        await typePlace(zone, "United States");
        await expect(zone).toHaveAccessibleDescription(
          "United States has several time zones: pick the city you mean.",
        );
        await compareList.getByRole("option", { name: /^Los Angeles · / }).click();
        await expect(compared(page, "America/New_York")).toContainText("12:00 Tue, Jul 1");

        expect(await axeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });

      test("the date and the comparison stay while a place is typed", async ({ page }) => {
        await openTimezone(page);
        const zone = compareField(page);
        const date = page.getByLabel("Date", { exact: true });
        await expect(date).toHaveValue("2025-07-01");
        await zone.click();
        await zone.fill("");
        for (const character of "New Yo") {
          await zone.press(character === " " ? "Space" : character);
          await expect(date).toHaveValue("2025-07-01");
          await expect(page.getByTestId("compare-results")).toBeVisible();
          await expect(page.getByRole("alert")).toHaveCount(0);
        }
        await expect(zone).toHaveAccessibleDescription(
          "Keep typing or pick a suggestion; the times shown are for America/New_York until then.",
        );
        await zone.pressSequentially("rk");
        await expect(zone).toHaveAccessibleDescription("Read as America/New_York (New York).");
        await expect(date).toHaveValue("2025-07-01");
        await expect(compared(page, "Europe/London")).toContainText("14:00 Tue, Jul 1");
      });

      test("the comparison is one link away from the top of the page", async ({ page }) => {
        await openTimezone(page);
        const link = page.getByRole("link", { name: "Compare a time across zones" });
        // On the first screen, above the fixed-offset selector.
        await expect(link).toBeInViewport();
        const linkBox = await link.boundingBox();
        const selectBox = await page.getByLabel("Time zone", { exact: true }).boundingBox();
        expect(linkBox && selectBox && linkBox.y < selectBox.y).toBe(true);
        await link.click();
        await expect(page).toHaveURL(/#tz-compare$/);
        await expect(page.getByRole("heading", { name: "Compare a time" })).toBeInViewport();
        await expect(compareField(page)).toBeInViewport();
      });

      test("the day strip: drawn by the server, redrawn for the chosen zones, read as text", async ({
        page,
        consoleErrors,
      }) => {
        // The server's HTML, before any script: UTC beside the any-zone default.
        const response = await page.request.get(tool.routePath);
        const html = await response.text();
        expect(html).toMatch(/<figure[^>]*data-testid="day-strip"[\s\S]*?<svg[^>]*role="img"/);
        expect(html).toContain(
          "UTC 09:00–17:00 is Kolkata 14:30–22:30; working hours overlap 14:30–17:00 Kolkata time.",
        );

        await openTimezone(page);
        const strip = page.getByTestId("day-strip");
        const picture = strip.getByRole("img");
        await strip.scrollIntoViewIfNeeded();
        const summary = page.getByTestId("day-strip-summary");
        await expect(summary).toHaveText(
          "New York 09:00–17:00 is Kolkata 18:30–02:30; working hours do not overlap. 09:00 in New York is 18:30 in Kolkata.",
        );
        await expect(picture).toHaveAccessibleName(
          "Working hours, 09:00–17:00, in New York and Kolkata",
        );
        await expect(picture).toHaveAccessibleDescription(/^New York 09:00–17:00 is Kolkata/);
        // One bar per zone, working hours shaded (Kolkata's cross its midnight), the time marked.
        await expect(picture.locator("g[data-zone]")).toHaveCount(2);
        await expect(
          picture.locator('[data-zone="Asia/Kolkata"] [data-testid="work-hours"]'),
        ).toHaveCount(2);
        await expect(picture.getByTestId("strip-mark")).toHaveAttribute("x1", "37.500%");

        await anyField(page).fill("London");
        await expect(summary).toHaveText(
          "New York 09:00–17:00 is London 14:00–22:00; working hours overlap 14:00–17:00 London time. 09:00 in New York is 14:00 in London.",
        );
        await page.getByLabel("Time", { exact: true }).fill("13:30");
        await expect(summary).toContainText("13:30 in New York is 18:30 in London.");
        await expect(picture.getByTestId("strip-mark")).toHaveAttribute("x1", "56.250%");
        await compareField(page).fill("Tokyo");
        await expect(picture).toHaveAccessibleName(
          "Working hours, 09:00–17:00, in Tokyo and London",
        );
        await expect(summary).toContainText("Tokyo 09:00–17:00 is London 01:00–09:00");
        expect(await axeViolations(page, '[data-testid="day-strip"]')).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("the strip, its words and the link to the comparison are in the page", async ({
      page,
    }) => {
      await page.goto(tool.routePath);
      const picture = page.getByTestId("day-strip").getByRole("img");
      await expect(picture).toHaveAccessibleName("Working hours, 09:00–17:00, in UTC and Kolkata");
      await expect(page.getByTestId("day-strip-summary")).toContainText(
        "09:00 in UTC is 14:30 in Kolkata.",
      );
      await page.getByRole("link", { name: "Compare a time across zones" }).click();
      await expect(page.getByRole("heading", { name: "Compare a time" })).toBeInViewport();
    });
  });
});
