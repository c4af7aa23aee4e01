/** Power units; base unit: the watt. Factors per spec §9; groups are the page's select headings. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const powerUnits = [
  { key: "watt", label: "Watts (W)", symbol: "W", group: "SI Units", factor: 1 },
  { key: "kilowatt", label: "Kilowatts (kW)", symbol: "kW", group: "SI Units", factor: 1000 },
  { key: "horsepower", label: "Horsepower (hp)", symbol: "hp", group: "Imperial", factor: 745.7 },
  {
    key: "btu_per_hour",
    label: "BTU per hour (BTU/h)",
    symbol: "BTU/h",
    group: "Imperial",
    factor: 0.293071,
  },
] as const satisfies readonly LinearUnit[];

export type PowerUnitKey = UnitKeyOf<typeof powerUnits>;
