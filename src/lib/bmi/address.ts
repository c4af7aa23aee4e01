/**
 * What the BMI page opens with: its fields' defaults, or the values its address gives
 * (`?height=180&weight=75` in cm and kg; `?ft=5&in=9&lb=160` on the Imperial tab); and the address
 * of given values, for links to the page (the calculator box's answer to 'bmi 180 cm 75 kg').
 * A value is taken only if its field would show it as it is (its rule keeps the text, which reads
 * without a note) and the page gives a BMI for it (bmiInputProblem); any other keeps the field's
 * default, so a page never opens on an error. The island (BmiCalculator.tsx) and its early answer
 * (src/early-answers/bmi.ts) both read the address here.
 */
import { acceptInput, parseNumericText } from "../input";
import { formatTrimmed } from "../number-format";
import { kilogramsPerPound } from "../bmi-factors";
import { bmiInputProblem, heightInMetres, imperialHeightInches } from "./bmi";
import { bmiFieldRules } from "./input-rules";

/** A field of the BMI page, by its rule's name. */
export type BmiFieldName = keyof typeof bmiFieldRules;

/** The fields' texts in the server's HTML: 175 cm and 70 kg; 5 ft 9 in and 154 lb. */
export const bmiFieldDefaults = {
  heightCm: "175",
  weightKg: "70",
  heightFeet: "5",
  heightInches: "9",
  weightLb: "154",
} as const satisfies Record<BmiFieldName, string>;

/** Each field's name in the address, in the order the address writes them. */
const addressNames = {
  heightCm: "height",
  weightKg: "weight",
  heightFeet: "ft",
  heightInches: "in",
  weightLb: "lb",
} as const satisfies Record<BmiFieldName, string>;

/** What the address gives the BMI page. */
export interface BmiAddress {
  /** An imperial value was taken: the page opens on its Imperial tab. */
  imperial: boolean;
  /** The texts the fields take; a field not named keeps its default. */
  fields: Partial<Record<BmiFieldName, string>>;
}

/** The number a field shows as it is, with nothing to say beside it; null for any other text. */
function plainNumber(text: string | null, field: BmiFieldName): number | null {
  if (text === null) return null;
  const decision = acceptInput(text, bmiFieldRules[field]);
  const parsed = parseNumericText(text);
  return decision.accepted && decision.value === text && parsed.kind === "number" && !parsed.note
    ? parsed.value
    : null;
}

/**
 * The values in a page address's query (`location.search`) that the BMI page takes. The height in
 * feet and inches is one value: both its parts are taken or neither, and a part the address
 * leaves out is empty (0), as on the page.
 * @example readBmiAddress("?height=180&weight=75") // { imperial: false, fields: { heightCm: "180", weightKg: "75" } }
 * @example readBmiAddress("?ft=5&in=9&lb=160").fields // { heightFeet: "5", heightInches: "9", weightLb: "160" }
 * @example readBmiAddress("?height=abc&weight=900") // { imperial: false, fields: {} }
 */
export function readBmiAddress(search: string): BmiAddress {
  const params = new URLSearchParams(search);
  const text = (field: BmiFieldName) => params.get(addressNames[field]);
  const number = (field: BmiFieldName) => plainNumber(text(field), field);
  const fields: BmiAddress["fields"] = {};
  const take = (field: BmiFieldName, kept: boolean) => {
    if (kept) fields[field] = text(field) ?? "";
  };

  const cm = number("heightCm");
  take("heightCm", cm !== null && !bmiInputProblem("height", cm, "", true));
  const kg = number("weightKg");
  take("weightKg", kg !== null && !bmiInputProblem("weight", kg, "", true));
  const feet = number("heightFeet");
  const inches = number("heightInches");
  const feetGiven = text("heightFeet") !== null;
  const inchesGiven = text("heightInches") !== null;
  const heightCm = heightInMetres({ inches: imperialHeightInches(feet, inches) }) * 100;
  const height =
    (feetGiven || inchesGiven) &&
    (!feetGiven || feet !== null) &&
    (!inchesGiven || inches !== null) &&
    !bmiInputProblem("height", heightCm, "", false);
  take("heightFeet", height);
  take("heightInches", height);
  const pounds = number("weightLb");
  take(
    "weightLb",
    pounds !== null && !bmiInputProblem("weight", pounds * kilogramsPerPound, "", false),
  );
  return { imperial: height || fields.weightLb !== undefined, fields };
}

/**
 * The query (without '?') that opens the BMI page with these values: metric ones in cm and kg, or
 * imperial ones in feet, inches and pounds. Each is rounded to 2 decimals, or fewer where its
 * field is too short for them.
 * @example bmiAddress({ heightCm: 180, weightKg: 72.5747 }) // "height=180&weight=72.57"
 * @example bmiAddress({ heightFeet: 5, heightInches: 9, weightLb: 165.3467 }) // "ft=5&in=9&lb=165.3"
 */
export function bmiAddress(values: Partial<Record<BmiFieldName, number>>): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(addressNames) as BmiFieldName[]) {
    const value = values[field];
    if (value === undefined) continue;
    let decimals = 2;
    let text = formatTrimmed(value, decimals);
    while (text.length > bmiFieldRules[field].maxLength && decimals > 0) {
      text = formatTrimmed(value, --decimals);
    }
    params.set(addressNames[field], text);
  }
  return params.toString();
}
