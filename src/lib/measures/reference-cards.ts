/**
 * The figures of the converter pages' reference cards and common-conversion tables, computed
 * through the library at build time so that no card re-types a number the library holds.
 *
 * Conversions print to 6 significant digits (1 kg = 2.20462 lb), as the spec's cards do; the
 * factors are exact, so relations that hold by definition print whole (1 stone = 14 lb,
 * 1 cup = 16 tbsp).
 */
import { convertAngle } from "./angle/convert";
import { fuelRatingBands } from "./context-bands";
import { converters, findUnit, type ConverterId } from ".";
import { convertFuelEconomy } from "./fuel-economy/convert";
import { formatSignificant, formatTrimmed } from "../number-format";
import { quotient, toNumber } from "./exact";
import { masses } from "./weight/units";
import { binaryFactor, decimalFactor } from "./data-storage/units";
import { formatAngleResult, withUnitSymbol } from "../result-format";
import { convertTemperature } from "./temperature/convert";
import { convert, type LinearUnitKey, type LinearUnitKeyOf, type MeasureOfUnit } from "./convert";

/** One line of a reference card: '1 meter' = '3.28084 feet'. */
export interface ReferenceLine {
  term: string;
  value: string;
}

/**
 * A figure for a card: significant digits with en-US grouping.
 * @example referenceFigure(3.280839895013123) // "3.28084"
 * @example referenceFigure(13.999995590309, 4) // "14"
 */
export function referenceFigure(value: number, significantDigits = 6): string {
  return formatSignificant(value, significantDigits, true);
}

function line<From extends LinearUnitKey>(
  term: string,
  from: From,
  to: LinearUnitKeyOf<MeasureOfUnit<From>>,
  unitWords: string,
  significantDigits = 6,
  amount = 1,
): ReferenceLine {
  return {
    term,
    value: `${referenceFigure(convert(amount, from, to), significantDigits)} ${unitWords}`,
  };
}

/** Length Quick Reference, metric and imperial relations. */
export const lengthReference = {
  quick: [
    line("1 meter", "meter", "foot", "feet"),
    line("1 km", "kilometer", "mile", "miles"),
    line("1 inch", "inch", "centimeter", "cm"),
    line("1 foot", "foot", "centimeter", "cm"),
    line("1 yard", "yard", "meter", "meters"),
  ],
  metric: [
    line("1 km", "kilometer", "meter", "m"),
    line("1 m", "meter", "centimeter", "cm"),
    line("1 cm", "centimeter", "millimeter", "mm"),
  ],
  imperial: [
    line("1 foot", "foot", "inch", "inches"),
    line("1 yard", "yard", "foot", "feet"),
    line("1 mile", "mile", "yard", "yards"),
  ],
};

/** Weight Quick Reference and relations. */
export const weightReference = {
  quick: [
    line("1 kg", "kilogram", "pound", "lb"),
    line("1 lb", "pound", "gram", "g"),
    line("1 stone", "stone", "kilogram", "kg"),
    line("1 oz", "ounce", "gram", "g"),
    line("1 ton", "ton", "kilogram", "kg"),
  ],
  relations: [
    line("1 stone", "stone", "pound", "lb"),
    line("1 lb", "pound", "ounce", "oz"),
    {
      term: "1 short ton",
      value: `${referenceFigure(toNumber(quotient(masses.shortTon.exact, masses.pound.exact)))} lb`,
    },
  ],
};

/** Volume Quick Reference and cooking relations. */
export const volumeReference = {
  quick: [
    line("1 L", "liter", "gallon", "gal"),
    line("1 gal", "gallon", "liter", "L"),
    line("1 cup", "cup", "milliliter", "mL"),
    line("1 pint", "pint", "milliliter", "mL"),
    line("1 fl oz", "fluid_ounce", "milliliter", "mL"),
  ],
  cooking: [
    line("1 cup", "cup", "tablespoon", "tbsp"),
    line("1 tbsp", "tablespoon", "teaspoon", "tsp"),
    line("1 fl oz", "fluid_ounce", "tablespoon", "tbsp"),
  ],
};

function temperatureTriple(celsius: number, withKelvin: boolean, suffix = ""): string {
  const fahrenheit = convertTemperature(celsius, "celsius", "fahrenheit");
  const parts = [
    `${formatTrimmed(celsius, 2)}°C${suffix}`,
    `${formatTrimmed(fahrenheit, 2)}°F${suffix}`,
  ];
  if (withKelvin)
    parts.push(`${formatTrimmed(convertTemperature(celsius, "celsius", "kelvin"), 2)}K`);
  return parts.join(" / ");
}

function temperatureRange(lowCelsius: number, highCelsius: number): string {
  const toF = (celsius: number) =>
    formatTrimmed(convertTemperature(celsius, "celsius", "fahrenheit"), 2);
  return `${lowCelsius}-${highCelsius}°C / ${toF(lowCelsius)}-${toF(highCelsius)}°F`;
}

/** Temperature Reference Points. */
export const temperatureReference: ReferenceLine[] = [
  { term: "Water freezes", value: temperatureTriple(0, true) },
  { term: "Water boils", value: temperatureTriple(100, true) },
  { term: "Normal body temperature", value: temperatureTriple(37, false) },
  { term: "Fever", value: temperatureTriple(38, false, "+") },
  { term: "Room temperature", value: temperatureRange(20, 25) },
  { term: "Hot day", value: temperatureTriple(35, false) },
];

/** Data storage reference: binary steps and network units. */
export const dataStorageReference: ReferenceLine[] = [
  line("1 byte", "byte", "bit", "bits"),
  line("1 KB", "kilobyte", "byte", "bytes"),
  line("1 MB", "megabyte", "kilobyte", "KB"),
  line("1 GB", "gigabyte", "megabyte", "MB"),
  line("1 TB", "terabyte", "gigabyte", "GB"),
  line("1 PB", "petabyte", "terabyte", "TB"),
  line("1 Mb (megabit)", "megabit", "kilobyte", "KB"),
  line("1 Gb (gigabit)", "gigabit", "megabyte", "MB"),
];

/** Speed reference: the page's to-km/h factors and a familiar limit. */
export const speedReference: ReferenceLine[] = [
  line("1 mph", "miles_per_hour", "kilometers_per_hour", "km/h"),
  line("1 m/s", "meters_per_second", "kilometers_per_hour", "km/h"),
  line("1 ft/s", "feet_per_second", "kilometers_per_hour", "km/h"),
  line("1 knot", "knots", "kilometers_per_hour", "km/h"),
  line("100 km/h", "kilometers_per_hour", "miles_per_hour", "mph", 4, 100),
];

/** Area reference. */
export const areaReference: ReferenceLine[] = [
  line("1 m²", "square_meter", "square_foot", "ft²"),
  line("1 ft²", "square_foot", "square_inch", "in²"),
  line("1 acre", "acre", "square_meter", "m²"),
  line("1 hectare", "hectare", "square_meter", "m²"),
  line("1 hectare", "hectare", "acre", "acres"),
  line("1 km²", "square_kilometer", "hectare", "hectares"),
  line("1 mi²", "square_mile", "acre", "acres"),
];

/** Pressure reference (5 significant digits: the psi and torr factors are rounded). */
export const pressureReference = {
  standard: [
    line("1 atm", "atmosphere", "pascal", "Pa", 6),
    line("1 atm", "atmosphere", "kilopascal", "kPa", 6),
    line("1 atm", "atmosphere", "bar", "bar", 6),
    line("1 atm", "atmosphere", "psi", "psi", 5),
    line("1 atm", "atmosphere", "mmhg", "mmHg", 5),
    line("1 bar", "bar", "psi", "psi", 5),
  ],
  applications: [
    {
      term: "Car tire",
      value: `30-35 psi (about ${referenceFigure(convert(30, "psi", "bar"), 3)}-${referenceFigure(convert(35, "psi", "bar"), 3)} bar)`,
    },
    {
      term: "Road bicycle tire",
      value: `80-120 psi (about ${referenceFigure(convert(80, "psi", "bar"), 3)}-${referenceFigure(convert(120, "psi", "bar"), 3)} bar)`,
    },
    {
      term: "Espresso machine",
      value: `9 bar (about ${referenceFigure(convert(9, "bar", "psi"), 3)} psi)`,
    },
    {
      term: "Full scuba tank",
      value: `200 bar (about ${referenceFigure(convert(200, "bar", "psi"), 3)} psi)`,
    },
    {
      term: "Normal blood pressure",
      value: `120/80 mmHg (about ${referenceFigure(convert(120, "mmhg", "kilopascal"), 3)}/${referenceFigure(convert(80, "mmhg", "kilopascal"), 3)} kPa)`,
    },
  ],
  weather: [
    {
      term: "Standard sea level",
      value: `1,013.25 hPa (${referenceFigure(convert(1, "atmosphere", "kilopascal"))} kPa)`,
    },
    { term: "High pressure (settled, clear weather)", value: "above about 1,020 hPa" },
    { term: "Low pressure (cloud, wind and rain)", value: "below about 1,000 hPa" },
  ],
};

/** Energy reference: conversions, food energy, household energy. */
export const energyReference = {
  common: [
    line("1 kWh", "kilowatt_hour", "joule", "J"),
    line("1 kWh", "kilowatt_hour", "btu", "BTU"),
    line("1 Wh", "watt_hour", "joule", "J"),
    line("1 BTU", "btu", "joule", "J"),
    line("1 kcal", "kilocalorie", "kilojoule", "kJ"),
    line("1 cal", "calorie", "joule", "J"),
  ],
  food: [
    line("1 food Calorie (kcal)", "kilocalorie", "kilojoule", "kJ"),
    line("A medium apple (about 95 kcal)", "kilocalorie", "kilojoule", "kJ", 3, 95),
    line("2,000 kcal (a day's food)", "kilocalorie", "kilowatt_hour", "kWh", 3, 2000),
  ],
  household: [
    line("100 W bulb for 1 hour", "watt_hour", "kilowatt_hour", "kWh", 6, 100),
    line("2,000 W kettle for 3 minutes", "watt_hour", "kilowatt_hour", "kWh", 6, 2000 / 20),
    line("1,000 W microwave for 30 minutes", "watt_hour", "kilowatt_hour", "kWh", 6, 1000 / 2),
    line("1 kWh of electricity", "kilowatt_hour", "joule", "J"),
  ],
};

function horsepowerOf(kilowatts: number): string {
  return formatTrimmed(convert(kilowatts, "kilowatt", "horsepower"), 0, true);
}

/** Power reference: conversions, household appliances, vehicle engines. */
export const powerReference = {
  common: [
    line("1 kW", "kilowatt", "horsepower", "hp"),
    line("1 hp", "horsepower", "watt", "W"),
    line("1 W", "watt", "btu_per_hour", "BTU/h"),
    line("1 kW", "kilowatt", "btu_per_hour", "BTU/h"),
  ],
  appliances: [
    { term: "LED light bulb", value: "5-15 W" },
    { term: "Laptop", value: "30-100 W" },
    { term: "Microwave oven", value: "600-1,200 W" },
    { term: "Electric kettle", value: "1,500-3,000 W" },
    { term: "Electric oven", value: "2,000-5,000 W" },
  ],
  engines: [
    { term: "Small city car", value: `about 50 kW (${horsepowerOf(50)} hp)` },
    { term: "Family car", value: `about 100 kW (${horsepowerOf(100)} hp)` },
    { term: "Sports car", value: `about 300 kW (${horsepowerOf(300)} hp)` },
    { term: "Heavy truck", value: `about 400 kW (${horsepowerOf(400)} hp)` },
  ],
};

function angleLine(degrees: number, radiansSymbolic: string): ReferenceLine {
  const radians = formatAngleResult(convertAngle(degrees, "degree", "radian"));
  const gradians = formatAngleResult(convertAngle(degrees, "degree", "gradian"));
  return {
    term: `${degrees}°`,
    value: `${radiansSymbolic} rad ≈ ${radians} rad = ${gradians} gon`,
  };
}

/** Angle reference: common angles and the two formulas. */
export const angleReference = {
  common: [angleLine(90, "π/2"), angleLine(180, "π"), angleLine(360, "2π")],
  formulas: ["Radians = Degrees × π ÷ 180", "Degrees = Radians × 180 ÷ π"],
};

function mpgUs(litersPer100Km: number): string {
  return formatTrimmed(convertFuelEconomy(litersPer100Km, "l_per_100km", "mpg_us") ?? 0, 1);
}

/** Fuel economy guide: the rating scale (from the rating bands) and typical vehicles. */
export const fuelEconomyReference = {
  scale: fuelRatingBands.map((band, index) => {
    const previous = index > 0 ? fuelRatingBands[index - 1]?.below : undefined;
    const range =
      previous === undefined
        ? `under ${band.below} L/100km (over ${mpgUs(band.below)} mpg US)`
        : Number.isFinite(band.below)
          ? `${previous}-${band.below} L/100km (${mpgUs(band.below)}-${mpgUs(previous)} mpg US)`
          : `${previous} L/100km or more (${mpgUs(previous)} mpg US or less)`;
    return { rating: band.rating, description: band.description, tone: band.tone, range };
  }),
  vehicles: [
    { term: "Hybrid compact car", litersPer100Km: 4.5 },
    { term: "Small petrol car", litersPer100Km: 6 },
    { term: "Midsize sedan", litersPer100Km: 7.5 },
    { term: "SUV", litersPer100Km: 10 },
    { term: "Pickup truck", litersPer100Km: 13 },
  ].map(({ term, litersPer100Km }) => ({
    term,
    value: `about ${litersPer100Km} L/100km (${formatTrimmed(convertFuelEconomy(litersPer100Km, "l_per_100km", "mpg_us") ?? 0, 0)} mpg US)`,
  })),
};

/** A titled list of lines on a reference card. */
export interface ReferenceSection {
  title?: string;
  lines: readonly ReferenceLine[];
}

/** What a converter page's side card shows: its sections, then any of the optional parts. */
export interface ReferenceCardData {
  title: string;
  sections: readonly ReferenceSection[];
  /** Extra classes for the card, e.g. 'hidden lg:block'. */
  class?: string;
  /** Formulas, printed in monospace under 'Formulas'. */
  formulas?: readonly string[];
  /** A sentence under the sections. */
  note?: string;
  /** A sentence right under the converter itself (which units the page counts in). */
  pageNote?: string;
  /** The fuel economy guide's rating scale and vehicle examples. */
  fuelGuide?: typeof fuelEconomyReference;
}

const binary = formatTrimmed(binaryFactor, 0, true);
const decimal = formatTrimmed(decimalFactor, 0, true);

/**
 * The side card of each converter page, by converter key.
 * @example referenceCards.length.sections[1]?.title // "Metric"
 */
export const referenceCards: Readonly<Record<ConverterId, ReferenceCardData>> = {
  length: {
    title: "Quick Reference",
    sections: [
      { lines: lengthReference.quick },
      { title: "Metric", lines: lengthReference.metric },
      { title: "Imperial", lines: lengthReference.imperial },
    ],
  },
  weight: {
    title: "Quick Reference",
    sections: [
      { lines: weightReference.quick },
      { title: "Relations", lines: weightReference.relations },
    ],
  },
  temperature: { title: "Reference Points", sections: [{ lines: temperatureReference }] },
  volume: {
    title: "Quick Reference",
    sections: [
      { lines: volumeReference.quick },
      { title: "Cooking", lines: volumeReference.cooking },
    ],
  },
  "data-storage": {
    title: "Data Storage Reference",
    sections: [{ lines: dataStorageReference }],
    note: `Units step by ${binary} (binary); the Decimal (SI) units by ${decimal}. A byte is 8 bits.`,
    pageNote: `The KB, MB, GB, TB and PB of the Standard group are 1024-based, as Windows counts them: 1 KB = ${binary} bytes, 1 MB = ${binary} KB (the units also written KiB, MiB, GiB, TiB and PiB). The Decimal (SI) group has the 1000-based units drives and memory cards are sold in: 1 kB = ${decimal} bytes.`,
  },
  speed: { title: "Speed Reference", sections: [{ lines: speedReference }] },
  area: { title: "Area Reference", sections: [{ lines: areaReference }] },
  pressure: {
    title: "Pressure Reference",
    sections: [
      { title: "Standard Pressures", lines: pressureReference.standard },
      { title: "Common Applications", lines: pressureReference.applications },
      { title: "Weather Pressure", lines: pressureReference.weather },
    ],
  },
  energy: {
    title: "Energy Reference",
    class: "hidden lg:block",
    sections: [
      { title: "Common Conversions", lines: energyReference.common },
      { title: "Food Energy", lines: energyReference.food },
      { title: "Household Energy", lines: energyReference.household },
    ],
  },
  power: {
    title: "Power Reference",
    sections: [
      { title: "Common Conversions", lines: powerReference.common },
      { title: "Household Appliances", lines: powerReference.appliances },
      { title: "Vehicle Engines", lines: powerReference.engines },
    ],
  },
  angle: {
    title: "Common Angles",
    sections: [{ lines: angleReference.common }],
    formulas: angleReference.formulas,
  },
  "fuel-economy": { title: "Fuel Economy Guide", sections: [], fuelGuide: fuelEconomyReference },
};

/** The values of the common-conversions table under each converter. */
export const commonConversionValues = [1, 2, 5, 10, 20, 50, 100, 1000] as const;

export interface CommonConversionTable {
  caption: string;
  fromLabel: string;
  toLabel: string;
  rows: { from: string; to: string }[];
}

/**
 * The table of common conversions for a converter's default pair, formatted as the page formats
 * its results.
 * @example commonConversionTable("length").rows[0] // { from: "1 m", to: "3.28084 ft" }
 */
export function commonConversionTable(id: ConverterId): CommonConversionTable {
  const config = converters[id];
  const fromUnit = findUnit(config, config.defaultFrom);
  const toUnit = findUnit(config, config.defaultTo);
  const fromLabel = fromUnit?.label ?? config.defaultFrom;
  const toLabel = toUnit?.label ?? config.defaultTo;
  const rows = commonConversionValues.map((value) => {
    const result = config.convert(value, config.defaultFrom, config.defaultTo);
    return {
      from: withUnitSymbol(formatTrimmed(value, 0, true), fromUnit?.symbol ?? config.defaultFrom),
      to: result !== null && toUnit ? config.formatResult(result, toUnit) : "",
    };
  });
  return {
    caption: `Common ${config.measureName} conversions: ${fromLabel} to ${toLabel}`,
    fromLabel,
    toLabel,
    rows,
  };
}
