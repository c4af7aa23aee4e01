/**
 * Length units people type that the converter does not list: the nautical mile. For Quick
 * convert and the factors page; islands never import it.
 */
import type { MeasureVariants } from "../types";
import { lengths } from "./units";

export const lengthVariants: MeasureVariants = {
  units: [
    {
      key: "nautical_mile",
      ...lengths.nauticalMile,
      names: {
        singular: "nautical mile",
        plural: "nautical miles",
        aliases: ["nmi", "naut mi", "nautical mi", "nautical mls"],
        counterpart: "kilometer",
      },
    },
  ],
  ambiguous: {},
  reading: { used: null, other: () => "" },
};
