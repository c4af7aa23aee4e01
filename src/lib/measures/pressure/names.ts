/** What pressure units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { UnitNamesOf } from "../types";
import type { PressureUnitKey } from "./units";

/** What pressure units are called and how people write them. */
export const pressureUnitNames = {
  pascal: {
    singular: "pascal",
    plural: "pascals",
    heading: "Pascals",
    aliases: ["pa", "n/m2"],
    counterpart: "psi",
  },
  kilopascal: {
    singular: "kilopascal",
    plural: "kilopascals",
    heading: "Kilopascals",
    aliases: ["kpa"],
    counterpart: "psi",
  },
  bar: {
    singular: "bar",
    plural: "bar",
    heading: "Bar",
    aliases: ["bars"],
    counterpart: "psi",
  },
  psi: {
    singular: "pound per square inch",
    plural: "pounds per square inch",
    heading: "Pounds per Square Inch",
    aliases: [
      "psi",
      "lb/in2",
      "lbf/in2",
      "lbs per square inch",
      "pound force per square inch",
      "pounds force per square inch",
    ],
    counterpart: "bar",
  },
  atmosphere: {
    singular: "atmosphere",
    plural: "atmospheres",
    heading: "Atmospheres",
    aliases: ["atm", "atms", "standard atmosphere", "standard atmospheres"],
    counterpart: "psi",
  },
  torr: {
    singular: "torr",
    plural: "torr",
    heading: "Torr",
    aliases: ["torrs"],
    counterpart: "pascal",
  },
  mmhg: {
    singular: "millimeter of mercury",
    plural: "millimeters of mercury",
    heading: "Millimeters of Mercury",
    aliases: ["mmhg", "mm hg", "millimetre of mercury", "millimetres of mercury", "mm of mercury"],
    counterpart: "kilopascal",
  },
} as const satisfies UnitNamesOf<PressureUnitKey>;

/** Where each pressure unit is used: a paragraph for its pair pages. */
export const unitUses = {
  pascal:
    "The pascal is the SI unit of pressure, one newton of force on one square meter. It is so small that science and engineering mostly use its multiples: weather maps give air pressure in hectopascals (hPa) and material strengths are given in megapascals (MPa).",
  kilopascal:
    "A kilopascal is 1,000 pascals. Tyre pressures in Canada, Australia and much of Europe, building and heating specifications, and some medical texts use kilopascals; the air at sea level presses with about 101.3 kPa.",
  bar: "A bar is 100,000 pascals, very close to the air pressure at sea level. Tyre pressures in Europe, espresso machines (about 9 bar), scuba tanks (200 to 300 bar) and weather charts (in millibars) use it.",
  psi: "Pounds per square inch is the customary pressure unit of the United States. Car and bicycle tyres (about 30 to 35 psi for a car), air compressors, pressure washers and gas cylinders are rated in psi.",
  atmosphere:
    "The standard atmosphere is defined as exactly 101,325 pascals, the average air pressure at sea level. Chemistry uses it for standard conditions, and divers count in it: the pressure on a diver rises by about one atmosphere for every 10 meters of depth.",
  torr: "The torr is 1/760 of a standard atmosphere, named after Evangelista Torricelli, who built the first mercury barometer. Vacuum technology, such as the pumps, chambers and gauges of laboratories and chip factories, still works in torr and millitorr.",
  mmhg: "A millimeter of mercury is the pressure that holds up a column of mercury 1 mm high. Blood pressure (such as 120/80 mmHg) is measured in mmHg throughout medicine, and some barometers still read in it. It is almost exactly one torr.",
} as const satisfies Readonly<Record<PressureUnitKey, string>>;
