/** Mass (weight) units; base unit: the gram. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const massUnits = [
  { key: "kilogram", label: "Kilograms (kg)", symbol: "kg", group: "Metric", factor: 1000 },
  { key: "gram", label: "Grams (g)", symbol: "g", group: "Metric", factor: 1 },
  { key: "ton", label: "Metric Tons (t)", symbol: "t", group: "Metric", factor: 1e6 },
  { key: "pound", label: "Pounds (lb)", symbol: "lb", group: "Imperial", factor: 453.592 },
  { key: "ounce", label: "Ounces (oz)", symbol: "oz", group: "Imperial", factor: 28.3495 },
  { key: "stone", label: "Stone (st)", symbol: "st", group: "Imperial", factor: 6350.29 },
] as const satisfies readonly LinearUnit[];

export type MassUnitKey = UnitKeyOf<typeof massUnits>;
