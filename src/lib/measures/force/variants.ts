/**
 * The force unit people type that the converter does not list: the millinewton, of sensors, small
 * springs and surface tension. Read as 'mN', or 'mn' in any other case, so that a lowercase 'mn' is
 * never taken for the converter's meganewton (MN), a billion times larger. For Quick convert and
 * the factors page; islands never import it.
 */
import { unitOf } from "../define-unit";
import type { MeasureVariants } from "../types";
import { forces } from "./units";

export const forceVariants: MeasureVariants = {
  units: [
    {
      key: "millinewton",
      ...unitOf("mN", "0.001", forces.newton, "siPrefix"),
      names: {
        singular: "millinewton",
        plural: "millinewtons",
        aliases: ["mn"],
        counterpart: "newton",
      },
    },
  ],
  ambiguous: {},
  reading: { used: null, other: () => "" },
};
