import { useId, useState } from "react";
import { LabelledSelect } from "../ui/LabelledSelect";
import { NumberInput, ReadingHints } from "./kitchen-fields";
import { useFieldReading } from "../judged-fields/useFieldReading";
import { ResultBox } from "../ui/ResultBox";
import { useEarlyInput } from "../ui/useEarlyInput";
import { convertIngredientField } from "../../lib/ingredients/answer";
import { choiceDensity, type IngredientChoice } from "../../lib/ingredients/choices";
import {
  ingredientCup,
  ingredientUnit,
  ingredientUnits,
  ingredientWeights,
  type KindedUnit,
} from "../../lib/ingredients/units";

interface IngredientConverterProps {
  /**
   * The ingredients it converts: every one on the cooking page (EveryIngredientConverter), an
   * ingredient page's own there (then it has no ingredient select).
   */
  choices: readonly IngredientChoice[];
  /** The heading, where the page names the ingredient already. */
  heading?: string;
}

/**
 * Converts an amount of any ingredient between cups, spoons, sticks, metric volumes and weights
 * (volume to weight through the ingredient's cited grams per US cup), answering with the measuring
 * set's cups and spoons too, opening on the first of its choices. The server renders its default
 * answer; edits made before hydration (on the cooking page, at the first reach into it with
 * client:interaction) are replayed.
 */
export default function IngredientConverter({
  choices,
  heading = "Ingredient Converter",
}: IngredientConverterProps) {
  const rootRef = useEarlyInput<HTMLElement>();
  const id = `ingredient${useId()}`;
  const [amount, setAmount] = useState("1");
  const [fromKey, setFromKey] = useState<string>(ingredientCup.key);
  const [toKey, setToKey] = useState<string>(ingredientWeights.gram.key);
  const [slug, setSlug] = useState(choices[0]?.slug ?? "");
  const ingredient = choices.find((choice) => choice.slug === slug);
  const from: KindedUnit | undefined = ingredientUnit(fromKey);
  const to: KindedUnit | undefined = ingredientUnit(toKey);
  // What cooks write ('1/3 cup + 1 tbsp', '250 ml') is read in the Measured-in unit.
  const reading = useFieldReading(amount, from ? { measure: from.kind, unit: from.key } : null);
  const outcome =
    ingredient && from && to
      ? convertIngredientField(reading.text, from, to, choiceDensity(ingredient))
      : ({ status: "idle" } as const);
  const amountId = `${id}-amount`;

  return (
    <section ref={rootRef} aria-labelledby={`${id}-heading`} className="island-card">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Cups, spoons and sticks to grams or ounces, and back
        {choices.length > 1 ? `, for ${choices.length} ingredients` : ""}.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <NumberInput
          id={amountId}
          label="Quantity"
          value={amount}
          onChange={setAmount}
          note={reading.note}
        />
        <LabelledSelect
          id={`${id}-from`}
          label="Measured in"
          value={fromKey}
          options={ingredientUnits}
          onChange={setFromKey}
        />
        {choices.length > 1 && (
          <LabelledSelect
            id={`${id}-kind`}
            label="Ingredient"
            value={slug}
            options={choices.map((choice) => ({
              key: choice.slug,
              label: choice.title,
              group: choice.family,
            }))}
            onChange={setSlug}
          />
        )}
        <LabelledSelect
          id={`${id}-to`}
          label="Convert to"
          value={toKey}
          options={ingredientUnits}
          onChange={setToKey}
        />
      </div>
      <ResultBox
        className="mt-4 min-h-24"
        lead={
          outcome.status === "result" && (
            <p className="text-sm text-muted">{outcome.texts.context}</p>
          )
        }
        answer={outcome.status === "result" ? outcome.texts.result : ""}
        answerClassName="text-2xl font-bold break-words text-ink tabular-nums empty:hidden"
        answerProps={{ "data-testid": "ingredient-result" }}
        error={outcome.status === "error" ? outcome.message : null}
        idle={outcome.status === "idle" ? "Enter an amount to convert." : null}
      >
        {outcome.status === "result" && outcome.texts.fraction && (
          <p data-testid="ingredient-fraction" className="mt-1 text-lg font-semibold text-ink">
            {outcome.texts.fraction}
          </p>
        )}
        <ReadingHints fields={[{ id: amountId, text: amount, note: reading.note }]} />
      </ResultBox>
      {ingredient && (
        <p className="mt-2 text-xs text-muted">
          {outcome.status === "result" ? outcome.texts.basis : ""}{" "}
          {choices.length > 1 && (
            <a href={ingredient.path} className="font-medium text-brand hover:underline">
              {ingredient.title}: tables and source
            </a>
          )}
        </p>
      )}
    </section>
  );
}
