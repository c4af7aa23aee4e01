/** What only the time pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { TimeUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each time unit is used: a paragraph for its pair pages. */
export const unitUses = {
  nanoseconds:
    "A nanosecond is a billionth of a second. Light covers about 30 centimeters in one, so chip designers, network engineers and physicists use nanoseconds for clock cycles, memory latency and the timing of signals in cables.",
  microseconds:
    "A microsecond is a millionth of a second. Camera flash durations, the response of sensors and the time a database or a solid-state drive takes to answer a request are measured in microseconds.",
  milliseconds:
    "A millisecond is a thousandth of a second. Web page load times, network ping, audio latency, reaction times in sport and the frames of video (about 16.7 ms each at 60 frames per second) are given in milliseconds.",
  seconds:
    "The second is the SI base unit of time, defined by the frequency of a caesium atom's hyperfine transition. Every other unit here is a multiple or fraction of it, and stopwatches, timers and lap times count in seconds.",
  minutes:
    "A minute is 60 seconds. Cooking times, journeys, meetings, phone call allowances and exercise intervals are planned in minutes.",
  hours:
    "An hour is 60 minutes, or 3,600 seconds. Working time, wages, parking, flight durations and energy use (kilowatt-hours) are counted in hours.",
  days: "A day is 24 hours, or 86,400 seconds: the civil day that clocks and calendars count. Rental periods, deadlines, shipping estimates and medication courses are given in days.",
  weeks:
    "A week is 7 days. Pay periods, pregnancies (about 40 weeks), project sprints and school timetables are planned in weeks.",
  months:
    "This converter's month is the mean month of the Gregorian calendar, a twelfth of a mean year: 30.436875 days. Calendar months run from 28 to 31 days, so use the mean month for averages such as a monthly rate spread over a year, not for dates.",
  years:
    "This converter's year is the mean Gregorian year of 365.2425 days, the average over the calendar's 400-year cycle of 97 leap years. Ages, interest rates, contracts and climate records count in years; a single calendar year has 365 or 366 days.",
  decades:
    "A decade is 10 years, here 10 mean Gregorian years (3,652.425 days). Population trends, climate averages and long-term investment returns are often compared decade by decade.",
  centuries:
    "A century is 100 years, here 100 mean Gregorian years (36,524.25 days). Historians, astronomers and geologists use centuries for long spans of time.",
} as const satisfies Readonly<Record<TimeUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard };
