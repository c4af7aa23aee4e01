/**
 * Never silently wrong (issue 25 §1, §3): what a visitor types is read as meant or explained. A
 * decimal comma, thousands commas, a fraction or the exponent form is read and said so beside the
 * field ("Read as 1.5: …", linked by aria-describedby, announced politely); what the spec's rule
 * drops (a minus, a second point, letters) is said too; the hint never moves the result; a chosen
 * precision is shown where it acts, with a way back to Auto.
 *
 * Each test opens a page once for all the checks made on it, a step per check.
 */
import type { Page } from "@playwright/test";
import { test, expect, describedBy, firstQuickAnswer, waitForHydration } from "./fixtures";
import { type ConverterId } from "../src/lib/measures";
import { converters } from "../src/lib/measures/all";
import { evaluateConversion } from "../src/lib/measures/define-converter";

function converterView(page: Page) {
  const main = page.locator("main");
  return {
    value: main.getByLabel("Value", { exact: true }),
    result: main.getByTestId("result"),
    context: main.getByTestId("context"),
    alert: main.getByRole("alert"),
  };
}

/** The converter's answer for a plain value, as the page formats it. */
function answerFor(id: ConverterId, plain: string, from: string, to: string): string {
  const outcome = evaluateConversion(converters[id], plain, from, to);
  if (outcome.status !== "result") throw new Error(`${plain} ${from} gives no result`);
  return outcome.resultText;
}

// typed, the plain number it means, the hint
const readings: [ConverterId, string, string, string, string, string][] = [
  ["length", "meter", "foot", "1,5", "1.5", "Read as 1.5: the comma is read as the decimal point."],
  [
    "weight",
    "kilogram",
    "pound",
    "2,50",
    "2.5",
    "Read as 2.5: the comma is read as the decimal point.",
  ],
  ["length", "meter", "foot", "1/2", "0.5", "Read as 0.5: 1/2 is read as a fraction."],
  ["volume", "cup", "tablespoon", "1 1/2", "1.5", "Read as 1.5: 1 1/2 is read as a fraction."],
  ["length", "meter", "foot", "1e-7", "0.0000001", "Read as 0.0000001: 1e-7 is the exponent form."],
  [
    "length",
    "meter",
    "kilometer",
    "1e21",
    "1000000000000000000000",
    "Read as 1000000000000000000000: 1e21 is the exponent form.",
  ],
  [
    "weight",
    "gram",
    "kilogram",
    "1,234",
    "1234",
    "Read as 1234: commas group thousands. For a decimal, type 1.234.",
  ],
  [
    "temperature",
    "celsius",
    "fahrenheit",
    "-2,5",
    "-2.5",
    "Read as -2.5: the comma is read as the decimal point.",
  ],
];

// The table, typed into each measure's Value field: [typed, the field then holds, read as,
// the hint]. A minus is said where the measure cannot be negative and kept where it can.
const tableRows = (measure: string, signed: boolean): [string, string, string, string][] => [
  ["1,5", "1,5", "1.5", "Read as 1.5: the comma is read as the decimal point."],
  ["2,50", "2,50", "2.5", "Read as 2.5: the comma is read as the decimal point."],
  ["1/2", "1/2", "0.5", "Read as 0.5: 1/2 is read as a fraction."],
  ["1e-7", "1e-7", "0.0000001", "Read as 0.0000001: 1e-7 is the exponent form."],
  [
    "1e21",
    "1e21",
    "1000000000000000000000",
    "Read as 1000000000000000000000: 1e21 is the exponent form.",
  ],
  signed
    ? ["-2", "-2", "-2", ""]
    : ["-2", "2", "2", `Read as 2: ${measure} values cannot be negative.`],
  ["2.5.3", "2.53", "2.53", "Read as 2.53: a second decimal point was left out."],
];

/** Types one of `readings` into the page's Value field and checks the answer and the hint. */
async function expectReading(page: Page, reading: (typeof readings)[number]): Promise<void> {
  const [id, from, to, typed, plain, hint] = reading;
  const view = converterView(page);
  await view.value.fill(typed);
  await expect(view.value).toHaveValue(typed);
  await expect(view.result).toHaveText(answerFor(id, plain, from, to));
  await expect.poll(() => describedBy(view.value)).toBe(hint);
  await expect(page.getByText(hint)).toHaveAttribute("aria-live", "polite");
  await expect(view.alert).toHaveCount(0);

  // The hint goes when the input is clean.
  await view.value.fill("3");
  await expect(view.result).toHaveText(answerFor(id, "3", from, to));
  await expect.poll(() => describedBy(view.value)).toBe("");
}

/** Types every row of the table into the page's Value field. */
async function expectTableRows(
  page: Page,
  [id, from, to, signed]: [ConverterId, string, string, boolean],
): Promise<void> {
  const view = converterView(page);
  for (const [typed, held, plain, hint] of tableRows(id, signed)) {
    await view.value.fill(typed);
    await expect(view.value).toHaveValue(held);
    await expect(view.result, typed).toHaveText(answerFor(id, plain, from, to));
    await expect.poll(() => describedBy(view.value), { message: typed }).toBe(hint);
    await expect(view.alert).toHaveCount(0);
  }
}

/** Opens a converter with the given units and waits until it is interactive. */
async function openConverter(page: Page, id: ConverterId, from: string, to: string): Promise<void> {
  await page.goto(`/${id}?from=${from}&to=${to}`);
  await waitForHydration(page);
}

/** The readings of `readings` typed into one converter with one pair of units. */
const readingsFor = (id: ConverterId, from: string, to: string) =>
  readings.filter(([rid, rfrom, rto]) => rid === id && rfrom === from && rto === to);

/** The measures whose Value field gets every row of the table. */
const tableMeasures: Record<
  "length" | "weight" | "volume" | "temperature",
  [ConverterId, string, string, boolean]
> = {
  length: ["length", "meter", "foot", false],
  weight: ["weight", "kilogram", "pound", false],
  volume: ["volume", "cup", "tablespoon", false],
  temperature: ["temperature", "celsius", "fahrenheit", true],
};

test.describe.configure({ timeout: 90_000 });

test("length: readings said beside the field, key by key too; what the rule leaves out; every row of the table; at 390 px the result does not move", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(8 * 60_000);
  await openConverter(page, "length", "meter", "foot");
  const view = converterView(page);
  for (const reading of readingsFor("length", "meter", "foot")) {
    await test.step(`length: "${reading[3]}" is read as ${reading[4]}`, async () => {
      await expectReading(page, reading);
      expect(consoleErrors).toEqual([]);
    });
  }

  await test.step("typed key by key, a decimal comma gives the same answer and hint", async () => {
    await view.value.fill("");
    await view.value.pressSequentially("1,5");
    await expect(view.result).toHaveText(answerFor("length", "1.5", "meter", "foot"));
    await expect
      .poll(() => describedBy(view.value))
      .toBe("Read as 1.5: the comma is read as the decimal point.");
  });

  await test.step("what the spec's rule leaves out is said, not dropped silently", async () => {
    await view.value.fill("-2");
    await expect(view.value).toHaveValue("2");
    await expect(view.result).toHaveText(answerFor("length", "2", "meter", "foot"));
    await expect
      .poll(() => describedBy(view.value))
      .toBe("Read as 2: length values cannot be negative.");

    await view.value.fill("2.5.3");
    await expect(view.value).toHaveValue("2.53");
    await expect(view.result).toHaveText(answerFor("length", "2.53", "meter", "foot"));
    await expect
      .poll(() => describedBy(view.value))
      .toBe("Read as 2.53: a second decimal point was left out.");

    // Typing on keeps the hint (with the value as now read); a clean new value clears it.
    await view.value.press("End");
    await view.value.press("1");
    await expect
      .poll(() => describedBy(view.value))
      .toBe("Read as 2.531: a second decimal point was left out.");
    await view.value.fill("12 kg");
    // kg might be a unit of the field's: the calculator's grammar (loaded with Quick convert's
    // units) says it is not a length, and the rule applies.
    await expect(view.value).toHaveValue("12 ", firstQuickAnswer);
    await expect
      .poll(() => describedBy(view.value))
      .toBe("Read as 12: letters and symbols are left out.");
    await view.value.fill("4");
    await expect.poll(() => describedBy(view.value)).toBe("");
  });

  await test.step("length: read as meant, or the hint says how", async () => {
    consoleErrors.length = 0;
    await expectTableRows(page, tableMeasures.length);
    expect(consoleErrors).toEqual([]);
  });

  await test.step("at 390 px the hint has its own line: the result does not move", async () => {
    // The same page, phone-sized.
    await page.setViewportSize({ width: 390, height: 844 });
    // A first edit loads the result's details (fraction, arithmetic); then only the hint changes.
    await view.value.fill("1234");
    await expect(page.getByTestId("formula")).toContainText("1234 m");
    const before = await view.result.boundingBox();
    await view.value.fill("1,234");
    await expect.poll(() => describedBy(view.value)).toContain("group thousands");
    const after = await view.result.boundingBox();
    expect(after?.y).toBe(before?.y);
    await page.screenshot({ path: test.info().outputPath("hint-390.png") });
  });

  await test.step('length: "1e21" is read as 1000000000000000000000', async () => {
    consoleErrors.length = 0;
    await page.setViewportSize({ width: 1280, height: 720 });
    await openConverter(page, "length", "meter", "kilometer");
    for (const reading of readingsFor("length", "meter", "kilometer"))
      await expectReading(page, reading);
    expect(consoleErrors).toEqual([]);
  });
});

test("weight and volume: readings said beside the field; every row of the table", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(5 * 60_000);
  for (const [id, from, to] of [
    ["weight", "kilogram", "pound"],
    ["weight", "gram", "kilogram"],
    ["volume", "cup", "tablespoon"],
  ] as const) {
    await test.step(`${id} from ${from} to ${to}`, async () => {
      consoleErrors.length = 0;
      await openConverter(page, id, from, to);
      for (const reading of readingsFor(id, from, to)) {
        await test.step(`${id}: "${reading[3]}" is read as ${reading[4]}`, () =>
          expectReading(page, reading));
      }
      const table = tableMeasures[id];
      if (table[1] === from && table[2] === to) {
        await test.step(`${id}: read as meant, or the hint says how`, () =>
          expectTableRows(page, table));
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("temperature: -2,5 read as -2.5; every row of the table; a value below absolute zero says so beside the result", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(3 * 60_000);
  await openConverter(page, "temperature", "celsius", "fahrenheit");
  const view = converterView(page);
  await test.step('temperature: "-2,5" is read as -2.5', async () => {
    for (const reading of readingsFor("temperature", "celsius", "fahrenheit"))
      await expectReading(page, reading);
    expect(consoleErrors).toEqual([]);
  });
  await test.step("temperature: read as meant, or the hint says how", async () => {
    await expectTableRows(page, tableMeasures.temperature);
    expect(consoleErrors).toEqual([]);
  });
  await test.step("a value below absolute zero says so beside the result", async () => {
    await view.value.fill("-500");
    await expect(view.context).toContainText("Below absolute zero");
    await page.getByLabel("From", { exact: true }).selectOption("kelvin");
    await view.value.fill("-1");
    await expect(view.context).toContainText("Below absolute zero");
    await view.value.fill("0");
    await expect(view.context).toContainText("Freezing point of water");
  });
});

test("the home cards use the same reading: the length card (1,5 and every row it takes), the BMI card (175,5 cm)", async ({
  page,
}) => {
  test.setTimeout(3 * 30_000);
  await page.goto("/");
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Quick Length Converter" });
  const value = card.getByLabel("Value", { exact: true });

  await test.step("the home length card reads 1,5 as 1.5 and says so", async () => {
    await value.fill("1,5");
    await expect(card.getByTestId("result")).toHaveText(
      answerFor("length", "1.5", "meter", "foot"),
    );
    await expect
      .poll(() => describedBy(value))
      .toBe("Read as 1.5: the comma is read as the decimal point.");
  });

  await test.step("the home length card: each reading is read as meant and said", async () => {
    // 1e21 is past the card's limit of 1,000,000 (spec), and the card takes any text: 4 rows.
    for (const [typed, , plain, hint] of tableRows("length", false).slice(0, 4)) {
      await value.fill(typed);
      await expect(card.getByTestId("result"), typed).toHaveText(
        answerFor("length", plain, "meter", "foot"),
      );
      await expect.poll(() => describedBy(value), { message: typed }).toBe(hint);
    }
  });

  await test.step("the home BMI card reads 175,5 cm as 175.5 and says so", async () => {
    const bmiCard = page.getByRole("region", { name: "Quick BMI Check" });
    const height = bmiCard.getByLabel("Height (cm)", { exact: true });
    await height.fill("175.5");
    await bmiCard.getByLabel("Weight (kg)", { exact: true }).fill("70");
    await expect(bmiCard.getByTestId("result")).toContainText("22.7");
    await height.fill("175,5");
    await expect(bmiCard.getByTestId("result")).toContainText("22.7");
    await expect
      .poll(() => describedBy(height))
      .toBe("Height: Read as 175.5: the comma is read as the decimal point.");
  });
});

test("BMI, percentage, cooking and Quick convert read numbers as the converters do", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(5 * 60_000);
  await page.goto("/bmi");
  await waitForHydration(page);
  const height = page.getByLabel("Height (cm)", { exact: true });

  await test.step("BMI: a height of 175,5 cm is read as 175.5", async () => {
    await height.fill("175,5");
    await expect
      .poll(() => describedBy(height))
      .toBe("Read as 175.5: the comma is read as the decimal point.");
    await height.fill("175.5");
    const plain = await page.getByTestId("result").textContent();
    await height.fill("175,5");
    await expect(page.getByTestId("result")).toHaveText(plain ?? "");
  });

  await test.step("BMI height: each reading is said beside its field", async () => {
    await page.getByLabel("Weight (kg)", { exact: true }).fill("70");
    // The height field's cap is 5 characters (spec), so the exponent form is a short one.
    for (const [typed, hint, bmi] of [
      ["175,5", "Read as 175.5: the comma is read as the decimal point.", "22.7"],
      ["351/2", "Read as 175.5: 351/2 is read as a fraction.", "22.7"],
      ["2e2", "Read as 200: 2e2 is the exponent form.", "17.5"],
    ] as const) {
      await height.fill(typed);
      await expect.poll(() => describedBy(height), { message: typed }).toBe(hint);
      await expect(page.getByTestId("result")).toContainText(bmi);
    }
  });

  await page.goto("/percentage");
  await waitForHydration(page);
  const total = page.getByLabel("Total", { exact: true });
  const value = page.getByLabel("Value", { exact: true });

  await test.step("percentage: a total of 1,000 is read as 1000 and said so", async () => {
    await value.fill("45");
    await total.fill("1,000");
    await expect(page.getByTestId("result").first()).toHaveText("4.50%");
    await expect
      .poll(() => describedBy(total))
      .toBe("Read as 1000: commas group thousands. For a decimal, type 1.000.");
  });

  await test.step("percentage value: each reading is said beside its field", async () => {
    await total.fill("200");
    for (const [typed, hint, answer] of [
      ["1,5", "Read as 1.5: the comma is read as the decimal point.", "0.75%"],
      ["1/2", "Read as 0.5: 1/2 is read as a fraction.", "0.25%"],
      ["1e2", "Read as 100: 1e2 is the exponent form.", "50.00%"],
    ] as const) {
      await value.fill(typed);
      await expect(page.getByTestId("result").first(), typed).toHaveText(answer);
      await expect.poll(() => describedBy(value), { message: typed }).toBe(hint);
    }
  });

  await test.step("cooking: 1 1/2 cups and 1,5 cups are read as 1.5, said under the answer", async () => {
    consoleErrors.length = 0;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/cooking");
    await waitForHydration(page);
    const amount = page.getByLabel("Amount", { exact: true });
    const result = page.getByTestId("result");
    await page.getByLabel("To", { exact: true }).selectOption("tablespoon");
    await amount.fill("1.5");
    await expect(result).toHaveText("24 tbsp");
    const before = await result.boundingBox();
    for (const [typed, hint] of [
      ["1 1/2", "Read as 1.5: 1 1/2 is read as a fraction."],
      ["1,5", "Read as 1.5: the comma is read as the decimal point."],
    ] as const) {
      await amount.fill(typed);
      await expect(result, typed).toHaveText("24 tbsp");
      await expect.poll(() => describedBy(amount), { message: typed }).toBe(hint);
      expect((await result.boundingBox())?.y).toBe(before?.y);
    }
    await page.screenshot({ path: test.info().outputPath("cooking-hint-390.png") });
    await amount.fill("2");
    await expect(result).toHaveText("32 tbsp");
    await expect.poll(() => describedBy(amount)).toBe("");
    expect(consoleErrors).toEqual([]);
  });

  await test.step("quick convert reads numbers as the fields do: 0,125 kg is 125 g", async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/weight");
    await waitForHydration(page);
    const input = page.getByLabel("Quick convert", { exact: true });
    await input.fill("0,125 kg to g");
    await expect(page.getByTestId("quick-result")).toContainText(
      "0.125 kg = 125 g",
      firstQuickAnswer,
    );
    await input.fill("1,5 m to ft");
    await expect(page.getByTestId("quick-result")).toContainText(
      `1.5 m = ${answerFor("length", "1.5", "meter", "foot")}`,
    );
  });
});

test.describe("a chosen precision is shown where it acts", () => {
  test("a pair page's headline and its converter never disagree without a note", async ({
    page,
  }) => {
    await page.goto("/length");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Display:/ }).click();
    await page.getByLabel("Precision", { exact: true }).selectOption({ label: "0 decimal places" });
    await expect(page.getByTestId("result")).toHaveText("3 ft");
    // The choice is kept on the device (written once its store has loaded).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("converter-preferences")))
      .toContain("d0");

    await page.goto("/weight/kilograms-to-pounds");
    await waitForHydration(page);
    const main = page.locator("main");
    await expect(main.getByTestId("pair-answer")).toContainText("2.204623 lb");
    await expect(main.getByTestId("result")).toHaveText("2 lb");
    const note = main.getByTestId("precision-note");
    await expect(note).toHaveText("Rounded to 0 decimal places. Back to Auto");
    await expect(main.getByRole("button", { name: "Display: 0 decimal places" })).toBeVisible();

    await note.getByRole("button", { name: "Back to Auto" }).click();
    await expect(main.getByTestId("result")).toHaveText("2.204623 lb");
    await expect(note).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Display: Auto" })).toBeVisible();
  });
});
