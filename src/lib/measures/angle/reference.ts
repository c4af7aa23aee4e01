/**
 * The angle converter's Common Angles card and its two formulas.
 */
import { type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { formatUpToSixDecimalsGrouped } from "../../result-format";
import { convertAngle } from "./convert";

function angleLine(degrees: number, radiansSymbolic: string): ReferenceLine {
  const radians = formatUpToSixDecimalsGrouped(convertAngle(degrees, "degree", "radian"));
  const gradians = formatUpToSixDecimalsGrouped(convertAngle(degrees, "degree", "gradian"));
  return {
    term: `${degrees}°`,
    value: `${radiansSymbolic} rad ≈ ${radians} rad = ${gradians} gon`,
  };
}

/** Angle reference: common angles and the two formulas. */
export const angleReference = {
  common: [angleLine(90, "π/2"), angleLine(180, "π"), angleLine(360, "2π")],
  formulas: ["Radians = Degrees × π ÷ 180", "Degrees = Radians × 180 ÷ π"],
};

/** The side card of the angle converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Common Angles",
  sections: [{ lines: angleReference.common }],
  formulas: angleReference.formulas,
};
