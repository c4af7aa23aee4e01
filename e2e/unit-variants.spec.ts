/**
 * Units people mean, named as what they are (issue 22, part 4), on the built site: Quick convert
 * reads the UK volumes, the metric cup, short and long tons, the nautical mile, KiB to PiB and the
 * decimal kB to PB, and says which meaning of an ambiguous name it used; pair pages of such units
 * say which one they convert; the data converter offers the decimal units beside its 1024-based
 * ones. And a long text typed into Quick convert never widens the page (issue 26).
 */
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoHorizontalScroll,
  firstQuickAnswer,
  waitForHydration,
  stepsFromScratch,
} from "./fixtures";

function box(page: Page) {
  return {
    form: page.locator("form[data-quick-convert]"),
    input: page.getByLabel("Quick convert", { exact: true }),
    result: page.getByTestId("quick-result"),
    note: page.getByTestId("quick-note"),
    link: page.locator("a[data-quick-link]"),
  };
}

const decimalNote =
  "1024-based, as this site's data converter counts; in the decimal units drives are sold in,";

/** The note of a question that names binary units, on the unit it then reads as decimal. */
const binaryNamedNote = (unit: string) =>
  `${unit} is read as the decimal unit (powers of 1,000 bytes), since the question names binary units (KiB, MiB, GiB…).`;

/** [typed, the answer line, the note under it (null: none)], in the site's result formats. */
const answers: [string, string, string | null][] = [
  ["1 imperial gallon in liters", "1 gal (UK) = 4.54609 L", null],
  ["1 gal uk", "1 gal (UK) = 4.54609 L", null],
  ["1 uk pint in ml", "1 pt (UK) = 568.26125 mL", null],
  ["2 uk pints to ml", "2 pt (UK) = 1136.5225 mL", null],
  ["1 metric cup in ml", "1 metric cup = 250 mL", null],
  ["1 short ton in kg", "1 short ton = 907.18474 kg", null],
  // The weight converter's format: 6 decimals (1,016.0469088 kg exactly).
  ["1 long ton in kg", "1 long ton = 1016.046909 kg", null],
  ["1 tonne", "1 t = 2204.622622 lb", null],
  ["1 nautical mile in km", "1 nmi = 1.852 km", null],
  ["5 nmi", "5 nmi = 9.26 km", null],
  [
    "1 gallon to liters",
    "1 gal (US) = 3.785412 L",
    "In UK (imperial) units, 1 gal (UK) = 4.54609 L.",
  ],
  // A question that names binary units (TiB, GiB) reads TB and GB as the decimal units (issue 37).
  ["1 TiB in GB", "1 TiB = 1,099.511627776 GB (decimal)", binaryNamedNote("GB")],
  ["1 TB in GB", "1 TB = 1024 GB", `${decimalNote} 1 TB (decimal) = 1000 GB (decimal).`],
  ["1 TB in GiB", "1 TB (decimal) = 931.3225746 GiB", binaryNamedNote("TB")],
  ["3 TiB in MiB", "3 TiB = 3,145,728 MiB", null],
  ["1 kB (decimal) in B", "1 kB (decimal) = 1000 B", null],
];

test("Quick convert's regional and binary units; a TiB's pair page; units with two meanings; the data converter's 1024-based units", async ({
  page,
}) => {
  const fromScratch = await stepsFromScratch(page);
  await test.step("Quick convert answers the regional and binary units with exact values", async () => {
    await fromScratch();
    await page.goto("/conversions");
    const { input, result, note } = box(page);
    for (const [typed, line, noteText] of answers) {
      await input.fill(typed);
      await expect(result, typed).toHaveText(
        noteText === null ? line : `${line} ${noteText}`,
        firstQuickAnswer,
      );
      if (noteText === null) await expect(note, typed).toHaveCount(0);
      else await expect(note, typed).toHaveText(noteText);
    }
    // A TiB is never read as a TB.
    await input.fill("1 TiB in GB");
    await expect(result).toContainText("1 TiB = 1,099.511627776 GB (decimal)");
    await expect(result).not.toContainText("1 TB =");
    // "ton" alone has three meanings too far apart to pick one.
    await input.fill("1 ton in kg");
    await expect(result).toHaveText(
      "“ton” can mean a metric ton (1,000 kg), a US short ton (2,000 lb) or a UK long ton (2,240 lb); write tonne, short ton or long ton.",
    );
  });

  await test.step("a TiB links to the pair page of the converter's TB, with the amount", async () => {
    await fromScratch();
    await page.goto("/data-storage");
    const { input, link } = box(page);
    await input.fill("3 TiB in GiB");
    await expect(link).toHaveText("Open Terabytes to Gigabytes");
    await link.click();
    await expect(page).toHaveURL(
      /\/data-storage\/terabytes-to-gigabytes\?value=3&from=terabyte&to=gigabyte$/,
    );
    await expect(page.locator("main").getByTestId("result")).toHaveText("3072 GB");
  });

  await test.step("pair pages of a unit with two meanings say which one they convert", async () => {
    await fromScratch();
    await page.goto("/volume/gallons-to-liters");
    await expect(page.getByTestId("pair-answer")).toHaveText("1 gal = 3.785412 L");
    await expect(page.getByTestId("pair-reading-note")).toHaveText(
      "These are US gallons: 1 gal = 3.785411784 L. An imperial gallon is 4.54609 L = 1.20095 gal (US).",
    );
    await page.goto("/weight/metric-tons-to-pounds");
    await expect(page.getByTestId("pair-reading-note")).toHaveText(
      "These are metric tons: 1 t = 1,000 kg. A short ton is 907.18474 kg = 0.907185 t, and a long ton is 1,016.0469088 kg = 1.016047 t.",
    );
    await page.goto("/data-storage/terabytes-to-gigabytes");
    await expect(page.getByTestId("pair-reading-note")).toContainText(
      "These are 1024-based terabytes, as this converter counts them: 1 TB = 1,099,511,627,776 B. A decimal terabyte is 1,000,000,000,000 B = 0.909495 TB.",
    );
    await page.goto("/length/meters-to-feet");
    await expect(page.getByTestId("pair-reading-note")).toHaveCount(0);
    // The decimal units have no pair pages of their own.
    const response = await page.goto("/data-storage/decimal-terabytes-to-bytes");
    expect(response?.status()).toBe(404);
  });

  await test.step("the data converter says its KB to PB are 1024-based and offers the decimal units", async () => {
    await fromScratch();
    await page.goto("/data-storage");
    await waitForHydration(page);
    const main = page.locator("main");
    await expect(page.getByTestId("data-units-note")).toContainText(
      "The KB, MB, GB, TB and PB of the Standard group are 1024-based",
    );
    const from = main.getByLabel("From", { exact: true });
    const to = main.getByLabel("To", { exact: true });
    await expect(from.locator('optgroup[label="Decimal (SI)"] option')).toHaveText([
      "Decimal kilobytes (10³ B)",
      "Decimal megabytes (10⁶ B)",
      "Decimal gigabytes (10⁹ B)",
      "Decimal terabytes (10¹² B)",
      "Decimal petabytes (10¹⁵ B)",
    ]);
    // The spec's default answer stays.
    const result = main.getByTestId("result");
    await expect(result).toHaveText("1024 MB");
    await from.selectOption("terabyte_decimal");
    await to.selectOption("byte");
    await expect(result).toHaveText("1,000,000,000,000 B");
    await to.selectOption("gigabyte");
    await expect(result).toHaveText("931.323 GB");
    await from.selectOption("gigabyte");
    await to.selectOption("gigabyte_decimal");
    await expect(result).toHaveText("1.07374 GB (decimal)");
  });
});

/** A long text pasted into Quick convert: a 5,000-character run with no space to break at. */
const pasted = `5 ${"https://example.com/".repeat(250)}`;

test("a 5,000-character paste never widens a page on a phone; a long unknown word stays inside its card", async ({
  page,
}) => {
  const fromScratch = await stepsFromScratch(page);
  for (const path of ["/", "/length", "/volume/gallons-to-liters"]) {
    await test.step(`a 5,000-character paste into Quick convert never widens ${path} on a phone`, async () => {
      await fromScratch();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const { input, result } = box(page);
      await input.fill(pasted);
      await expect(result).toHaveAttribute("data-state", "error");
      await expectNoHorizontalScroll(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    });
  }

  await test.step("a long unknown word is quoted as a short excerpt and stays inside its card", async () => {
    await fromScratch();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/volume/gallons-to-liters");
    const { form, input, result } = box(page);
    const url = `https://example.com/${"a-very-long-path-".repeat(4)}pasted`;
    await input.fill(`5 ${url}`);
    await expect(result).toHaveText(/^“https:\/\/example\.com\/a-very-lon…” is not a unit I know/);
    const card = await form.boundingBox();
    const message = await result.boundingBox();
    expect(card && message).toBeTruthy();
    if (card && message) {
      expect(message.x + message.width).toBeLessThanOrEqual(card.x + card.width);
      expect(message.y + message.height).toBeLessThanOrEqual(card.y + card.height);
    }
    await expectNoHorizontalScroll(page);
  });
});
