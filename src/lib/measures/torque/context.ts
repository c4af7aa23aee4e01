/**
 * The torque context line: the value in newton-metres beside the jobs that take about that much,
 * from small screws to heavy engines. The ranges are typical figures from manufacturers' tables;
 * the specification of the part at hand always comes first.
 */
import type { TorqueUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { torqueUnits } from "./units";
import { convertWithin } from "../linear";
import { roughFigure } from "../reference-card";

/**
 * What takes a torque of this size in N·m, its sense of rotation aside. Bands: 0, below 1, 15,
 * 50, 200, 1,000 and 10,000; beyond that, industrial drives.
 * @example torqueBand(110) // "in the wheel-nut range: car wheel nuts typically take 80 to 140 N·m."
 */
export function torqueBand(newtonMeters: number): string {
  const size = Math.abs(newtonMeters);
  if (size === 0) return "no torque: nothing is turned.";
  if (size < 1)
    return "in the small-screw range: screws in electronics often take well under 1 N·m.";
  if (size < 15) return "in the bicycle range: stem and handlebar bolts often take 4 to 8 N·m.";
  if (size < 50) return "in the spark-plug range: a 14 mm spark plug takes about 20 to 30 N·m.";
  if (size < 200) return "in the wheel-nut range: car wheel nuts typically take 80 to 140 N·m.";
  if (size < 1000) return "in the car-engine range: most car engines peak at 150 to 500 N·m.";
  if (size < 10_000)
    return "in the heavy-vehicle range: big truck engines peak at about 2,000 to 3,500 N·m.";
  return "in the industrial range of ship engines, wind turbine shafts and large drives.";
}

/**
 * The context line of a torque conversion (loaded with the converter's details, not with the
 * page).
 * @example measureContext({ value: 100, from: "newton_meter", to, result, resultText }).text // "100 N·m, in the wheel-nut range: …"
 */
export function measureContext({ value, from }: Conversion<TorqueUnitKey>): ConverterContext {
  const newtonMeters = convertWithin(torqueUnits, value, from, "newton_meter");
  const direction = newtonMeters < 0 ? " The minus gives the other sense of rotation." : "";
  return contextLine(
    "Torque context (typical figures)",
    `${roughFigure(newtonMeters)} N·m, ${torqueBand(newtonMeters)}${direction}`,
  );
}
