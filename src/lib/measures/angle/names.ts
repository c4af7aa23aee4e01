/** What angle units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
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

/** How people name angle units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: angleUnitNames };
