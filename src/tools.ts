/**
 * The tool registry: the one list of every tool on the site. The home grid, the home search,
 * the header, the sitemap, canonical links, tool-page routing and the e2e loops all read it.
 * Pure data (no imports) so that astro.config.mjs and Node scripts can load it too.
 */

export const toolCategories = [
  "health",
  "time",
  "financial",
  "measurement",
  "technical",
  "tools",
  "advanced",
  "specialized",
] as const;

export type ToolCategory = (typeof toolCategories)[number];

/** Names of lucide icons; `src/components/ToolIcon.astro` maps each to its component. */
export type ToolIconName =
  | "activity"
  | "cake"
  | "banknote"
  | "percent"
  | "ruler"
  | "weight"
  | "thermometer"
  | "beaker"
  | "palette"
  | "binary"
  | "hard-drive"
  | "type"
  | "globe"
  | "gauge"
  | "square"
  | "zap"
  | "battery-charging"
  | "compass"
  | "triangle"
  | "fuel"
  | "chef-hat";

export interface Tool {
  /** Stable id, also the file name of the tool's page body in src/tool-pages/{id}.astro. */
  id: string;
  /** Card and heading title, e.g. 'Length Converter'. */
  title: string;
  /** One sentence for the card, the home search and the meta description's lead. */
  description: string;
  /** The document title (without the site name). */
  pageTitle: string;
  /** The meta description (at most about 160 characters). */
  metaDescription: string;
  category: ToolCategory;
  icon: ToolIconName;
  /** Tailwind text colour classes for the icon, light and dark. */
  iconColor: string;
  /** The route-table path of the spec, e.g. '/measurement/length-converter'. */
  routePath: string;
  /** The short path declared as canonical, e.g. '/length'; equals routePath where the spec has none. */
  canonicalPath: string;
  /** Listed in the home grid (the cooking converter is not). */
  inHomeGrid: boolean;
  keywords: readonly string[];
}

export const tools = [
  {
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
    inHomeGrid: true,
    keywords: ["bmi", "body mass index", "bmi calculator", "healthy weight", "bmi chart"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["age calculator", "date of birth", "how old am i", "birthday countdown"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["currency converter", "exchange rate", "usd to eur", "forex"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["percentage calculator", "percent change", "tip calculator", "percent of"],
  },
  {
    id: "length",
    title: "Length Converter",
    description:
      "Convert meters, kilometers, centimeters, millimeters, inches, feet, yards and miles.",
    pageTitle: "Length Converter: Meters, Feet, Inches, Miles and More",
    metaDescription:
      "Convert length between meters, kilometers, centimeters, millimeters, inches, feet, yards and miles, with every other unit at a glance and a table of common values.",
    category: "measurement",
    icon: "ruler",
    iconColor: "text-blue-600 dark:text-blue-400",
    routePath: "/measurement/length-converter",
    canonicalPath: "/length",
    inHomeGrid: true,
    keywords: ["length converter", "meters to feet", "cm to inches", "km to miles"],
  },
  {
    id: "weight",
    title: "Weight Converter",
    description: "Convert kilograms, grams, metric tons, pounds, ounces and stone.",
    pageTitle: "Weight Converter: Kilograms, Pounds, Ounces and Stone",
    metaDescription:
      "Convert weight and mass between kilograms, grams, metric tons, pounds, ounces and stone, with a quick reference and a table of common conversions.",
    category: "measurement",
    icon: "weight",
    iconColor: "text-slate-600 dark:text-slate-300",
    routePath: "/measurement/weight-converter",
    canonicalPath: "/weight",
    inHomeGrid: true,
    keywords: ["weight converter", "kg to lbs", "pounds to kg", "stone to kg"],
  },
  {
    id: "temperature",
    title: "Temperature Converter",
    description:
      "Convert between Celsius, Fahrenheit and Kelvin, with a feel for what the number means.",
    pageTitle: "Temperature Converter: Celsius, Fahrenheit and Kelvin",
    metaDescription:
      "Convert temperatures between Celsius, Fahrenheit and Kelvin, with reference points such as freezing, boiling and body temperature.",
    category: "measurement",
    icon: "thermometer",
    iconColor: "text-orange-600 dark:text-orange-400",
    routePath: "/measurement/temperature-converter",
    canonicalPath: "/temperature",
    inHomeGrid: true,
    keywords: ["temperature converter", "celsius to fahrenheit", "fahrenheit to celsius", "kelvin"],
  },
  {
    id: "volume",
    title: "Volume Converter",
    description:
      "Convert liters, milliliters, US gallons, quarts, pints, cups, fluid ounces and spoons.",
    pageTitle: "Volume Converter: Liters, Gallons, Cups and More",
    metaDescription:
      "Convert volume between liters, milliliters, US gallons, quarts, pints, cups, fluid ounces, tablespoons and teaspoons.",
    category: "measurement",
    icon: "beaker",
    iconColor: "text-cyan-600 dark:text-cyan-400",
    routePath: "/measurement/volume-converter",
    canonicalPath: "/volume",
    inHomeGrid: true,
    keywords: ["volume converter", "liters to gallons", "ml to cups", "fluid ounces"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["color converter", "hex to rgb", "rgb to hsl", "color picker"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["number base converter", "binary to decimal", "decimal to hex", "octal"],
  },
  {
    id: "data-storage",
    title: "Data Storage Converter",
    description: "Convert bits, bytes, kilobytes, megabytes, gigabytes, terabytes and petabytes.",
    pageTitle: "Data Storage Converter: Bits, Bytes, MB, GB and TB",
    metaDescription:
      "Convert data sizes between bits, bytes, kilobytes, megabytes, gigabytes, terabytes, petabytes, kilobits, megabits and gigabits using binary (1024) steps.",
    category: "technical",
    icon: "hard-drive",
    iconColor: "text-teal-600 dark:text-teal-400",
    routePath: "/technical/data-storage-converter",
    canonicalPath: "/data-storage",
    inHomeGrid: true,
    keywords: ["data storage converter", "gb to mb", "bytes to bits", "file size"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["text tools", "word counter", "case converter", "character count"],
  },
  {
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
    inHomeGrid: true,
    keywords: ["time zone converter", "world clock", "utc", "est to pst"],
  },
  {
    id: "speed",
    title: "Speed Converter",
    description: "Convert km/h, mph, meters per second, feet per second and knots.",
    pageTitle: "Speed Converter: km/h, mph, m/s, ft/s and Knots",
    metaDescription:
      "Convert speed between kilometers per hour, miles per hour, meters per second, feet per second and knots, with a sense of what the speed means.",
    category: "measurement",
    icon: "gauge",
    iconColor: "text-red-600 dark:text-red-400",
    routePath: "/measurement/speed-converter",
    canonicalPath: "/speed",
    inHomeGrid: true,
    keywords: ["speed converter", "kmh to mph", "knots", "meters per second"],
  },
  {
    id: "area",
    title: "Area Converter",
    description:
      "Convert square meters, square feet, acres, hectares and more, with a size reference.",
    pageTitle: "Area Converter: Square Meters, Square Feet, Acres and Hectares",
    metaDescription:
      "Convert area between square meters, square kilometers, square centimeters, hectares, square feet, square inches, square yards, square miles and acres.",
    category: "measurement",
    icon: "square",
    iconColor: "text-lime-700 dark:text-lime-400",
    routePath: "/measurement/area-converter",
    canonicalPath: "/area",
    inHomeGrid: true,
    keywords: ["area converter", "square feet to square meters", "acres to hectares"],
  },
  {
    id: "energy",
    title: "Energy Converter",
    description:
      "Convert joules, kilojoules, calories, kilocalories, BTU, watt-hours and kilowatt-hours.",
    pageTitle: "Energy Converter: Joules, Calories, BTU and kWh",
    metaDescription:
      "Convert energy between joules, kilojoules, calories, kilocalories, BTU, watt-hours and kilowatt-hours, with everyday comparisons.",
    category: "advanced",
    icon: "zap",
    iconColor: "text-yellow-600 dark:text-yellow-400",
    routePath: "/advanced/energy-converter",
    canonicalPath: "/energy",
    inHomeGrid: true,
    keywords: ["energy converter", "joules to calories", "kwh to joules", "btu"],
  },
  {
    id: "power",
    title: "Power Converter",
    description: "Convert watts, kilowatts, horsepower and BTU per hour.",
    pageTitle: "Power Converter: Watts, Kilowatts, Horsepower and BTU/h",
    metaDescription:
      "Convert power between watts, kilowatts, mechanical horsepower and BTU per hour, with examples from household appliances to car engines.",
    category: "advanced",
    icon: "battery-charging",
    iconColor: "text-green-600 dark:text-green-400",
    routePath: "/advanced/power-converter",
    canonicalPath: "/power",
    inHomeGrid: true,
    keywords: ["power converter", "kw to hp", "watts to horsepower", "btu per hour"],
  },
  {
    id: "pressure",
    title: "Pressure Converter",
    description: "Convert pascals, kilopascals, bar, psi, atmospheres, torr and mmHg.",
    pageTitle: "Pressure Converter: PSI, Bar, Pascal, Atmosphere and mmHg",
    metaDescription:
      "Convert pressure between pascals, kilopascals, bar, psi, atmospheres, torr and millimeters of mercury, with standard pressures and common applications.",
    category: "advanced",
    icon: "compass",
    iconColor: "text-purple-600 dark:text-purple-400",
    routePath: "/advanced/pressure-converter",
    canonicalPath: "/pressure",
    inHomeGrid: true,
    keywords: ["pressure converter", "psi to bar", "kpa to psi", "atm"],
  },
  {
    id: "angle",
    title: "Angle Converter",
    description: "Convert degrees, radians and gradians, with the direction the angle points.",
    pageTitle: "Angle Converter: Degrees, Radians and Gradians",
    metaDescription:
      "Convert angles between degrees, radians and gradians, see the quadrant and compass direction, and look up common angles and formulas.",
    category: "advanced",
    icon: "triangle",
    iconColor: "text-orange-700 dark:text-orange-300",
    routePath: "/advanced/angle-converter",
    canonicalPath: "/angle",
    inHomeGrid: true,
    keywords: ["angle converter", "degrees to radians", "radians to degrees", "gradians"],
  },
  {
    id: "fuel-economy",
    title: "Fuel Economy Converter",
    description:
      "Convert MPG (US and UK), liters per 100 km and km per liter, and rate the result.",
    pageTitle: "Fuel Economy Converter: MPG, L/100 km and km/L",
    metaDescription:
      "Convert fuel economy between US MPG, UK MPG, liters per 100 kilometers and kilometers per liter, with a rating from excellent to poor.",
    category: "specialized",
    icon: "fuel",
    iconColor: "text-stone-600 dark:text-stone-300",
    routePath: "/specialized/fuel-economy-converter",
    canonicalPath: "/fuel-economy",
    inHomeGrid: true,
    keywords: ["fuel economy converter", "mpg to l/100km", "km per liter", "gas mileage"],
  },
  {
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
    inHomeGrid: false,
    keywords: ["cooking converter", "cups to grams", "oven temperature", "recipe scaling"],
  },
] as const satisfies readonly Tool[];

export type ToolId = (typeof tools)[number]["id"];

/** The tools of the home grid, in the spec's order. */
export const homeGridTools: readonly Tool[] = tools.filter((tool) => tool.inHomeGrid);

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
