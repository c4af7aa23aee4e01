/**
 * Energy units; base unit: the joule. The calorie is the thermochemical calorie (4.184 J, the one
 * food labels use as 1/1000 kcal); the BTU is the International Table BTU.
 */
import { baseUnit, derivedUnit, unitOf } from "../define-unit";
import { secondsPerHour } from "../time/units";
import type { LinearUnit, UnitKeyOf } from "../types";

const joule = baseUnit("J", "1 N·m (SI special name)", "si");
const calorie = unitOf("cal", "4.184", joule, "sp811");
const wattHour = derivedUnit("Wh", secondsPerHour, "1 W × 1 h", "sp811");

/** The International Table BTU, which BTU per hour is built from. */
export const btu = unitOf("BTU", "1055.05585262", joule, "sp811");

export const energyUnits = [
  { key: "joule", label: "Joules (J)", group: "SI", ...joule },
  {
    key: "kilojoule",
    label: "Kilojoules (kJ)",
    group: "SI",
    ...unitOf("kJ", 1000, joule, "siPrefix"),
  },
  { key: "calorie", label: "Calories (cal)", group: "Food", ...calorie },
  {
    key: "kilocalorie",
    label: "Kilocalories (kcal)",
    group: "Food",
    ...unitOf("kcal", 1000, calorie, "siPrefix"),
  },
  { key: "btu", label: "British Thermal Units (BTU)", group: "Imperial", ...btu },
  { key: "watt_hour", label: "Watt-hours (Wh)", group: "Electrical", ...wattHour },
  {
    key: "kilowatt_hour",
    label: "Kilowatt-hours (kWh)",
    group: "Electrical",
    ...unitOf("kWh", 1000, wattHour, "siPrefix"),
  },
] as const satisfies readonly LinearUnit[];

export type EnergyUnitKey = UnitKeyOf<typeof energyUnits>;
