/**
 * The unit converter pages, driven through the registry: on every converter, the default
 * conversion in the static HTML at both paths, and the island converting as you type with its own
 * units, groups, list and context lines; on one converter of each input rule and kind of context
 * line, also swap, input acceptance, copy, shareable URLs and the phone layout (the island is one
 * component for all). Every converter page's selects are measured on a phone by
 * calm-pages.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { firstQuickAnswer, test, expect, expectNoHorizontalScroll, runsOf } from "./fixtures";
import { waitForIsland } from "./calculator-helpers";
import { tools, type Tool } from "../src/tools";
import { isConverterId, type ConverterId } from "../src/lib/measures";
import { converters } from "../src/lib/measures/all";

interface ConverterCase {
  /** The default result of spec §4 Defaults. */
  defaultResult: string;
  /** A typed value, a unit pair and the result it must show. */
  typed: { value: string; from: string; to: string; result: string };
  /** Values (with the default units) and a phrase their context line must contain. */
  bands: [string, string][];
  /** Where the field takes a minus: the result of -40 in the default units. */
  minusForty?: string;
}

const cases: Record<ConverterId, ConverterCase> = {
  length: {
    defaultResult: "3.28084 ft",
    typed: { value: "5", from: "mile", to: "kilometer", result: "8.04672 km" },
    bands: [],
  },
  weight: {
    defaultResult: "2.204623 lb",
    typed: { value: "10", from: "stone", to: "kilogram", result: "63.502932 kg" },
    bands: [],
  },
  temperature: {
    defaultResult: "33.80°F",
    typed: { value: "100", from: "celsius", to: "kelvin", result: "373.15 K" },
    bands: [
      ["1", "Very cold"],
      ["-5", "Freezing point of water"],
      ["22", "Room temperature"],
      ["100", "Boiling point of water"],
    ],
    minusForty: "-40.00°F",
  },
  volume: {
    defaultResult: "0.264172 gal",
    typed: { value: "2", from: "cup", to: "milliliter", result: "473.176473 mL" },
    bands: [],
  },
  "data-storage": {
    defaultResult: "1024 MB",
    typed: { value: "1", from: "byte", to: "bit", result: "8 b" },
    bands: [],
  },
  speed: {
    defaultResult: "0.62 mph",
    typed: { value: "100", from: "kilometers_per_hour", to: "miles_per_hour", result: "62.14 mph" },
    bands: [
      ["1", "Walking speed"],
      ["40", "City driving"],
      ["100", "Highway driving"],
    ],
  },
  area: {
    defaultResult: "10.7639 ft²",
    typed: { value: "1", from: "hectare", to: "acre", result: "2.47105 ac" },
    bands: [
      ["0", "Enter a value to see a size reference"],
      ["1", "large dining table"],
      ["250", "basketball court"],
    ],
  },
  pressure: {
    defaultResult: "0.0689476 bar",
    typed: { value: "1", from: "atmosphere", to: "kilopascal", result: "101.325 kPa" },
    bands: [
      ["1", "1 psi = 0.0689476 bar"],
      ["1", "Near-perfect vacuum"],
      ["14.7", "Standard atmospheric pressure"],
      ["30", "Car tire pressure"],
    ],
  },
  energy: {
    defaultResult: "3.6000e+6 J",
    typed: { value: "1", from: "kilocalorie", to: "kilojoule", result: "4.184 kJ" },
    bands: [
      ["1", "average daily household electricity usage"],
      ["0.5", "running a 100W light bulb for an hour"],
      ["20", "a large amount of energy"],
    ],
  },
  power: {
    defaultResult: "1.34102 hp",
    typed: { value: "1", from: "horsepower", to: "watt", result: "745.7 W" },
    bands: [
      ["1", "Large appliance (e.g., an oven)"],
      ["0.05", "Small household device (e.g., a laptop)"],
      ["500", "High-performance car engine"],
    ],
  },
  angle: {
    defaultResult: "0.017453 rad",
    typed: { value: "180", from: "degree", to: "gradian", result: "200 gon" },
    bands: [
      ["1", "First quadrant (Northeast)"],
      ["90", "Right angle"],
      ["180", "Straight line"],
      ["-45", "Fourth quadrant (Southeast)"],
    ],
    minusForty: "-0.698132 rad",
  },
  "fuel-economy": {
    defaultResult: "235.21 L/100km",
    typed: { value: "20", from: "km_per_l", to: "l_per_100km", result: "5 L/100km" },
    bands: [
      ["1", "Poor"],
      ["60", "Excellent"],
      ["35", "Good"],
    ],
  },
  acceleration: {
    defaultResult: "9.80665 m/s²",
    typed: {
      value: "10",
      from: "kilometer_per_hour_per_second",
      to: "standard_gravity",
      result: "0.283255 gₙ",
    },
    bands: [
      ["1", "about the pull of gravity itself"],
      ["0.1", "gentle, like a lift starting"],
      ["4", "roller coaster range"],
      ["9", "fighter pilot range"],
    ],
    minusForty: "-392.266 m/s²",
  },
  force: {
    defaultResult: "4.44822 N",
    typed: { value: "10", from: "kilogram_force", to: "pound_force", result: "22.0462 lbf" },
    bands: [
      ["1", "About the weight of a mass of 454 g on Earth"],
      ["22.0462", "About the weight of a mass of 10 kg on Earth"],
    ],
    minusForty: "-177.929 N",
  },
  torque: {
    defaultResult: "0.737562 lbf·ft",
    typed: { value: "100", from: "pound_force_foot", to: "newton_meter", result: "135.582 N·m" },
    bands: [
      ["1", "in the bicycle range"],
      ["110", "in the wheel-nut range"],
      ["25", "in the spark-plug range"],
    ],
    minusForty: "-29.5025 lbf·ft",
  },
  density: {
    defaultResult: "1,000 kg/m³",
    typed: {
      value: "62.4",
      from: "pound_per_cubic_foot",
      to: "kilogram_per_cubic_meter",
      result: "999.552 kg/m³",
    },
    bands: [
      ["1", "about the same, so it barely floats or sinks"],
      ["0.917", "lighter, so it floats"],
      ["7.85", "denser, so it sinks"],
    ],
  },
  time: {
    defaultResult: "60 min",
    typed: { value: "3", from: "days", to: "hours", result: "72 h" },
    bands: [
      ["1", "1 h"],
      ["25", "1 d 1 h"],
      ["10000", "in mean Gregorian years"],
    ],
  },
  "data-transfer-rate": {
    defaultResult: "0.125 MB/s",
    typed: {
      value: "1",
      from: "gibibytes_per_second",
      to: "megabits_per_second",
      result: "8589.93 Mbit/s",
    },
    bands: [
      ["100", "1 GB (10⁹ bytes): 1 min 20 s"],
      ["1000", "1 GB (10⁹ bytes): 8 s"],
      ["0", "enter a rate above 0"],
    ],
  },
  frequency: {
    defaultResult: "60 rpm",
    typed: { value: "2.4", from: "gigahertz", to: "megahertz", result: "2400 MHz" },
    bands: [
      ["50", "One cycle every 20 ms"],
      ["0.5", "One cycle every 2 s"],
      ["0", "no period"],
    ],
  },
  "flow-rate": {
    defaultResult: "0.264172 US gal/min",
    typed: {
      value: "100",
      from: "cubic_feet_per_minute",
      to: "cubic_meters_per_hour",
      result: "169.901 m³/h",
    },
    bands: [
      ["10", "A 150 L bath fills in 15 min"],
      ["60000", "Olympic pool"],
      ["0", "enter a value above 0"],
    ],
  },
};

/** The registry's converter tools, each with its converter key. */
const converterTools = tools.flatMap((tool): { tool: Tool; id: ConverterId }[] => {
  const id: string = tool.id;
  return isConverterId(id) ? [{ tool, id }] : [];
});

function ui(page: Page) {
  const main = page.locator("main");
  return {
    value: main.getByLabel("Value", { exact: true }),
    from: main.getByLabel("From", { exact: true }),
    to: main.getByLabel("To", { exact: true }),
    swap: main.getByRole("button", { name: "Swap units" }),
    result: main.getByTestId("result"),
    context: main.getByTestId("context"),
    alert: main.getByRole("alert"),
    toggle: main.getByRole("button", { name: /^(Show|Hide) All Conversions/ }),
  };
}

/** Opens a converter page and waits until its island is interactive (generously: the machine is shared). */
async function openConverter(page: Page, path: string): Promise<ReturnType<typeof ui>> {
  await page.goto(path);
  await waitForIsland(page, "MeasureConverter");
  return ui(page);
}

test.describe.configure({ timeout: 120_000 });

async function typeValue(input: Locator, text: string): Promise<void> {
  await input.fill(text);
  await expect(input).toHaveValue(text);
}

test.describe("converter pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const run of runsOf(converterTools, 4)) {
    test(`${run.map(({ id }) => id).join(", ")}: both paths serve the default conversion and their canonical link`, async ({
      page,
    }) => {
      for (const { tool, id } of run) {
        for (const path of new Set([tool.routePath, tool.canonicalPath])) {
          await test.step(`${path} serves the default conversion and its canonical link`, async () => {
            const response = await page.goto(path);
            expect(response?.status()).toBe(200);
            await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
              "href",
              new RegExp(`^https?://[^/]+${tool.canonicalPath}$`),
            );
            const view = ui(page);
            await expect(view.result).toHaveText(cases[id].defaultResult);
            await expect(view.value).toHaveValue("1");
            await expect(view.from).toHaveValue(converters[id].defaultFrom);
            await expect(view.to).toHaveValue(converters[id].defaultTo);
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.title);
            const table = page.getByRole("table", { name: /^Common .* conversions/ });
            await expect(table.getByRole("row")).toHaveCount(9);
            await expect(table).toContainText(cases[id].defaultResult);
          });
        }
      }
    });
  }
});

/**
 * The converters driven through everything below: they share one island and one of three input
 * rules, and these four hold each rule and each kind of context line (length: unsigned, none;
 * temperature: signed, bands; angle: signed, a line before any value; fuel economy: ten digits and
 * no zero, bands). Every other converter's own data (its units, groups, conversions and bands) is
 * checked in "… with its own units" further down.
 */
const drivenThroughEverything: readonly ConverterId[] = [
  "length",
  "temperature",
  "angle",
  "fuel-economy",
];

for (const { tool, id } of converterTools.filter(({ id }) =>
  drivenThroughEverything.includes(id),
)) {
  const config = converters[id];
  const sample = cases[id];

  // One page load serves every step up to the URL's reopening; the steps that need the page as it
  // opens put the default units back in place.
  test(`${tool.title}: copies, converts as you type, swaps, lists, accepts input as the spec says, describes the result, keeps it in the URL and fits a phone`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const view = await openConverter(page, tool.routePath);

    await test.step("copies the result with its unit", async () => {
      await page.getByRole("button", { name: "Copy result" }).click();
      await expect(page.getByRole("button", { name: "Copy result: copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sample.defaultResult);
      await expect(view.result).toHaveText(sample.defaultResult);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("converts as you type, swaps and lists every other unit", async () => {
      await expect(view.result).toHaveText(sample.defaultResult);
      await expect(view.from.locator("optgroup")).toHaveCount(
        config.unitGroups.filter((group) => group.label !== null).length,
      );

      await view.from.selectOption(sample.typed.from);
      await view.to.selectOption(sample.typed.to);
      await typeValue(view.value, sample.typed.value);
      await expect(view.result).toHaveText(sample.typed.result);
      await expect(view.result).toHaveAttribute("aria-live", "polite");

      await view.swap.click();
      await expect(view.from).toHaveValue(sample.typed.to);
      await expect(view.to).toHaveValue(sample.typed.from);
      await expect(view.value).toHaveValue(sample.typed.value);
      await view.swap.click();
      await expect(view.result).toHaveText(sample.typed.result);

      await expect(view.toggle).toHaveText("Show All Conversions");
      await expect(view.toggle).toHaveAttribute("aria-expanded", "false");
      const list = page.locator(`#${await view.toggle.getAttribute("aria-controls")}`);
      await expect(list).toBeHidden();
      await view.toggle.click();
      await expect(view.toggle).toHaveText("Hide All Conversions");
      await expect(view.toggle).toHaveAttribute("aria-expanded", "true");
      await expect(list.getByRole("listitem")).toHaveCount(config.units.length - 1);
      const toUnit = config.units.find((unit) => unit.key === sample.typed.to);
      await expect(list).toContainText(toUnit?.label ?? "?");
      await view.toggle.click();
      await expect(list).toBeHidden();

      await view.value.fill("");
      await expect(view.result).toBeHidden();
      await expect(view.alert).toHaveCount(0);
      await expect(view.toggle).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("accepts input exactly as the spec says", async () => {
      // Back to the default units, as the page opens.
      await view.from.selectOption(config.defaultFrom);
      await view.to.selectOption(config.defaultTo);
      const limit = config.inputRule.maxLength;
      const capMessage =
        id === "fuel-economy" ? "Maximum of 10 digits allowed." : "Maximum of 16 digits allowed.";
      const digits = "12345678901234567".slice(0, limit + 1);

      await view.value.fill("");
      await view.value.pressSequentially(digits);
      await expect(view.value).toHaveValue(digits.slice(0, limit));
      await expect(view.alert).toHaveText(capMessage);
      await expect(view.value).toHaveAttribute("aria-invalid", "true");
      await expect(view.value).toHaveClass(/border-danger/);
      await expect(view.result).toBeVisible();

      await view.value.press("Backspace");
      await expect(view.value).toHaveValue(digits.slice(0, limit - 1));
      await expect(view.alert).toHaveCount(0);
      await expect(view.value).not.toHaveAttribute("aria-invalid", /.*/);
      await expect(view.value).not.toHaveClass(/border-danger/);

      await view.value.fill("");
      await view.value.pressSequentially("1a.2.5");
      // A letter may start a unit: the calculator's grammar, loaded with Quick convert's units,
      // says it does not, and the rule applies to all of it.
      await expect(view.value).toHaveValue("1.25", firstQuickAnswer);

      await view.value.fill("");
      if (config.inputRule.allowMinus) {
        await view.value.pressSequentially("-");
        await expect(view.value).toHaveValue("-");
        await expect(view.result).toBeHidden();
        await expect(view.toggle).toHaveCount(0);
        await expect(view.alert).toHaveCount(0);
        if (id === "angle") await expect(view.context).toHaveText("Enter a value for context");
        else await expect(view.context).toHaveCount(0);
        await view.value.pressSequentially("40");
        await expect(view.value).toHaveValue("-40");
        await expect(view.result).toHaveText(sample.minusForty ?? "(no minusForty in the case)");
        await page.getByRole("button", { name: "Toggle minus sign" }).click();
        await expect(view.value).toHaveValue("40");
      } else {
        await view.value.pressSequentially("-5");
        await expect(view.value).toHaveValue("5");
        await expect(page.getByRole("button", { name: "Toggle minus sign" })).toHaveCount(0);
      }

      if (id === "fuel-economy") {
        await typeValue(view.value, "0");
        await expect(view.alert).toHaveText("Invalid input value");
        await expect(view.result).toBeHidden();
        await expect(view.toggle).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });

    if (sample.bands.length > 0) {
      await test.step("describes the result in its context line", async () => {
        for (const [value, phrase] of sample.bands) {
          await typeValue(view.value, value);
          await expect(view.context).toContainText(phrase);
        }
        expect(consoleErrors).toEqual([]);
      });
    }

    await test.step("mirrors value and units into the URL and restores them", async () => {
      await view.from.selectOption(sample.typed.from);
      await view.to.selectOption(sample.typed.to);
      await typeValue(view.value, sample.typed.value);
      await expect(view.result).toHaveText(sample.typed.result);
      await expect(page).toHaveURL(
        `${tool.routePath}?value=${sample.typed.value}&from=${sample.typed.from}&to=${sample.typed.to}`,
      );

      const reopened = await openConverter(page, page.url());
      await expect(reopened.value).toHaveValue(sample.typed.value);
      await expect(reopened.from).toHaveValue(sample.typed.from);
      await expect(reopened.to).toHaveValue(sample.typed.to);
      await expect(reopened.result).toHaveText(sample.typed.result);

      const fallback = await openConverter(
        page,
        `${tool.canonicalPath}?value=12abc&from=nowhere&to=${sample.typed.to}`,
      );
      await expect(fallback.value).toHaveValue("1");
      await expect(fallback.from).toHaveValue(config.defaultFrom);
      await expect(fallback.to).toHaveValue(sample.typed.to);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("fits a 390 px phone without sideways scrolling", async () => {
      // The page as it opens (the default units and value), made phone-sized.
      await view.to.selectOption(config.defaultTo);
      await expect(view.result).toHaveText(sample.defaultResult);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalScroll(page);
      await view.toggle.click();
      await view.value.fill("9999999999999999".slice(0, config.inputRule.maxLength));
      await expect(view.result).toBeVisible();
      await expectNoHorizontalScroll(page);
      // On a phone the selects are stacked, each as wide as the card, so that the chosen units'
      // names show whole (issue 26). Both boxes and the texts are measured in one frame.
      const boxes = await page.evaluate(
        (ids) =>
          ids.map((id) => {
            const select = document.getElementById(id ?? "") as HTMLSelectElement | null;
            if (!select) return null;
            const style = getComputedStyle(select);
            const context = document.createElement("canvas").getContext("2d");
            if (!context) return null;
            context.font = style.font;
            const shown = select.selectedOptions[0]?.text ?? "";
            const textWidth = context.measureText(shown).width;
            const room =
              select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const box = select.getBoundingClientRect();
            return { top: box.top, bottom: box.bottom, textWidth, room };
          }),
        [await view.from.getAttribute("id"), await view.to.getAttribute("id")],
      );
      const [fromBox, toBox] = boxes;
      expect(fromBox && toBox && toBox.top >= fromBox.bottom, "selects are stacked").toBe(true);
      for (const box of boxes) {
        // 24 px for the select's own arrow.
        expect(
          box && box.textWidth <= box.room - 24,
          "the chosen unit's name fits its select",
        ).toBe(true);
      }
      expect(consoleErrors).toEqual([]);
    });
  });
}

const withOwnDataOnly = converterTools.filter(({ id }) => !drivenThroughEverything.includes(id));
for (const run of runsOf(withOwnDataOnly, 4)) {
  test(`${run.map(({ id }) => id).join(", ")}: the island converts as you type, groups and lists the units and describes the result, with its own units`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(run.length * 30_000);
    for (const { tool, id } of run) {
      const config = converters[id];
      const sample = cases[id];
      await test.step(`${tool.title}: converts as you type, groups and lists its units, describes the result`, async () => {
        consoleErrors.length = 0;
        const view = await openConverter(page, tool.routePath);
        await expect(view.result).toHaveText(sample.defaultResult);
        await expect(view.from.locator("optgroup")).toHaveCount(
          config.unitGroups.filter((group) => group.label !== null).length,
        );
        await view.from.selectOption(sample.typed.from);
        await view.to.selectOption(sample.typed.to);
        await typeValue(view.value, sample.typed.value);
        await expect(view.result).toHaveText(sample.typed.result);

        await view.toggle.click();
        const list = page.locator(`#${await view.toggle.getAttribute("aria-controls")}`);
        await expect(list.getByRole("listitem")).toHaveCount(config.units.length - 1);
        const toUnit = config.units.find((unit) => unit.key === sample.typed.to);
        await expect(list).toContainText(toUnit?.label ?? "?");

        // The context line reads the value in the default units, as the page opens.
        await view.from.selectOption(config.defaultFrom);
        await view.to.selectOption(config.defaultTo);
        for (const [value, phrase] of sample.bands) {
          await typeValue(view.value, value);
          await expect(view.context).toContainText(phrase);
        }
        if (sample.bands.length === 0) await expect(view.context).toHaveCount(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
