/**
 * The documents unit definitions come from. Each definition in the measures' units.ts files names
 * one by its key; only the pages that print citations (the conversion factors page) import the
 * texts, so the browser never downloads them.
 */
export const sources = {
  si: "The International System of Units (SI Brochure), 9th edition, BIPM 2019",
  siPrefix: "SI decimal prefix (SI Brochure, 9th edition, BIPM 2019, section 3)",
  yardAndPound1959:
    "International yard and pound agreement of 1959; NIST SP 811 (2008), Appendix B.8",
  handbook44: "NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement",
  sp811: "NIST SP 811 (2008), Appendix B.8, Factors for Units Listed Alphabetically",
  usGallon: "US liquid gallon of 231 cubic inches; NIST Handbook 44 (2024), Appendix C",
  imperialGallon: "UK Weights and Measures Act 1985, Schedule 1 (the imperial gallon in litres)",
  standardGravity: "Standard acceleration of gravity (3rd CGPM, 1901); NIST SP 811 (2008)",
  iecBinary: "IEC 80000-13:2008, binary prefixes (kibi = 2¹⁰)",
  iecInformation:
    "IEC 80000-13:2008, Quantities and units, Part 13: Information science and technology (bit, byte, transfer rate)",
  gregorianCalendar:
    "Gregorian calendar (1582): 97 leap years in every 400 years, so 146,097 days in 400 years",
  definition: "By definition of the unit's name",
} as const;

/** A key of `sources`, as unit definitions cite it. */
export type SourceKey = keyof typeof sources;
