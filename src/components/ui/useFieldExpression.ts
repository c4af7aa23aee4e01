import { useEffect, useMemo, useState } from "react";
import {
  holdsExpression,
  keepNumericText,
  readingAsParsedNumber,
  type InputRule,
  type ParsedNumber,
} from "../../lib/input";
import type { FieldReading, FieldUnit } from "../../lib/calculator/field-reading";

type Reader = typeof import("../../lib/calculator/field-reading").readFieldText;

/*
 * The calculator's grammar is some 10 KB: it loads the first time a field holds more than its
 * rule's characters, and from then on reads at once.
 */
let loadedReader: Reader | null = null;
let loading: Promise<Reader> | null = null;

/** The calculator's reader of fields, loaded once. */
export function loadFieldReader(): Promise<Reader> {
  loading ??= import("../../lib/calculator/field-reading").then((module) => {
    loadedReader = module.readFieldText;
    return loadedReader;
  });
  return loading;
}

/** How a field's text is read beyond its character rule. */
export type ExpressionState =
  /** Nothing beyond the rule: the rule's reading applies (parseNumericText). */
  | { kind: "plain" }
  /** The grammar's code is on its way. */
  | { kind: "pending" }
  /** An expression longer than the field's cap (typed while the grammar's code was on its way). */
  | { kind: "too-long"; message: string }
  | FieldReading;

/**
 * How an edit is taken: 'rule' for the field's character rule, 'keep' to keep the text as typed
 * (an expression, one being typed, or one not read yet), 'too-long' past the rule's cap. Until the
 * grammar's code is there, a text is kept whole, cap or not: once read, it is an expression, or
 * the rule applies to all of it (settleRule), as it would have key by key.
 */
export function expressionEdit(
  text: string,
  field: FieldUnit | null,
  rule: InputRule,
): "rule" | "keep" | "too-long" {
  if (!holdsExpression(text, rule)) return "rule";
  if (!loadedReader) return "keep";
  if (loadedReader(text, field, rule.allowMinus).kind === "none") return "rule";
  return text.length > rule.maxLength ? "too-long" : "keep";
}

/**
 * The field's rule applied to a whole text at once (one that proved no expression): the text it
 * keeps, cut to the cap.
 * @example settledText("1a7-5.5.5", bmiFieldRules.heightCm) // "175.5"
 */
export function settledText(text: string, rule: InputRule): string {
  return keepNumericText(text, rule).text.slice(0, rule.maxLength);
}

/**
 * A field's text read with the calculator's grammar when it holds more than its rule's
 * characters. A text that proves to be no expression of the field's kind ('none') is for the
 * field to apply its rule to, as its edit would have at once had the grammar been loaded.
 */
export function useFieldExpression(
  text: string,
  field: FieldUnit | null,
  rule: InputRule,
): ExpressionState {
  const candidate = holdsExpression(text, rule);
  const [, setLoaded] = useState(loadedReader !== null);
  useEffect(() => {
    if (!candidate || loadedReader) return;
    let current = true;
    void loadFieldReader().then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [candidate]);
  const measure = field?.measure;
  const unit = field?.unit;
  const reader = loadedReader;
  const reading = useMemo(
    () => (candidate && reader ? reader(text, field, rule.allowMinus) : null),
    // The field object is new on each render; its measure and unit say what it is.
    [candidate, reader, text, measure, unit, rule.allowMinus],
  );
  if (!candidate) return { kind: "plain" };
  if (reading && reading.kind !== "none" && text.length > rule.maxLength)
    return { kind: "too-long", message: rule.tooLongMessage };
  return reading ?? { kind: "pending" };
}

/**
 * An expression's reading as the library's number readers take it (ParsedNumber); null for
 * 'plain', which the library reads itself.
 */
export function parsedExpression(state: ExpressionState, text: string): ParsedNumber | null {
  if (state.kind === "plain") return null;
  if (state.kind === "too-long") return { kind: "invalid", message: state.message };
  return state.kind === "pending" ? { kind: "incomplete" } : readingAsParsedNumber(state, text);
}

/** The note on how an expression was read, for the field's hint; null for none. */
export function expressionNote(state: ExpressionState): string | null {
  return state.kind === "number" || state.kind === "negative" ? state.note : null;
}
