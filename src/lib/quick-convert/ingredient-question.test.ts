import { describe, expect, it } from "vitest";
import { answerQuickQuery } from "./answer";
import { answerIngredientQuestion } from "./ingredient-question";

function answered(query: string) {
  const answer = answerQuickQuery(query);
  if (answer.kind !== "ingredient") throw new Error(`${query}: ${JSON.stringify(answer)}`);
  return answer;
}

function refused(query: string): string {
  const answer = answerQuickQuery(query);
  if (answer.kind !== "error") throw new Error(`${query}: ${JSON.stringify(answer)}`);
  return answer.message;
}

describe("ingredient questions in Quick convert", () => {
  it("answers the issue's questions through the cited figures", () => {
    expect(answered("2 cups flour in g")).toMatchObject({
      sourceText: "2 US cups of all-purpose flour",
      resultText: "240 g",
      page: { path: "/cooking/all-purpose-flour" },
    });
    expect(answered("100 g butter in cups")).toMatchObject({
      sourceText: "100 g of butter",
      resultText: "0.44 US cups",
    });
    expect(answered("100 g butter in cups").note).toMatch(/^≈ ¼ cup \+ 3 tbsp\. Based on 1 US cup/);
    expect(answered("1 stick butter in g").resultText).toBe("113.5 g");
    expect(answered("1 metric cup flour in g")).toMatchObject({
      sourceText: "1 metric cup of all-purpose flour",
      resultText: "126.8 g",
    });
  });

  it("reads the ways people ask", () => {
    expect(answered("how many grams in a cup of sugar").resultText).toBe("200 g");
    expect(answered("2 cups of plain flour to grams").resultText).toBe("240 g");
    expect(answered("1/2 cup brown sugar").resultText).toBe("110 g");
    expect(answered("1 1/2 cups milk in ml").resultText).toBe("354.9 mL");
    expect(answered("250 g rice").resultText).toBe("1.35 US cups");
    expect(answered("1 tsp baking powder in g").resultText).toBe("4.6 g");
    expect(answered("8 oz butter in cups").resultText).toBe("1 US cup");
    expect(answered("1 cup flour in oz").resultText).toBe("4.23 oz");
    expect(answered("a cup of water in grams").resultText).toBe("240 g");
    expect(answered("1 pint (UK) milk in g").resultText).toBe("576.5 g");
  });

  it("says which ingredient it does not know, never weighing it as water", () => {
    expect(refused("2 cups flower in g")).toBe(
      "“flower” is not an ingredient I know. Did you mean all-purpose flour?",
    );
    expect(refused("1 cup xyzzy in g")).toMatch(/^“xyzzy” is not an ingredient I know\. Try/);
    expect(refused("1 stick flour in g")).toBe(
      "Sticks measure butter; give all-purpose flour in cups, spoons or grams.",
    );
  });

  it("leaves every other question to the unit conversions", () => {
    for (const query of ["5 ft 9 in to cm", "1 cup in tbsp", "10 kg lb", "2 cups", "37c to f"]) {
      expect(answerIngredientQuestion(query), query).toBeNull();
    }
    expect(answerQuickQuery("1 cup in tbsp")).toMatchObject({
      kind: "answer",
      resultText: "16 tbsp",
    });
  });
});
