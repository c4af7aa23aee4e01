/** What only the frequency pages print: the tool's texts, where each unit is used, the reference card, the exact factors with π. */
import type { MeasureAbout } from "../measure";
import type { FrequencyUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { exactFactor, involvesPi } from "./exact-factor";

/** Where each frequency unit is used: a paragraph for its pair pages. */
export const unitUses = {
  hertz:
    "The hertz is the SI unit of frequency, one cycle per second. Mains electricity alternates at 50 Hz in Europe and most of Asia and Africa and at 60 Hz in North America and parts of South America, and the range of human hearing runs from about 20 Hz to 20,000 Hz.",
  kilohertz:
    "A kilohertz is 1,000 hertz. Audio work lives in kilohertz (the treble of music reaches 10 to 20 kHz, and CD audio is sampled at 44.1 kHz), and AM radio stations broadcast at frequencies from about 530 to 1,700 kHz.",
  megahertz:
    "A megahertz is 1,000,000 hertz. FM radio stations sit between 87.5 and 108 MHz, and older processors, microcontrollers and memory buses are clocked in megahertz.",
  gigahertz:
    "A gigahertz is 1,000,000,000 hertz. Computer processors run at a few GHz, Wi-Fi uses bands at 2.4, 5 and 6 GHz, and mobile networks and satellite links work in the gigahertz range.",
  terahertz:
    "A terahertz is 1,000 gigahertz. Infrared and visible light oscillate at hundreds of terahertz (red light at about 430 THz), and the band from about 0.1 to 10 THz is used for spectroscopy and for imaging through clothing and packaging.",
  rpm: "Revolutions per minute count full turns a minute. Car engines idle at roughly 600 to 1,000 rpm, washing machines spin at 1,000 to 1,600 rpm, hard disks turn at 5,400 or 7,200 rpm, and vinyl records play at 33⅓ or 45 rpm.",
  radian_per_second:
    "A radian per second is the SI unit of angular velocity: a full turn is 2π radians, so 1 rad/s is about 9.55 rpm. Physics, motor and control engineering, and robotics use rad/s because it makes the formulas of rotating motion simple.",
} as const satisfies Readonly<Record<FrequencyUnitKey, string>>;

export const about: MeasureAbout = {
  tool,
  unitUses,
  referenceCard,
  pairFactor: (from, to) =>
    involvesPi(from as FrequencyUnitKey, to as FrequencyUnitKey)
      ? exactFactor(from as FrequencyUnitKey, to as FrequencyUnitKey)
      : undefined,
};
