/** What only the length pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { LengthUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each length unit is used: a paragraph for its pair pages. */
export const unitUses = {
  meter:
    "The meter is the SI base unit of length, defined since 1983 by the distance light travels in a vacuum in 1/299,792,458 of a second. Outside the United States it is the everyday unit for rooms, fabric, running tracks and the height of buildings, and science and engineering work in meters everywhere.",
  kilometer:
    "A kilometer is 1,000 meters. Road distances, speed limits (in km/h) and running races such as the 5K and 10K are measured in kilometers in most countries; the United States and the United Kingdom keep miles on their road signs.",
  centimeter:
    "A centimeter is a hundredth of a meter. Outside the US it is the usual unit for body height, clothing and shoe-size charts, paper and furniture sizes, and the rulers children use at school.",
  millimeter:
    "A millimeter is a thousandth of a meter. Engineering drawings, machining tolerances, rainfall totals, camera lens focal lengths, screws and bolts are given in millimeters, which is fine enough to avoid fractions in most workshop jobs.",
  inch: "The inch has been exactly 2.54 centimeters since the international yard and pound agreement of 1959. Americans measure lumber, pipes, rainfall and their own height (in feet and inches) with it, and screen diagonals and wheel rims are quoted in inches all over the world.",
  foot: "The foot is 12 inches, exactly 0.3048 meters. In the United States it measures a person's height, rooms and houses (in square feet), and aviation almost everywhere gives altitude in feet; in the UK people still give their height in feet and inches.",
  yard: "A yard is 3 feet, exactly 0.9144 meters. American football fields are marked in yards, golf holes are measured in yards in the US and UK, and fabric and carpet are often sold by the yard in the United States.",
  mile: "The international mile is 5,280 feet, exactly 1,609.344 meters. Road distances and speed limits in the United States and the United Kingdom are in miles, as is the classic mile race in athletics. It is not the nautical mile (1,852 m) used at sea and in the air.",
} as const satisfies Readonly<Record<LengthUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard };
