/** What time units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { TimeUnitKey } from "./units";
import { timePairPages } from "./pair-pages";

/**
 * What time units are called and how people write them. 'us' is left out for the microsecond
 * (it is the country in 'us gallon'); 'm' is the metre, never the minute; 'a' stays an article.
 */
export const timeUnitNames = {
  nanoseconds: {
    singular: "nanosecond",
    plural: "nanoseconds",
    heading: "Nanoseconds",
    aliases: ["ns", "nsec", "nsecs", "nanosec", "nanosecs"],
    counterpart: "seconds",
  },
  microseconds: {
    singular: "microsecond",
    plural: "microseconds",
    heading: "Microseconds",
    // The micro sign (µ) and the Greek letter mu (μ) look alike; people type both.
    aliases: ["µs", "μs", "usec", "usecs", "microsec", "microsecs"],
    counterpart: "milliseconds",
  },
  milliseconds: {
    singular: "millisecond",
    plural: "milliseconds",
    heading: "Milliseconds",
    aliases: ["ms", "msec", "msecs", "millisec", "millisecs"],
    counterpart: "seconds",
  },
  seconds: {
    singular: "second",
    plural: "seconds",
    heading: "Seconds",
    aliases: ["s", "sec", "secs"],
    counterpart: "milliseconds",
  },
  minutes: {
    singular: "minute",
    plural: "minutes",
    heading: "Minutes",
    aliases: ["min", "mins"],
    counterpart: "seconds",
    nextSmaller: "seconds",
  },
  hours: {
    singular: "hour",
    plural: "hours",
    heading: "Hours",
    aliases: ["h", "hr", "hrs"],
    counterpart: "minutes",
    nextSmaller: "minutes",
  },
  days: {
    singular: "day",
    plural: "days",
    heading: "Days",
    aliases: ["d"],
    counterpart: "hours",
    nextSmaller: "hours",
  },
  weeks: {
    singular: "week",
    plural: "weeks",
    heading: "Weeks",
    aliases: ["wk", "wks"],
    counterpart: "days",
    nextSmaller: "days",
  },
  months: {
    singular: "month",
    plural: "months",
    heading: "Months",
    aliases: [
      "mo",
      "mos",
      "mth",
      "mths",
      "mean month",
      "mean months",
      "average month",
      "average months",
    ],
    counterpart: "days",
  },
  years: {
    singular: "year",
    plural: "years",
    heading: "Years",
    aliases: [
      "yr",
      "yrs",
      "y",
      "mean year",
      "mean years",
      "gregorian year",
      "gregorian years",
      "mean gregorian year",
      "mean gregorian years",
    ],
    counterpart: "days",
  },
  decades: {
    singular: "decade",
    plural: "decades",
    heading: "Decades",
    aliases: [],
    counterpart: "years",
  },
  centuries: {
    singular: "century",
    plural: "centuries",
    heading: "Centuries",
    aliases: [],
    counterpart: "years",
  },
} as const satisfies UnitNamesOf<TimeUnitKey>;

/** How people name time units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = {
  pairPages: timePairPages,
  names: timeUnitNames,
};
