/**
 * The calculator's answer to a question whose answer is a page rather than a line: a BMI ('bmi
 * 180 cm 75 kg', 'bmi 5 ft 9 in 160 lb') or an age ('age 1990-05-17', 'how old is someone born
 * 17 May 1990'). It reads the values, checks them with the tool's own rules and messages
 * (src/lib/bmi/, src/lib/age/), and links to the tool's page with the values in its address
 * (src/lib/bmi/address.ts, src/lib/age/address.ts), which the page opens with.
 */
import { bmiInputProblem } from "../bmi/bmi";
import { bmiAddress } from "../bmi/address";
import { kilogramsPerPound, metresPerInch } from "../bmi-factors";
import { ageMessage, calculateAge } from "../age/age";
import { ageAddress } from "../age/address";
import { formatIsoDate, parseIsoDate, todayInTimeZone, type CalendarDate } from "../calendar-date";
import type { ToolAnswer } from "./tool-answer";

/** The tools' pages (src/tools.ts). */
const bmiPage = { href: "/bmi", text: "Open the BMI Calculator" };
const agePage = { href: "/time/age-calculator", text: "Open the Age Calculator" };

const error = (message: string): ToolAnswer => ({ kind: "error", message });

/** A link to the tool's page, opening with the values of `query` (none when it is empty). */
function linkAnswer(
  tool: "bmi" | "age",
  readAs: string,
  query = "",
): Extract<ToolAnswer, { kind: "tool" }> {
  const page = tool === "bmi" ? bmiPage : agePage;
  return {
    kind: "tool",
    tool,
    resultText: null,
    readAs,
    note: null,
    link: query === "" ? page : { ...page, href: `${page.href}?${query}` },
  };
}

type BmiUnit = "cm" | "m" | "ft" | "in" | "kg" | "lb";

/** A number and a unit of height or weight: '180 cm', '5 ft', "9''", '160 lbs'. */
const bmiQuantity =
  /(\d+(?:\.\d+)?|\.\d+) ?(cm|centimet(?:er|re)s?|m|met(?:er|re)s?|ft|feet|foot|'|’|in|inch(?:es)?|"|”|″|kgs?|kilos?|kilograms?|lbs?|pounds?)(?![a-z])/g;

/** The unit a written unit stands for, by its first character. */
function bmiUnit(written: string): BmiUnit {
  const first = written.charAt(0);
  if (first === "c" || first === "m") return first === "c" ? "cm" : "m";
  if (first === "f" || first === "'" || first === "’") return "ft";
  if (first === "k") return "kg";
  return first === "l" || first === "p" ? "lb" : "in";
}

const bmiExample =
  "Give a height and a weight, such as “bmi 180 cm 75 kg” or “bmi 5 ft 9 in 160 lb”.";

/** A BMI question: a link answer, an error in the BMI page's words, or null when it is none. */
function answerBmi(question: string): ToolAnswer | null {
  if (!/\b(?:bmi|body mass index)\b/.test(question)) return null;
  const amounts: Partial<Record<BmiUnit, number>> = {};
  let repeated = false;
  const rest = question
    .replace(/\b(?:bmi|body mass index)\b/, " ")
    .replace(bmiQuantity, (_, number: string, written: string) => {
      const unit = bmiUnit(written);
      repeated ||= unit in amounts;
      amounts[unit] = Number(number);
      return " ";
    })
    .replace(
      /\b(?:what|is|my|the|for|of|at|with|and|calculate|calculator|height|weight|tall|weighing|i|am)\b|[,:;]/g,
      " ",
    )
    .trim();
  const { cm, m, ft, in: inches, kg, lb } = amounts;
  if (Object.keys(amounts).length === 0) {
    return rest === "" ? linkAnswer("bmi", "BMI calculator") : null;
  }
  const metricHeight = cm ?? (m === undefined ? undefined : m * 100);
  const imperial = ft !== undefined || inches !== undefined;
  if (
    rest !== "" ||
    repeated ||
    (metricHeight === undefined) === !imperial ||
    (kg === undefined) === (lb === undefined)
  ) {
    return error(bmiExample);
  }
  const totalInches = (ft ?? 0) * 12 + (inches ?? 0);
  const heightCm = metricHeight ?? totalInches * metresPerInch * 100;
  const weightKg = kg ?? (lb ?? 0) * kilogramsPerPound;
  const heightText =
    cm !== undefined
      ? `${cm} cm`
      : m !== undefined
        ? `${m} m`
        : [ft === undefined ? "" : `${ft} ft`, inches === undefined ? "" : `${inches} in`]
            .join(" ")
            .trim();
  const weightText = kg !== undefined ? `${kg} kg` : `${lb} lb`;
  const problem =
    bmiInputProblem("height", heightCm, heightText, !imperial) ??
    bmiInputProblem("weight", weightKg, weightText, kg !== undefined);
  if (problem) return error(problem);
  // The page takes centimetres and kilograms, or feet, inches and pounds (its Imperial tab). The
  // height in tenths of an inch is split into feet and inches, so 71.97 in is 6 ft 0 in.
  const tenthsOfAnInch = Math.round(totalInches * 10);
  const feet = Math.floor(tenthsOfAnInch / 120);
  const query = imperial
    ? bmiAddress({
        heightFeet: feet,
        heightInches: (tenthsOfAnInch - feet * 120) / 10,
        weightLb: lb ?? weightKg / kilogramsPerPound,
      })
    : bmiAddress({ heightCm, weightKg });
  return linkAnswer("bmi", `BMI for ${heightText} and ${weightText}`, query);
}

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A month's number from its name or an abbreviation of 3 letters or more; 0 for none. */
function monthNumber(word: string): number {
  const index = monthNames.findIndex((name) => word.length >= 3 && name.startsWith(word));
  return index + 1;
}

/** A date as the answer writes it: '17 May 1990'. */
function dateInWords({ year, month, day }: CalendarDate): string {
  const name = monthNames[month - 1] ?? "";
  return `${day} ${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/**
 * A typed date ('1990-05-17', '17 May 1990', 'May 17, 1990', '17/05/1990'): the date, an error's
 * message, or null when it is not written as a date.
 */
function readDate(text: string): CalendarDate | string | null {
  const plain = text
    .replace(/(\d)(?:st|nd|rd|th)\b/g, "$1")
    .replace(/,| of /g, " ")
    .replace(/\s+/g, " ")
    .trim();
  let parts: [number, number, number] | null = null;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(plain);
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2}) ([a-z]+)\.? (\d{4})$/.exec(plain))) {
    parts = [Number(match[3]), monthNumber(match[2] ?? ""), Number(match[1])];
  } else if ((match = /^([a-z]+)\.? (\d{1,2}) (\d{4})$/.exec(plain))) {
    parts = [Number(match[3]), monthNumber(match[1] ?? ""), Number(match[2])];
  } else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(plain))) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (first !== second && first <= 12 && second <= 12) {
      const asDate = (day: number, month: number) => dateInWords({ year, month, day });
      return `“${text}” can be ${asDate(first, second)} or ${asDate(second, first)}: write ${formatIsoDate({ year, month: second, day: first })} or ${asDate(first, second)}.`;
    }
    parts = first > 12 ? [year, second, first] : [year, first, second];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  return (
    parseIsoDate(formatIsoDate({ year, month, day })) ?? `“${text}” is not a valid calendar date.`
  );
}

const ageQuestion =
  /^(?:how old (?:am i|are you|is (?:he|she|someone|somebody|a person))|age(?: calculator)?(?: of (?:someone|somebody|a person|me))?)(?: (?:who was |if (?:i was |you were )?)?born)?(?: on| in)?(?: (.+))?$/;

/** An age question: a link answer, an error in the age calculator's words, or null when it is none. */
function answerAge(question: string, today: string | undefined): ToolAnswer | null {
  const match = ageQuestion.exec(question);
  if (!match) return null;
  const dates = match[1];
  if (dates === undefined) return linkAnswer("age", "Age calculator");
  if (!/\d/.test(dates)) return null;
  const [birthText = "", asOfText] = dates.split(/ (?:on|as of|at|to|until|in) /);
  const birth = readDate(birthText);
  const asOf = asOfText === undefined ? null : readDate(asOfText);
  if (typeof birth === "string") return error(birth);
  if (typeof asOf === "string") return error(asOf);
  if (!birth || (asOfText !== undefined && !asOf)) {
    return error("Give the date of birth, such as “age 1990-05-17” or “age 17 May 1990”.");
  }
  const asOfIso = asOf
    ? formatIsoDate(asOf)
    : (today ?? todayInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
  const outcome = calculateAge(formatIsoDate(birth), asOfIso);
  if (outcome.kind !== "result") {
    return error(ageMessage(outcome.kind === "missing" ? "invalid" : outcome.kind));
  }
  const asOfWords = asOf ? ` as of ${dateInWords(asOf)}` : "";
  return linkAnswer(
    "age",
    `Age of someone born on ${dateInWords(birth)}${asOfWords}`,
    ageAddress({ birth: formatIsoDate(birth), ...(asOf ? { asOf: asOfIso } : {}) }),
  );
}

/**
 * Answers a BMI or age question with a link to the tool's page, which opens with the values (no
 * result line: the page gives the BMI with its band, or the age with its breakdown) and how the
 * values were read; an error in the tool's words for values it refuses ('bmi 18 cm 75 kg', a
 * birth after today, 30 February); null for any other question. `today` ('YYYY-MM-DD') defaults
 * to today in this device's time zone.
 * @example answerToolLinkQuestion("bmi 180 cm 75 kg") // { kind: "tool", tool: "bmi", resultText: null, readAs: "BMI for 180 cm and 75 kg", note: null, link: { href: "/bmi?height=180&weight=75", text: "Open the BMI Calculator" } }
 * @example answerToolLinkQuestion("age 1990-05-17", "2025-01-01")?.link // { href: "/time/age-calculator?birth=1990-05-17", text: "Open the Age Calculator" }
 */
export function answerToolLinkQuestion(text: string, today?: string): ToolAnswer | null {
  const question = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/ ?\?+$/, "");
  return answerBmi(question) ?? answerAge(question, today);
}
