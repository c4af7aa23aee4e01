/**
 * The early answer of the number base island (see runtime.ts): the result, the line under
 * it, the value in every base, the character counter and the headings that name the bases, from
 * the same src/lib/number-base.ts functions as the island.
 */
import {
  acceptBaseInput,
  conversionLine,
  convertBase,
  convertToAllBases,
  digitsHint,
  isBase,
  resultHeading,
} from "../lib/number-base";
import type { EarlyTexts, FieldReader } from "./runtime";

/**
 * The texts the number base island shows for its fields, or null where it shows something else
 * (an invalid digit, an input over 64 characters, no number).
 * @example numberBaseEarlyTexts((name) => ({ number: "4095", from: "10", to: "16" })[name])?.["result"] // "FFF"
 */
export function numberBaseEarlyTexts(field: FieldReader): EarlyTexts {
  const typed = field("number");
  const from = Number(field("from"));
  const to = Number(field("to"));
  if (typed === undefined || !isBase(from) || !isBase(to)) return null;
  // The island keeps the input upper-cased (the field shows it so already) and refuses past 64.
  const decision = acceptBaseInput(typed);
  if (!decision.accepted) return null;
  const input = decision.value;
  const conversion = convertBase(input, from, to);
  if (conversion.kind !== "ok") return null;
  const texts: Record<string, string> = {
    "input-length": String(input.length),
    "from-digits": digitsHint(from),
    "to-digits": digitsHint(to),
    "result-heading": resultHeading(to),
    result: conversion.value,
    context: conversionLine(input, from, conversion.value, to),
  };
  for (const { option, conversion: row } of convertToAllBases(input, from)) {
    if (row.kind !== "ok") return null;
    texts[`all-${option.value}`] = row.value;
  }
  return texts;
}
