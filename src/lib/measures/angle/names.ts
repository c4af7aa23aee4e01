/** What angle units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { UnitNamesOf } from "../types";
import type { AngleUnitKey } from "./units";

/** What the angle units are called and how people write them. */
export const angleUnitNames = {
  degree: {
    singular: "degree",
    plural: "degrees",
    heading: "Degrees",
    aliases: ["deg", "degs", "°", "arc degree", "arc degrees"],
    counterpart: "radian",
    alsoTemperature: true,
  },
  radian: {
    singular: "radian",
    plural: "radians",
    heading: "Radians",
    aliases: ["rad", "rads"],
    counterpart: "degree",
  },
  gradian: {
    singular: "gradian",
    plural: "gradians",
    heading: "Gradians",
    aliases: ["gon", "gons", "grad", "grads"],
    counterpart: "degree",
  },
} as const satisfies UnitNamesOf<AngleUnitKey>;

/** Where each angle unit is used: a paragraph for its pair pages. */
export const unitUses = {
  degree:
    "A degree is 1/360 of a full turn. Everyday angles, school geometry, compass bearings, latitude and longitude, and tools such as protractors and mitre saws all use degrees.",
  radian:
    "A radian is the angle at which an arc is as long as the radius of its circle, so a full turn is 2π radians. It is the natural unit of mathematics, physics and programming: calculus formulas and the trigonometric functions of most programming languages, such as Math.sin in JavaScript, work in radians.",
  gradian:
    "A gradian, or gon, is 1/400 of a full turn, so a right angle is exactly 100 gon. Surveyors in parts of Europe use it because it fits the decimal system, and many scientific calculators offer it as their GRAD mode.",
} as const satisfies Readonly<Record<AngleUnitKey, string>>;
