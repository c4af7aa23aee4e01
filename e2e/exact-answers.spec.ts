/**
 * Exact to the last digit shown: identities that hold by definition come out whole, other answers
 * carry the right digits, and no answer hides a non-zero value, on the pair pages' headlines, the
 * converters and the conversion factors page (whose figures must be the library's).
 */
import { test, expect, runsOf } from "./fixtures";
import { conversionFactors } from "../src/lib/measures/factors";

/** Pair page → its headline answer. */
const headlines: [string, string][] = [
  ["/volume/cups-to-tablespoons", "1 cup = 16 tbsp"],
  ["/volume/gallons-to-quarts", "1 gal = 4 qt"],
  ["/volume/gallons-to-fluid-ounces", "1 gal = 128 fl oz"],
  ["/volume/tablespoons-to-teaspoons", "1 tbsp = 3 tsp"],
  ["/volume/fluid-ounces-to-tablespoons", "1 fl oz = 2 tbsp"],
  ["/volume/liters-to-cups", "1 L = 4.226753 cup"],
  ["/weight/stone-to-pounds", "1 st = 14 lb"],
  ["/weight/pounds-to-ounces", "1 lb = 16 oz"],
  ["/weight/kilograms-to-pounds", "1 kg = 2.204623 lb"],
  ["/weight/kilograms-to-ounces", "1 kg = 35.273962 oz"],
  ["/length/miles-to-feet", "1 mi = 5280 ft"],
  ["/length/millimeters-to-miles", "1 mm = 6.2137e-7 mi"],
  ["/area/square-miles-to-acres", "1 mi² = 640 ac"],
  ["/area/acres-to-square-feet", "1 ac = 43560 ft²"],
  ["/pressure/atmospheres-to-torr", "1 atm = 760 Torr"],
  ["/pressure/atmospheres-to-pounds-per-square-inch", "1 atm = 14.6959 psi"],
  ["/pressure/bar-to-pounds-per-square-inch", "1 bar = 14.5038 psi"],
  ["/energy/kilowatt-hours-to-british-thermal-units", "1 kWh = 3412.141633 BTU"],
  ["/data-storage/gigabytes-to-bytes", "1 GB = 1,073,741,824 B"],
  ["/data-storage/megabytes-to-bytes", "1 MB = 1,048,576 B"],
  ["/acceleration/standard-gravity-to-meters-per-second-squared", "1 gₙ = 9.80665 m/s²"],
  ["/acceleration/feet-per-second-squared-to-meters-per-second-squared", "1 ft/s² = 0.3048 m/s²"],
  [
    "/acceleration/kilometers-per-hour-per-second-to-meters-per-second-squared",
    "1 km/h/s = 0.277778 m/s²",
  ],
  ["/force/pounds-force-to-newtons", "1 lbf = 4.44822 N"],
  ["/force/kilograms-force-to-newtons", "1 kgf = 9.80665 N"],
  ["/force/kips-to-pounds-force", "1 kip = 1000 lbf"],
  ["/force/newtons-to-dynes", "1 N = 100000 dyn"],
  ["/torque/pound-force-feet-to-newton-meters", "1 lbf·ft = 1.35582 N·m"],
  ["/torque/pound-force-feet-to-pound-force-inches", "1 lbf·ft = 12 lbf·in"],
  ["/torque/kilogram-force-meters-to-newton-meters", "1 kgf·m = 9.80665 N·m"],
  ["/density/grams-per-cubic-centimeter-to-kilograms-per-cubic-meter", "1 g/cm³ = 1,000 kg/m³"],
  ["/density/grams-per-liter-to-kilograms-per-cubic-meter", "1 g/L = 1 kg/m³"],
  ["/density/pounds-per-us-gallon-to-kilograms-per-cubic-meter", "1 lb/gal (US) = 119.826 kg/m³"],
  // Issue 35's measures.
  ["/time/days-to-hours", "1 d = 24 h"],
  ["/time/weeks-to-days", "1 wk = 7 d"],
  ["/time/years-to-days", "1 yr = 365.2425 d"],
  ["/data-transfer-rate/megabits-per-second-to-megabytes-per-second", "1 Mbit/s = 0.125 MB/s"],
  ["/data-transfer-rate/gibibytes-per-second-to-gigabytes-per-second", "1 GiB/s = 1.07374 GB/s"],
  ["/frequency/hertz-to-rpm", "1 Hz = 60 rpm"],
  ["/frequency/kilohertz-to-hertz", "1 kHz = 1000 Hz"],
  ["/flow-rate/gallons-per-minute-to-liters-per-minute", "1 US gal/min = 3.78541 L/min"],
  ["/flow-rate/cubic-meters-per-second-to-liters-per-second", "1 m³/s = 1000 L/s"],
];

for (const run of runsOf(headlines, 10)) {
  test(`${run.map(([path]) => path).join(", ")}: each opens with its exact answer`, async ({
    page,
  }) => {
    test.setTimeout(run.length * 30_000);
    for (const [path, answer] of run) {
      await test.step(`${path} opens with ${answer}`, async () => {
        await page.goto(path);
        await expect(page.getByTestId("pair-answer")).toHaveText(answer);
      });
    }
  });
}

test("the converters give whole answers for identities and never show a value as 0", async ({
  page,
}) => {
  await page.goto("/volume?value=1.5&from=cup&to=tablespoon");
  const result = page.locator("main").getByTestId("result");
  await expect(result).toHaveText("24 tbsp");
  await expect(page.getByTestId("formula")).toHaveText("1.5 cup × 16 = 24 tbsp");
  await page.goto("/volume?value=236.5882365&from=milliliter&to=cup");
  await expect(result).toHaveText("1 cup");
  await page.goto("/length?value=0.5&from=millimeter&to=mile");
  await expect(result).toHaveText("3.1069e-7 mi");
  await page.goto("/pressure");
  await expect(result).toHaveText("0.0689476 bar");
  await page.goto("/data-storage?value=1&from=gigabyte&to=byte");
  await expect(result).toHaveText("1,073,741,824 B");
});

test("the conversion factors page lists the library's definitions and is linked", async ({
  page,
}) => {
  await page.goto("/length");
  await page.getByRole("link", { name: "How every unit is defined, with sources" }).click();
  await expect(page).toHaveURL(/\/conversion-factors$/);
  // Every row of every table, read at once (a locator per cell takes a minute on a busy machine).
  for (const measure of conversionFactors()) {
    const shown = await page
      .getByTestId(`factors-${measure.id}`)
      .evaluate((table) =>
        Object.fromEntries(
          [...table.querySelectorAll("tr[data-unit]")].map((row) => [
            row.getAttribute("data-unit") ?? "",
            [...row.children].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim()),
          ]),
        ),
      );
    for (const row of measure.rows) {
      const cells = shown[row.key] ?? [];
      expect(cells[1], `${measure.id} ${row.key}`).toBe(row.definedAs);
      expect(cells[2], `${measure.id} ${row.key}`).toContain(row.size);
      expect(cells[3], `${measure.id} ${row.key}`).toBe(row.source);
    }
  }
  await expect(
    page.locator("footer").getByRole("link", { name: "Conversion Factors" }),
  ).toBeVisible();
  await page.goto("/volume/cups-to-tablespoons");
  await expect(
    page.getByRole("link", { name: "conversion factors and their sources" }),
  ).toHaveAttribute("href", "/conversion-factors");
});
