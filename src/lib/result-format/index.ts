/**
 * The result formats of spec §9 'Result formatting', one function per rule. Every function takes a
 * number and returns the text shown on the page (en-US, so server and browser agree); the
 * all-conversions lists use the same format as their page, except fuel economy.
 *
 * Two rules of our own sit on top of the spec's (DESIGN.md, "Exact"): a format never shows a
 * non-zero answer as 0 or more than 1% off (1 mm is 6.2137e-7 mi, not 0.000001; 0.0012 km/h is
 * 0.0012, not 0.00), and a whole
 * number below 2⁵³ is shown with all its digits (1 GB is 1,073,741,824 B, not 1073740000). The
 * site's one notation for very small and large numbers is the spec's: 4 decimals and "e".
 *
 * One file per format (as date-fns has one per function), so that a page bundles only the
 * formats it uses; this file gathers them for the callers.
 */
export { formatUpToSixDecimals } from "./formatUpToSixDecimals";
export { formatTwoDecimalsWithSymbol } from "./formatTwoDecimalsWithSymbol";
export { formatSixSignificantDigits } from "./formatSixSignificantDigits";
export { formatShortDecimalOrSixSignificant } from "./formatShortDecimalOrSixSignificant";
export { formatTwoDecimals } from "./formatTwoDecimals";
export { formatSixSignificantOrExponent } from "./formatSixSignificantOrExponent";
export { formatUpToSixDecimalsOrExponent } from "./formatUpToSixDecimalsOrExponent";
export { formatUpToSixDecimalsGrouped } from "./formatUpToSixDecimalsGrouped";
export { formatUpToTwoDecimals } from "./formatUpToTwoDecimals";
export { keepVisible, resultParts, withUnitSymbol } from "./shared";
