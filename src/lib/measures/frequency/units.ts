/**
 * Frequency units; base unit: the hertz, one cycle per second of the time measure. Kilo-, mega-,
 * giga- and terahertz step by 1000 (SI prefixes). A revolution per minute is one turn in the time
 * measure's minute. A radian per second is an angular frequency: the angle measure's radian is
 * 180/π degrees, a turn is two half turns of 180 degrees, so 1 rad/s is 1/(2π) Hz, the one factor
 * here that is not a fraction; conversions to or from it multiply by π once, at the end.
 */
import { derivedUnit, unitOf, type DefinedUnit } from "../define-unit";
import { exact, one, product, quotient, type Exact } from "../exact";
import type { SourceKey } from "../sources";
import { angleHalfTurn, angleUnits } from "../angle/units";
import { times } from "../time/units";

/** A frequency unit: its size in hertz times π to the power `piPower`. */
export interface FrequencyUnit {
  readonly key: string;
  readonly label: string;
  readonly symbol: string;
  readonly group: string;
  /** Hertz in one unit, times π to the power `piPower`. */
  readonly hertz: Exact;
  /** 0, or −1 for the radian per second (1/(2π) Hz). */
  readonly piPower: number;
  readonly definedAs: string;
  readonly source: SourceKey;
}

const hertz = derivedUnit(
  "Hz",
  quotient(one, times.second.exact),
  "1 / 1 s (SI special name)",
  "si",
);
const kilohertz = unitOf("kHz", 1000, hertz, "siPrefix");
const megahertz = unitOf("MHz", 1000, kilohertz, "siPrefix");
const gigahertz = unitOf("GHz", 1000, megahertz, "siPrefix");

/** One turn per minute: a revolution is one cycle. */
const revolutionPerMinute = derivedUnit(
  "rpm",
  quotient(one, times.minute.exact),
  `1 r / 1 ${times.minute.symbol}`,
  "sp811",
);

/** A unit whose size is a fraction of a hertz. */
const inHertz = ({ symbol, exact: size, definedAs, source }: DefinedUnit) => ({
  symbol,
  hertz: size,
  piPower: 0,
  definedAs,
  source,
});

const radian = angleUnits.find((unit) => unit.key === "radian") ?? angleUnits[1];
/** Degrees in a turn: two half turns. */
const turnInDegrees = product(exact(2), exact(angleHalfTurn.degree.value));

const si = "SI (hertz)";
/** The select's group of the rates of turning (rpm, rad/s), whose period is a turn. */
export const rotationGroup = "Rotation";

export const frequencyUnits = [
  { key: "hertz", label: "Hertz (Hz)", group: si, ...inHertz(hertz) },
  { key: "kilohertz", label: "Kilohertz (kHz)", group: si, ...inHertz(kilohertz) },
  { key: "megahertz", label: "Megahertz (MHz)", group: si, ...inHertz(megahertz) },
  { key: "gigahertz", label: "Gigahertz (GHz)", group: si, ...inHertz(gigahertz) },
  {
    key: "terahertz",
    label: "Terahertz (THz)",
    group: si,
    ...inHertz(unitOf("THz", 1000, gigahertz, "siPrefix")),
  },
  {
    key: "rpm",
    label: "Revolutions/minute (rpm)",
    group: rotationGroup,
    ...inHertz(revolutionPerMinute),
  },
  {
    key: "radian_per_second",
    label: "Radians per second (rad/s)",
    group: rotationGroup,
    symbol: "rad/s",
    // The radian's share of a turn, radian.degrees × π^radian.piPower ÷ 360: 1/(2π).
    hertz: quotient(radian.degrees, turnInDegrees),
    piPower: radian.piPower,
    definedAs: `1 ${radian.symbol} / 1 ${times.second.symbol} (1/(2π) Hz)`,
    source: "si",
  },
] as const satisfies readonly FrequencyUnit[];

export type FrequencyUnitKey = (typeof frequencyUnits)[number]["key"];
