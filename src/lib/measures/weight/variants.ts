/**
 * Weight units people type that the converter does not list (the US short ton and the UK long
 * ton), and the converter's metric ton they are told apart from. For Quick convert, the pair
 * pages' notes and the factors page; islands never import it.
 */
import type { MeasureVariants } from "../types";
import { quotient, toNumber } from "../exact";
import { formatTrimmed } from "../../number-format";
import { masses } from "./units";

/** A ton's size in a unit, with grouping: 1,000 kg, 2,000 lb. */
function tonIn(ton: keyof typeof masses, unit: keyof typeof masses): string {
  return `${formatTrimmed(toNumber(quotient(masses[ton].exact, masses[unit].exact)), 6, true)} ${masses[unit].symbol}`;
}

/** 'ton' alone: three different tons. */
const whichTon = (quoted: string) =>
  `“${quoted}” can mean a metric ton (${tonIn("ton", "kilogram")}), a US short ton (${tonIn("shortTon", "pound")}) or a UK long ton (${tonIn("longTon", "pound")}); write tonne, short ton or long ton.`;

export const weightVariants: MeasureVariants = {
  unread: { ton: whichTon, tons: whichTon },
  units: [
    {
      key: "short_ton",
      ...masses.shortTon,
      names: {
        singular: "short ton",
        plural: "short tons",
        aliases: ["us ton", "us tons", "ton us", "tons us", "net ton", "net tons", "short tn"],
        counterpart: "kilogram",
      },
    },
    {
      key: "long_ton",
      ...masses.longTon,
      names: {
        singular: "long ton",
        plural: "long tons",
        aliases: [
          "uk ton",
          "uk tons",
          "ton uk",
          "tons uk",
          "imperial ton",
          "imperial tons",
          "british ton",
          "british tons",
          "long tn",
        ],
        counterpart: "kilogram",
      },
    },
  ],
  ambiguous: {
    ton: [
      { key: "short_ton", reading: "US" },
      { key: "long_ton", reading: "UK" },
    ],
  },
  // Every name of the metric ton (t, tonne, metric ton) says which ton; 'ton' alone is not read.
  reading: {
    namedWhen: /./,
    used: null,
    other: (readings) => `In ${readings.join(" and ")} tons,`,
  },
};
