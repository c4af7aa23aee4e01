/**
 * Quick convert's reading of an ingredient question: an amount of an ingredient in a volume or a
 * weight, into the other ('2 cups flour in g', '100 g butter in cups', '1 stick butter',
 * 'how many grams in a cup of sugar'), answered through the ingredient's cited grams per US cup,
 * as the cooking page's ingredient converter answers it. A word after the unit that names no
 * ingredient is said, with the closest ingredients; it is never weighed as water.
 */
import type { ConverterId } from "../measures";
import { findKnownUnit, knownUnitNames } from "../measures/all";
import { parseNumericText } from "../input";
import { ingredientAnswer } from "../ingredients/answer";
import { densityOf } from "../ingredients/density";
import { closeIngredients, findIngredient } from "../ingredients/find";
import { ingredientPagePath, ingredientTitle } from "../ingredients/page";
import {
  ingredientUnit,
  ingredientWeights,
  portionUnits,
  type KindedUnit,
} from "../ingredients/units";
import { quickConvertMessages as messages } from "./messages";
import { readUnit } from "./unit-index";
import { howManyPattern, separatorPattern } from "./question-forms";

/** The measures an ingredient is measured in, and the kind of amount each gives. */
const kinds = { volume: "volume", weight: "weight" } as const satisfies Partial<
  Record<ConverterId, KindedUnit["kind"]>
>;

/** An ingredient question answered, or why it cannot be. */
export type IngredientQuestionAnswer =
  | {
      kind: "ingredient";
      /** What was understood, e.g. '2 US cups of all-purpose flour'. */
      sourceText: string;
      /** e.g. '240 g'. */
      resultText: string;
      /** The measuring-set line, if any, and the figure the answer rests on. */
      note: string;
      /** The ingredient's page. */
      page: { path: string; heading: string };
    }
  | { kind: "error"; message: string };

/**
 * A unit of volume or weight as an ingredient answer names it: the ingredient converter's own
 * (a US cup is 'US cup'), else the measure's unit (a UK pint, a gallon) under its own names.
 */
function kindedUnit(measure: keyof typeof kinds, key: string): KindedUnit | undefined {
  const own = ingredientUnit(key);
  if (own) return own;
  const unit = findKnownUnit(measure, key);
  const names = knownUnitNames(measure, key);
  if (!unit?.exact || !names) return undefined;
  return {
    key: key as KindedUnit["key"],
    label: unit.label,
    symbol: unit.symbol,
    singular: names.singular,
    plural: names.plural,
    exact: unit.exact,
    decimals: 2,
    bySymbol: kinds[measure] === "weight",
    kind: kinds[measure],
    group: "",
  };
}

/** The volume or weight a text names; a weight first ('oz' is an ounce here, not a fluid ounce). */
function readKindedUnit(text: string): KindedUnit | undefined {
  const readings = readUnit(text);
  for (const measure of ["weight", "volume"] as const) {
    const reading = readings.find((candidate) => candidate.measure === measure);
    const unit = reading && kindedUnit(measure, reading.key);
    if (unit) return unit;
  }
  return undefined;
}

/** A number as the fields read it, or 1 for 'a', 'an' or 'one'; its text's length. */
const amountPattern =
  /^(?:(an?|one)\b|([-+]?(?:\d+ +\d+\/\d+|\d+\/\d+|\d[\d,]*(?:\.\d*)?|\.\d+)))\s*/i;

interface SourceReading {
  value: number;
  unit: KindedUnit;
  /** The words after the unit, without 'of'. */
  ingredientText: string;
}

/** '2 cups of flour': the amount, the unit and the ingredient's words; null if it is not that. */
function readSource(text: string): SourceReading | null {
  const amount = amountPattern.exec(text);
  if (!amount) return null;
  const parsed = amount[1] ? null : parseNumericText(amount[2] ?? "");
  if (parsed && parsed.kind !== "number") return null;
  const value = parsed ? parsed.value : 1;
  const words = text.slice(amount[0].length).trim().split(" ");
  // The longest run of words that is a unit of any measure ('pounds per square inch', 'gal uk'):
  // a volume or a weight, followed by words that are none.
  for (let count = Math.min(words.length, 6); count >= 1; count -= 1) {
    const unitText = words.slice(0, count).join(" ");
    if (readUnit(unitText).length === 0) continue;
    const unit = readKindedUnit(unitText);
    const rest = words.slice(count).join(" ").replace(/^of /i, "").trim();
    if (!unit || rest === "" || /\d/.test(rest) || readUnit(rest).length > 0) return null;
    return { value, unit, ingredientText: rest };
  }
  return null;
}

/**
 * Answers an ingredient question, or null when the text is not one (no volume or weight followed
 * by an ingredient's words), so that Quick convert reads it as a unit conversion.
 * @example (answerIngredientQuestion("2 cups flour in g") as { resultText: string }).resultText // "240 g"
 * @example answerIngredientQuestion("5 ft to cm") // null
 */
export function answerIngredientQuestion(text: string): IngredientQuestionAnswer | null {
  let sourceText = text;
  let targetText: string | null = null;
  const howMany = howManyPattern.exec(text);
  if (howMany) {
    targetText = howMany[1] ?? "";
    sourceText = howMany[2] ?? "";
  } else {
    // At the last separator: an ingredient's name never holds one.
    const last = [...text.matchAll(separatorPattern)].at(-1);
    if (last) {
      sourceText = text.slice(0, last.index);
      targetText = text.slice(last.index + last[0].length).trim();
    }
  }
  const source = readSource(sourceText.trim());
  if (!source) return null;
  const ingredient = findIngredient(source.ingredientText);
  if (!ingredient) {
    const close = closeIngredients(source.ingredientText).map((item) => item.name);
    return { kind: "error", message: messages.unknownIngredient(source.ingredientText, close) };
  }
  if (source.unit.key === portionUnits.stick.key && !ingredient.inSticks) {
    return { kind: "error", message: messages.sticksOfButter(ingredient.name) };
  }
  let target: KindedUnit | undefined;
  if (targetText === null || targetText === "") {
    const defaultTarget =
      source.unit.kind === "volume" ? ingredientWeights.gram.key : portionUnits.cup.key;
    target = ingredientUnit(defaultTarget);
  } else {
    target = readKindedUnit(targetText);
    if (!target) {
      return { kind: "error", message: messages.unknownUnit(targetText, ["grams", "cups"]) };
    }
  }
  if (!target) return null;
  if (source.value < 0) return { kind: "error", message: messages.notNegative("an amount") };
  const answer = ingredientAnswer(source.value, source.unit, target, densityOf(ingredient));
  if (answer.status !== "result") return { kind: "error", message: messages.tooLarge };
  const { texts } = answer;
  return {
    kind: "ingredient",
    sourceText: texts.context.replace(/ =$/, ""),
    resultText: texts.result,
    note: [texts.fraction && `${texts.fraction}.`, texts.basis].filter(Boolean).join(" "),
    page: {
      path: ingredientPagePath(ingredient),
      heading: `${ingredientTitle(ingredient)} in grams and cups`,
    },
  };
}
