/**
 * Power units; base unit: the watt. The horsepower is the mechanical (imperial) horsepower of
 * 550 foot-pounds-force per second; BTU per hour is the International Table BTU per hour.
 */
import { baseUnit, derivedUnit, unitOf } from "../define-unit";
import { btu } from "../energy/units";
import { product, quotient } from "../exact";
import { secondsPerHour } from "../time/units";
import { lengths } from "../length/units";
import type { LinearUnit, UnitKeyOf } from "../types";
import { poundForce } from "../weight/units";

const watt = baseUnit("W", "1 J/s (SI special name)", "si");
const footPoundForcePerSecond = derivedUnit(
  "ft·lbf/s",
  product(lengths.foot.exact, poundForce),
  "1 ft × 1 lbf / 1 s",
  "sp811",
);

export const powerUnits = [
  { key: "watt", label: "Watts (W)", group: "SI Units", ...watt },
  {
    key: "kilowatt",
    label: "Kilowatts (kW)",
    group: "SI Units",
    ...unitOf("kW", 1000, watt, "siPrefix"),
  },
  {
    key: "horsepower",
    label: "Horsepower (hp)",
    group: "Imperial",
    ...unitOf("hp", 550, footPoundForcePerSecond, "sp811"),
  },
  {
    key: "btu_per_hour",
    label: "BTU per hour (BTU/h)",
    group: "Imperial",
    ...derivedUnit("BTU/h", quotient(btu.exact, secondsPerHour), "1 BTU / 1 h", "sp811"),
  },
] as const satisfies readonly LinearUnit[];

export type PowerUnitKey = UnitKeyOf<typeof powerUnits>;
