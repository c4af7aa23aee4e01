/**
 * Never silently wrong (issue 25 §2, §3): a height or weight no BMI is given for, a birth more
 * than 130 years back and a fixed-offset zone its place is not on say so instead of answering; the
 * time zone converter and the world clock agree. Clocks are fixed, so no test depends on today.
 */
import type { Locator, Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoHorizontalScroll,
  stepsFromScratch,
  switchToDarkTheme,
} from "./fixtures";
import { axeViolations, colourViolations } from "./axe";
import { waitForIsland } from "./calculator-helpers";

const tooShort = (shown: string) => `Height of ${shown} is too short for a BMI: check the height.`;
const tooTall = (shown: string) => `Height of ${shown} is too tall for a BMI: check the height.`;
const tooLow = (shown: string) => `Weight of ${shown} is too low for a BMI: check the weight.`;
const tooHigh = (shown: string) => `Weight of ${shown} is too high for a BMI: check the weight.`;
const heightLimit = "Height exceeds the limit of 300 cm.";
const weightLimit = "Weight exceeds the limit of 500 kg.";
const positiveNumbers = "Please enter valid positive numbers for height and weight.";

/** No BMI, band, gauge marker or advice anywhere on the page. */
async function expectNoBmi(page: Page, result: Locator): Promise<void> {
  await expect(result).toBeEmpty();
  await expect(page.getByTestId("bmi-category")).toHaveCount(0);
  await expect(page.getByTestId("bmi-marker")).toHaveCount(0);
  await expect(page.getByText(/doctor or dietitian|Talk to a doctor about next steps/)).toHaveCount(
    0,
  );
  await expect(page.getByText(/You are about|inside the healthy range/)).toHaveCount(0);
}

test.describe("BMI page: heights and weights no BMI is given for", () => {
  async function openBmi(page: Page) {
    await page.goto("/bmi");
    await waitForIsland(page, "BmiCalculator");
    return {
      result: page.getByTestId("result"),
      height: page.getByLabel("Height (cm)", { exact: true }),
      weight: page.getByLabel("Weight (kg)", { exact: true }),
      feet: page.getByLabel("Feet", { exact: true }),
      inches: page.getByLabel("Inches", { exact: true }),
      pounds: page.getByLabel("Weight (lb)", { exact: true }),
      alert: page.getByRole("alert"),
      resultCard: page.getByRole("region", { name: "Your BMI", exact: true }),
    };
  }

  test("metric and imperial values are named; the cap message wins; at 390 px the message stands where the BMI would", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("metric: says which field to check and gives no BMI, band or advice", async () => {
      await fromScratch();
      test.slow();
      const view = await openBmi(page);
      const cases = [
        ["10", "70", tooShort("10 cm")],
        ["0", "70", tooShort("0 cm")],
        ["175", "5", tooLow("5 kg")],
        ["175", "0", tooLow("0 kg")],
        ["350", "70", heightLimit],
        ["175", "600", weightLimit],
        ["10", "600", tooShort("10 cm")],
      ];
      for (const [height = "", weight = "", message] of cases) {
        await view.height.fill(height);
        await view.weight.fill(weight);
        await expect(view.alert, `${height} cm, ${weight} kg`).toHaveText(message ?? "");
        // The message stands in the result card, where the BMI would be.
        await expect(view.resultCard.getByRole("alert")).toHaveText(message ?? "");
        await expectNoBmi(page, view.result);
      }
      // A height that is fine keeps its healthy range when only the weight is wrong.
      await view.height.fill("175");
      await view.weight.fill("5");
      await expect(page.getByTestId("healthy-range")).toHaveText(
        "56.7 – 76.3 kg (124.9 – 168.1 lb)",
      );
      await view.height.fill("10");
      await expect(page.getByTestId("healthy-range")).toHaveCount(0);

      await view.height.fill("175");
      await view.weight.fill("70");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toContainText("22.9");
      await expect(page.getByTestId("bmi-category")).toHaveText("Normal");
      // At the limits the BMI is given.
      await view.height.fill("50");
      await view.weight.fill("10");
      await expect(view.result).toContainText("40.0");
      await view.height.fill("300");
      await view.weight.fill("500");
      await expect(view.result).toContainText("55.6");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("imperial: 0 ft 0 in, 0 ft 9 in, 20 lb and 10 ft are named, and 5 ft 9 in, 154 lb answers", async () => {
      await fromScratch();
      test.slow();
      const view = await openBmi(page);
      await page.getByRole("tab", { name: "Imperial" }).click();
      const cases = [
        ["0", "0", "154", tooShort("0 ft 0 in")],
        ["0", "9", "154", tooShort("0 ft 9 in")],
        ["0", "", "154", tooShort("0 ft 0 in")],
        ["10", "0", "154", tooTall("10 ft 0 in")],
        ["5", "9", "20", tooLow("20 lb")],
        ["5", "9", "1200", tooHigh("1200 lb")],
      ];
      for (const [feet = "", inches = "", pounds = "", message] of cases) {
        await view.feet.fill(feet);
        await view.inches.fill(inches);
        await view.pounds.fill(pounds);
        await expect(view.alert, `${feet} ft ${inches} in, ${pounds} lb`).toHaveText(message ?? "");
        await expectNoBmi(page, view.result);
      }
      await view.feet.fill("5");
      await view.inches.fill("9");
      await view.pounds.fill("154");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toContainText("22.7");
      // 0 ft with 70 in is a height too.
      await view.feet.fill("0");
      await view.inches.fill("70");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toContainText("22.1");
    });

    await test.step("the spec's cap message still stands under its field, and wins over the result card's", async () => {
      await fromScratch();
      const view = await openBmi(page);
      await view.height.fill("10");
      await expect(view.alert).toHaveText(tooShort("10 cm"));
      await view.weight.fill("123456");
      await expect(view.alert).toHaveText("Max 5 digits");
    });

    await test.step("at 390 px the message stands where the BMI would, above the scale", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      const view = await openBmi(page);
      const bmiTop = (await view.result.boundingBox())?.y ?? 0;
      await view.height.fill("10");
      await expect(view.alert).toHaveText(tooShort("10 cm"));
      const message = await view.alert.boundingBox();
      const scale = await page.getByRole("img", { name: /BMI scale/ }).boundingBox();
      expect(Math.abs((message?.y ?? 0) - bmiTop)).toBeLessThanOrEqual(12);
      expect((message?.y ?? 0) + (message?.height ?? 0)).toBeLessThan(scale?.y ?? 0);
      await expectNoHorizontalScroll(page);
    });
  });
});

test.describe("home Quick BMI Check card: heights and weights no BMI is given for", () => {
  async function openCard(page: Page) {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Quick BMI Check" });
    await card.scrollIntoViewIfNeeded();
    await waitForIsland(page, "QuickBmiCard");
    return {
      card,
      height: card.getByLabel("Height (cm)", { exact: true }),
      weight: card.getByLabel("Weight (kg)", { exact: true }),
      result: card.getByTestId("result"),
      alert: card.getByRole("alert"),
      link: card.getByRole("link", { name: "Open BMI Calculator" }),
    };
  }

  test("says the same as the BMI page; at 390 px the message takes the result's line", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("says the same as the BMI page, and the spec's messages where the spec has them", async () => {
      await fromScratch();
      test.slow();
      const view = await openCard(page);
      const cases = [
        ["10", "70", tooShort("10 cm")],
        ["49", "70", tooShort("49 cm")],
        ["175", "5", tooLow("5 kg")],
        ["350", "70", heightLimit],
        ["175", "600", weightLimit],
        ["0", "70", positiveNumbers],
        ["175", "-5", positiveNumbers],
      ];
      for (const [height = "", weight = "", message] of cases) {
        await view.height.fill(height);
        await view.weight.fill(weight);
        await expect(view.alert, `${height} cm, ${weight} kg`).toHaveText(message ?? "");
        await expect(view.result).toBeEmpty();
        await expect(view.height).toHaveAttribute("aria-describedby", "quick-bmi-error");
        await expect(page.getByText(/Talk to a doctor/)).toHaveCount(0);
      }
      await view.height.fill("175");
      await view.weight.fill("70");
      await expect(view.alert).toHaveCount(0);
      await expect(view.result).toContainText("22.9");
      await expect(view.result).toContainText("Normal");
      expect(consoleErrors).toEqual([]);
    });

    await test.step("at 390 px the message takes the result's line: the link below barely moves", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      const view = await openCard(page);
      await view.height.fill("175");
      await view.weight.fill("70");
      await expect(view.result).toContainText("22.9");
      const withResult = (await view.link.boundingBox())?.y ?? 0;
      await view.height.fill("10");
      await expect(view.alert).toHaveText(tooShort("10 cm"));
      const withMessage = (await view.link.boundingBox())?.y ?? 0;
      // Two lines of message against the result's one line of large text.
      expect(Math.abs(withMessage - withResult)).toBeLessThanOrEqual(12);
    });
  });
});

test.describe("age page: a birth date more than 130 years back", () => {
  test.use({ timezoneId: "UTC" });

  test("says so instead of an age, and answers 130 years exactly", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(new Date("2026-11-25T12:00:00Z"));
    await page.goto("/time/age-calculator");
    await waitForIsland(page, "AgeCalculator");
    const birth = page.getByLabel("Date of birth", { exact: true });
    const result = page.getByTestId("result");
    await expect(page.getByLabel("Age as of", { exact: true })).toHaveValue("2026-11-25");

    await birth.fill("1886-11-25");
    await expect(result.getByRole("alert")).toHaveText(
      "The date of birth is more than 130 years before the as-of date, longer than anyone has lived. Check the year.",
    );
    await expect(page.getByTestId("age-years")).toHaveCount(0);
    await expect(page.getByTestId("milestone-next-birthday")).toHaveCount(0);

    await birth.fill("1896-11-25");
    await expect(page.getByTestId("age-years")).toHaveText("130");
    await expect(result.getByRole("alert")).toHaveCount(0);
    await birth.fill("1896-11-24");
    await expect(result.getByRole("alert")).toContainText("more than 130 years");
    await birth.fill("1995-06-15");
    await expect(result).toContainText("31 years, 5 months, 10 days");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("time zone page on 25 November 2026, 12:59 UTC", () => {
  test.use({ timezoneId: "Europe/Berlin" });
  const november = new Date("2026-11-25T12:59:00Z");

  /** 12-hour 'h:mm:ss AM' as the world clock's 24-hour 'HH:mm'. */
  function as24Hour(time: string): string {
    const match = /^(\d{1,2}):(\d{2}):\d{2} ([AP])M$/.exec(time);
    if (!match) throw new Error(`not a 12-hour time: ${time}`);
    const hour = (Number(match[1]) % 12) + (match[3] === "P" ? 12 : 0);
    return `${String(hour).padStart(2, "0")}:${match[2]}`;
  }

  async function openTimezone(page: Page) {
    await page.clock.setFixedTime(november);
    await page.goto("/timezone");
    await waitForIsland(page, "TimezoneConverter");
    return {
      select: page.getByLabel("Time zone", { exact: true }),
      result: page.getByTestId("result"),
      note: page.getByTestId("zone-in-force"),
      cityTime: (zone: string) =>
        page.getByTestId("world-clock").locator(`[data-zone="${zone}"]`).getByTestId("city-time"),
    };
  }

  test("AEST and BST say what Sydney and London are on; the converter and the world clock agree", async ({
    page,
    consoleErrors,
  }) => {
    const fromScratch = await stepsFromScratch(page, consoleErrors);
    await test.step("AEST and BST say what Sydney and London are on", async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      const view = await openTimezone(page);
      await view.select.selectOption("AEST");
      await expect(view.result).toHaveText("10:59:00 PM");
      await expect(view.note).toHaveText(
        "Sydney is on AEDT, UTC+11:00, on this date: 11:59:00 PM there.",
      );
      await expect(view.select).toHaveAccessibleDescription(
        "Sydney is on AEDT, UTC+11:00, on this date: 11:59:00 PM there.",
      );
      await expect(view.cityTime("Australia/Sydney")).toHaveText("23:59");

      await view.select.selectOption("BST");
      await expect(view.result).toHaveText("1:59:00 PM");
      await expect(view.note).toHaveText(
        "London is on GMT, UTC+00:00, on this date: 12:59:00 PM there.",
      );
      await expect(view.cityTime("Europe/London")).toHaveText("12:59");

      // Zones in force say nothing more.
      for (const zone of ["UTC", "GMT", "EST", "PST", "CET", "JST"]) {
        await view.select.selectOption(zone);
        await expect(view.note, zone).toHaveText("");
      }
      expect(consoleErrors).toEqual([]);
    });

    await test.step("the converter and the world clock agree for Sydney, London and New York", async () => {
      await fromScratch();
      const view = await openTimezone(page);
      const places = [
        ["AEST", "Australia/Sydney"],
        ["BST", "Europe/London"],
        ["GMT", "Europe/London"],
        ["EST", "America/New_York"],
        ["PST", "America/Los_Angeles"],
      ];
      for (const [zone = "", cityZone = ""] of places) {
        await view.select.selectOption(zone);
        const cityTime = (await view.cityTime(cityZone).textContent()) ?? "";
        expect(cityTime).toMatch(/^\d{2}:\d{2}$/);
        const note = ((await view.note.textContent()) ?? "").trim();
        // The time the place keeps: the note's where there is one, else the conversion itself.
        const kept = note
          ? (/: (.+) there\.$/.exec(note)?.[1] ?? "")
          : await view.result.innerText();
        expect(as24Hour(kept.trim()), `${zone} and ${cityZone}`).toBe(cityTime);
      }
    });
  });
});

test.describe("time zone page on 1 July 2025", () => {
  test("EST says that New York is on EDT", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-07-01T14:00:00Z"));
    await page.goto("/timezone");
    await waitForIsland(page, "TimezoneConverter");
    await page.getByLabel("Time zone", { exact: true }).selectOption("EST");
    await expect(page.getByTestId("result")).toHaveText("9:00:00 AM");
    await expect(page.getByTestId("zone-in-force")).toHaveText(
      "New York is on EDT, UTC−04:00, on this date: 10:00:00 AM there.",
    );
    await page.getByLabel("Time zone", { exact: true }).selectOption("BST");
    await expect(page.getByTestId("zone-in-force")).toHaveText("");
  });
});

test.describe("the messages in both themes", () => {
  test("have no axe violations in the light and dark themes", async ({ page }) => {
    test.slow();
    // Each page once: axe over the message in the light theme, then its colour rules in the dark
    // theme, which the page takes as the system's scheme changes (the elements are the same).
    await page.clock.setFixedTime(new Date("2026-11-25T12:59:00Z"));
    await test.step("the time zone's note on the zone in force", async () => {
      await page.goto("/timezone");
      await waitForIsland(page, "TimezoneConverter");
      await page.getByLabel("Time zone", { exact: true }).selectOption("AEST");
      await expect(page.getByTestId("zone-in-force")).toContainText("Sydney is on AEDT");
      const part = '[aria-labelledby="tz-convert-heading"]';
      expect(await axeViolations(page, part), "light theme").toEqual([]);
      await switchToDarkTheme(page);
      expect(await colourViolations(page, part), "dark theme").toEqual([]);
    });

    await test.step("the BMI's message for a height it cannot take", async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto("/bmi");
      await waitForIsland(page, "BmiCalculator");
      await page.getByLabel("Height (cm)", { exact: true }).fill("10");
      await expect(page.getByRole("alert")).toHaveText(tooShort("10 cm"));
      const part = '[aria-labelledby="bmi-result-heading"]';
      expect(await axeViolations(page, part), "light theme").toEqual([]);
      await switchToDarkTheme(page);
      expect(await colourViolations(page, part), "dark theme").toEqual([]);
    });
  });
});
