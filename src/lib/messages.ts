/**
 * The user-facing messages that several tools share, written once (in the chunk every island
 * loads), with the spec's family of 'Maximum of N digits allowed.' caps. A single tool's messages
 * are in its folder: bmi/input-rules.ts and bmi/home.ts, age/age.ts, percentage/percentage.ts,
 * number-base/number-base.ts, timezone/timezone.ts, blog/not-found.ts; the home page's length
 * card's in home-length.ts, a measure's context lines' in its measures/<id>/context.ts, Quick
 * convert's in quick-convert/messages.ts.
 */
export const messages = {
  invalidInput: "Invalid input value",
  invalidNumber: "Please enter a valid number",
  conversionFailed: "Conversion failed",
  max16Digits: "Maximum of 16 digits allowed.",
  max10Digits: "Maximum of 10 digits allowed.",
  max9Digits: "Maximum of 9 digits allowed.",
} as const;
