/** Energy units; base unit: the joule. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const energyUnits = [
  { key: "joule", label: "Joules (J)", symbol: "J", group: "SI", factor: 1 },
  { key: "kilojoule", label: "Kilojoules (kJ)", symbol: "kJ", group: "SI", factor: 1000 },
  { key: "calorie", label: "Calories (cal)", symbol: "cal", group: "Food", factor: 4.184 },
  { key: "kilocalorie", label: "Kilocalories (kcal)", symbol: "kcal", group: "Food", factor: 4184 },
  {
    key: "btu",
    label: "British Thermal Units (BTU)",
    symbol: "BTU",
    group: "Imperial",
    factor: 1055.06,
  },
  { key: "watt_hour", label: "Watt-hours (Wh)", symbol: "Wh", group: "Electrical", factor: 3600 },
  {
    key: "kilowatt_hour",
    label: "Kilowatt-hours (kWh)",
    symbol: "kWh",
    group: "Electrical",
    factor: 3.6e6,
  },
] as const satisfies readonly LinearUnit[];

export type EnergyUnitKey = UnitKeyOf<typeof energyUnits>;
