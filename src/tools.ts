/**
 * The tool registry: every tool on the site. The home grid, the home search, the header, the
 * sitemap, canonical links, tool-page routing and the e2e loops all read it. The calculators'
 * entries are here; each unit converter's is part of its measure object (its page parts), read for
 * each measure of the list of measures (src/lib/measures/index.ts), so adding a measure needs no
 * line here.
 * Plain Node loads this file too (scripts/check-site.ts, after scripts/source-imports.ts).
 */
import { converterIds, type ConverterId } from "./lib/measures/index.ts";
import { measureAbouts } from "./lib/measures/page-parts.ts";

export { toolCategories, type Tool, type ToolCategory, type ToolIconName } from "./lib/tool.ts";
import type { Tool } from "./lib/tool.ts";

// The tools that are not a measure's converter.

const bmiTool = {
  id: "bmi",
  title: "BMI Calculator",
  description:
    "Work out your Body Mass Index in metric or imperial units and see which band it falls in.",
  pageTitle: "BMI Calculator: Body Mass Index in Metric and Imperial",
  metaDescription:
    "Free BMI calculator: enter height and weight in cm and kg or feet, inches and pounds to get your Body Mass Index, its category and your healthy weight range.",
  category: "health",
  icon: "activity",
  iconColor: "text-rose-600 dark:text-rose-400",
  routePath: "/health/bmi-calculator",
  canonicalPath: "/bmi",
  homeGridPlace: 1,
  keywords: ["bmi", "body mass index", "bmi calculator", "healthy weight", "bmi chart"],
} as const satisfies Tool;

const ageTool = {
  id: "age",
  title: "Age Calculator",
  description:
    "Find your exact age in years, months and days, with totals and upcoming milestones.",
  pageTitle: "Age Calculator: Exact Age in Years, Months and Days",
  metaDescription:
    "Calculate your exact age from your date of birth in years, months and days, total days, hours and seconds, and the countdown to your next birthday.",
  category: "time",
  icon: "cake",
  iconColor: "text-amber-600 dark:text-amber-400",
  routePath: "/time/age-calculator",
  canonicalPath: "/time/age-calculator",
  homeGridPlace: 2,
  keywords: ["age calculator", "date of birth", "how old am i", "birthday countdown"],
} as const satisfies Tool;

const currencyTool = {
  id: "currency",
  title: "Currency Converter",
  description: "Convert between 20 major world currencies with up-to-date exchange rates.",
  pageTitle: "Currency Converter: Exchange Rates for 20 Major Currencies",
  metaDescription:
    "Convert US dollars, euros, pounds, yen and 16 more currencies with regularly refreshed exchange rates, the rate to four decimals and popular rates against the dollar.",
  category: "financial",
  icon: "banknote",
  iconColor: "text-emerald-600 dark:text-emerald-400",
  routePath: "/financial/currency-converter",
  canonicalPath: "/financial/currency-converter",
  homeGridPlace: 3,
  keywords: ["currency converter", "exchange rate", "usd to eur", "forex"],
} as const satisfies Tool;

const percentageTool = {
  id: "percentage",
  title: "Percentage Calculator",
  description:
    "Percent of a total, percentage change, a percentage of a value and tips, all in one place.",
  pageTitle: "Percentage Calculator: Percent, Percent Change and Tips",
  metaDescription:
    "Work out what percent one number is of another, the percentage increase or decrease between two values, X% of a number, and the tip and total of a bill.",
  category: "financial",
  icon: "percent",
  iconColor: "text-violet-600 dark:text-violet-400",
  routePath: "/financial/percentage-calculator",
  canonicalPath: "/percentage",
  homeGridPlace: 4,
  keywords: ["percentage calculator", "percent change", "tip calculator", "percent of"],
} as const satisfies Tool;

const colorTool = {
  id: "color",
  title: "Color Converter",
  description: "Convert colors between HEX, RGB and HSL, pick a random color and check contrast.",
  pageTitle: "Color Converter: HEX, RGB and HSL",
  metaDescription:
    "Convert colors between HEX, RGB and HSL, preview them, generate a random color and check WCAG contrast against white and black text.",
  category: "technical",
  icon: "palette",
  iconColor: "text-pink-600 dark:text-pink-400",
  routePath: "/technical/color-converter",
  canonicalPath: "/color",
  homeGridPlace: 9,
  keywords: ["color converter", "hex to rgb", "rgb to hsl", "color picker"],
} as const satisfies Tool;

const numberBaseTool = {
  id: "number-base",
  title: "Number Base Converter",
  description:
    "Convert numbers between binary, octal, decimal and hexadecimal, up to 64 digits exactly.",
  pageTitle: "Number Base Converter: Binary, Octal, Decimal and Hex",
  metaDescription:
    "Convert whole numbers between binary, octal, decimal and hexadecimal exactly, up to 64 digits, and see the value in every base at once.",
  category: "technical",
  icon: "binary",
  iconColor: "text-indigo-600 dark:text-indigo-400",
  routePath: "/technical/number-base-converter",
  canonicalPath: "/number-base",
  homeGridPlace: 10,
  keywords: ["number base converter", "binary to decimal", "decimal to hex", "octal"],
} as const satisfies Tool;

const textToolsTool = {
  id: "text-tools",
  title: "Text Tools",
  description:
    "Change text case, transform and clean text, and count words, sentences and reading time.",
  pageTitle: "Text Tools: Case Converter, Word Counter and Text Cleaner",
  metaDescription:
    "Convert text to upper, lower, title, sentence, camel, Pascal, snake or kebab case, clean and transform it, and count characters, words and reading time.",
  category: "tools",
  icon: "type",
  iconColor: "text-fuchsia-600 dark:text-fuchsia-400",
  routePath: "/tools/text-tools",
  canonicalPath: "/text-tools",
  homeGridPlace: 12,
  keywords: ["text tools", "word counter", "case converter", "character count"],
} as const satisfies Tool;

const timezoneTool = {
  id: "timezone",
  title: "Time Zone Converter",
  description:
    "See your local time, convert it to other zones and check a world clock of eight cities.",
  pageTitle: "Time Zone Converter and World Clock",
  metaDescription:
    "See your local time and time zone, convert the time to UTC, EST, PST, CET, JST and more, and check the time in eight major cities.",
  category: "time",
  icon: "globe",
  iconColor: "text-sky-600 dark:text-sky-400",
  routePath: "/time/timezone-converter",
  canonicalPath: "/timezone",
  homeGridPlace: 13,
  keywords: ["time zone converter", "world clock", "utc", "est to pst"],
} as const satisfies Tool;

const calculatorTool = {
  id: "calculator",
  title: "Unit Calculator",
  description:
    "Calculate with units exactly: add feet and inches, turn a speed and a time into a distance, and get the answer in any unit.",
  pageTitle: "Unit Calculator: Arithmetic with Units, Exactly",
  metaDescription:
    "Type 5 ft + 3 in in cm, 60 mph for 2.5 h in km or 15% of 80 and get the exact answer, how it was read, and fractions or mixed units when you ask.",
  category: "measurement",
  icon: "calculator",
  iconColor: "text-indigo-600 dark:text-indigo-400",
  routePath: "/calculator",
  canonicalPath: "/calculator",
  homeGridPlace: null,
  keywords: [
    "unit calculator",
    "calculator with units",
    "feet and inches calculator",
    "fraction calculator",
    "how many tbsp in a cup",
  ],
} as const satisfies Tool;

const cookingTool = {
  id: "cooking",
  title: "Cooking Converter",
  description: "Convert cups, spoons, grams and oven temperatures, and scale recipes up or down.",
  pageTitle: "Cooking Converter: Cups, Grams, Oven Temperatures and Recipe Scaling",
  metaDescription:
    "Convert cooking measures between cups, tablespoons, teaspoons, milliliters and grams, oven temperatures between °F and °C, and scale a recipe to any number of servings.",
  category: "measurement",
  icon: "chef-hat",
  iconColor: "text-amber-700 dark:text-amber-300",
  routePath: "/measurement/cooking-converter",
  canonicalPath: "/cooking",
  homeGridPlace: null,
  keywords: ["cooking converter", "cups to grams", "oven temperature", "recipe scaling"],
} as const satisfies Tool;

/** The tools that are not a measure's converter. */
const calculatorTools = [
  bmiTool,
  ageTool,
  currencyTool,
  percentageTool,
  colorTool,
  numberBaseTool,
  textToolsTool,
  timezoneTool,
  cookingTool,
  calculatorTool,
] as const satisfies readonly Tool[];

export type ToolId = (typeof calculatorTools)[number]["id"] | ConverterId;

/** Every tool, in the home grid's order; the tools the grid does not list come last. */
export const tools: readonly Tool[] = [
  ...calculatorTools,
  ...converterIds.map((id) => measureAbouts[id].tool),
].sort((a, b) => (a.homeGridPlace ?? Infinity) - (b.homeGridPlace ?? Infinity));

/** The tools of the home grid, in the spec's order. */
export const homeGridTools: readonly Tool[] = tools.filter((tool) => tool.homeGridPlace !== null);

/**
 * Finds a tool by id; throws on an unknown id because that is a programming error.
 * @example getTool("length").canonicalPath // "/length"
 */
export function getTool(id: ToolId): Tool {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool id: ${id}`);
  return tool;
}

/**
 * The call-to-action text of a tool card.
 * @example toolCardButtonText("BMI Calculator") // "Calculate Now"
 */
export function toolCardButtonText(title: string): "Calculate Now" | "Convert Now" {
  return title.includes("Calculator") ? "Calculate Now" : "Convert Now";
}

/**
 * Route-table paths that are not canonical (they render the tool but stay out of the sitemap).
 * @example nonCanonicalPaths().includes("/measurement/length-converter") // true
 */
export function nonCanonicalPaths(): string[] {
  return tools
    .filter((tool) => tool.routePath !== tool.canonicalPath)
    .map((tool) => tool.routePath);
}
