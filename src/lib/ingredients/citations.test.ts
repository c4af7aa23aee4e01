import { describe, expect, it } from "vitest";
import type { Citation, Ingredient } from "./define";
import { ingredients } from "./index";
import { kingArthurRows } from "./king-arthur.fixture";
import { usdaSr26Lines } from "./usda-sr26.fixture";

const all: readonly Ingredient[] = ingredients;

/** Every citation of an ingredient: its figure's and the one shown beside it for comparison. */
function citationsOf(ingredient: Ingredient): readonly Citation[] {
  return ingredient.compare ? [ingredient.citation, ingredient.compare] : [ingredient.citation];
}

/** A line of an SR26 file split into its fields, the text fields' ~ quotes removed. */
function fields(line: string): string[] {
  return line.split("^").map((field) => field.replace(/^~(.*)~$/, "$1"));
}

/** The portion unit a USDA measure description starts with ('cup, chopped' → cup). */
const usdaUnitWords: Readonly<Record<string, string>> = {
  cup: "cup",
  tbsp: "tablespoon",
  tsp: "teaspoon",
  stick: "stick",
};

/** The portion unit of a King Arthur chart row's volume unit. */
const kingArthurUnitWords: Readonly<Record<string, string>> = {
  cup: "cup",
  cups: "cup",
  tablespoon: "tablespoon",
  tablespoons: "tablespoon",
  teaspoon: "teaspoon",
  teaspoons: "teaspoon",
};

/** Words that are units, not ingredient names; no alias may be one. */
const unitWords = [
  "cup",
  "cups",
  "c",
  "tablespoon",
  "tablespoons",
  "tbsp",
  "tbs",
  "teaspoon",
  "teaspoons",
  "tsp",
  "stick",
  "sticks",
  "g",
  "gram",
  "grams",
  "kg",
  "oz",
  "ounce",
  "ounces",
  "lb",
  "lbs",
  "pound",
  "pounds",
  "ml",
  "milliliter",
  "milliliters",
  "l",
  "liter",
  "liters",
  "litre",
  "litres",
  "fl oz",
  "pint",
  "pints",
  "quart",
  "quarts",
  "pinch",
  "dash",
];

/** The families in the order of the IngredientFamily union, the order of the list. */
const familyOrder = [
  "Flours and starches",
  "Sugars and syrups",
  "Fats and oils",
  "Dairy and eggs",
  "Grains, pasta and legumes",
  "Nuts, seeds and chocolate",
  "Leavening, salt and spices",
  "Fruit and vegetables",
  "Water and other liquids",
];

describe("ingredient citations", () => {
  const usdaCitations = all.flatMap((ingredient) =>
    citationsOf(ingredient)
      .filter((citation) => citation.source === "usdaSr26")
      .map((citation) => [ingredient.slug, citation] as const),
  );
  const kingArthurCitations = all.flatMap((ingredient) =>
    citationsOf(ingredient)
      .filter((citation) => citation.source === "kingArthur")
      .map((citation) => [ingredient.slug, citation] as const),
  );

  it.each(usdaCitations)("%s: the USDA entry and household weight are SR26's", (_, citation) => {
    const match = /^NDB (\d{5}), (.+)$/.exec(citation.entry);
    expect(match, citation.entry).not.toBeNull();
    const [, ndb = "", description] = match ?? [];
    const lines = usdaSr26Lines[ndb];
    expect(lines, `NDB ${ndb} is in the fixture`).toBeDefined();
    const food = fields(lines?.foodDes ?? "");
    expect(food[0]).toBe(ndb);
    expect(food[2]).toBe(description);

    const weights = (lines?.weights ?? []).map(fields);
    expect(weights.every((weight) => weight[0] === ndb)).toBe(true);
    const matching = weights.filter(([, , amount = "", measure = "", grams]) => {
      const count = Number(amount);
      return (
        count === citation.portion.count &&
        `${count} ${measure}` === citation.measureText &&
        grams === citation.grams &&
        usdaUnitWords[measure.split(/[\s,(]/)[0] ?? ""] === citation.portion.unit.key
      );
    });
    expect(
      matching,
      `a WEIGHT line of ${ndb} reads ${citation.measureText} = ${citation.grams} g`,
    ).toHaveLength(1);
  });

  it.each(kingArthurCitations)(
    "%s: the King Arthur row and grams are the chart's",
    (_, citation) => {
      // The chart writes its rows lowercase; the citations capitalise them as a heading would.
      const row = kingArthurRows.find(
        (candidate) => candidate.row.toLowerCase() === citation.entry.toLowerCase(),
      );
      expect(row, citation.entry).toBeDefined();
      expect(String(row?.grams)).toBe(citation.grams);
      expect(row?.amount).toBe(citation.portion.count);
      expect(`${row?.amount} ${row?.unit}`).toBe(citation.measureText);
      expect(kingArthurUnitWords[row?.unit ?? ""]).toBe(citation.portion.unit.key);
    },
  );

  it("the fixtures hold only what is cited", () => {
    const citedNdbs = new Set(usdaCitations.map(([, citation]) => citation.entry.slice(4, 9)));
    expect(Object.keys(usdaSr26Lines).sort()).toEqual([...citedNdbs].sort());
    const citedRows = new Set(
      kingArthurCitations.map(([, citation]) => citation.entry.toLowerCase()),
    );
    expect(kingArthurRows.map((row) => row.row).sort()).toEqual([...citedRows].sort());
  });

  it("a compared figure is for the same measure as the cited one", () => {
    for (const ingredient of all) {
      if (!ingredient.compare) continue;
      expect(ingredient.compare.source, ingredient.slug).not.toBe(ingredient.citation.source);
      expect(ingredient.compare.portion, ingredient.slug).toEqual(ingredient.citation.portion);
    }
  });
});

describe("ingredient names", () => {
  it("there are at least 48 ingredients", () => {
    expect(all.length).toBeGreaterThanOrEqual(48);
  });

  it("slugs are unique lowercase-hyphenated path segments", () => {
    const slugs = all.map((ingredient) => ingredient.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("every name and alias is unique across all ingredients, ignoring case", () => {
    const seen = new Map<string, string>();
    for (const ingredient of all) {
      for (const term of [ingredient.name, ...ingredient.aliases]) {
        const key = term.toLowerCase();
        expect(seen.get(key), `"${term}" of ${ingredient.slug}`).toBeUndefined();
        seen.set(key, ingredient.slug);
      }
    }
  });

  it("no name, plural, slug or alias names two ingredients, hyphens read as spaces", () => {
    const owner = new Map<string, string>();
    for (const ingredient of all) {
      const terms = [ingredient.name, ingredient.plural, ingredient.slug, ...ingredient.aliases];
      for (const term of terms) {
        const key = term.toLowerCase().replace(/[-_]/g, " ").replace(/\s+/g, " ");
        expect(owner.get(key) ?? ingredient.slug, `"${term}" of ${ingredient.slug}`).toBe(
          ingredient.slug,
        );
        owner.set(key, ingredient.slug);
      }
    }
  });

  it("no alias is another ingredient's name or plural", () => {
    for (const ingredient of all) {
      const others = all.filter((other) => other !== ingredient);
      const otherNames = new Set(
        others.flatMap((other) => [other.name.toLowerCase(), other.plural.toLowerCase()]),
      );
      for (const alias of ingredient.aliases) {
        expect(otherNames.has(alias.toLowerCase()), `${ingredient.slug}: ${alias}`).toBe(false);
      }
    }
  });

  it("names and aliases are lowercase, trimmed, and no alias is a unit word", () => {
    for (const ingredient of all) {
      for (const term of [ingredient.name, ingredient.plural, ...ingredient.aliases]) {
        expect(term, ingredient.slug).toBe(term.toLowerCase());
        expect(term, ingredient.slug).toBe(term.trim());
        expect(term, ingredient.slug).not.toBe("");
      }
      for (const alias of ingredient.aliases) {
        expect(unitWords, `${ingredient.slug}: ${alias}`).not.toContain(alias);
      }
    }
  });

  it('no name or alias contains a digit, except "2% milk"', () => {
    for (const ingredient of all) {
      for (const term of [ingredient.name, ingredient.plural, ...ingredient.aliases]) {
        if (term === "2% milk") continue;
        expect(term, ingredient.slug).not.toMatch(/\d/);
      }
    }
  });

  it("families come in the order of IngredientFamily, each once as a run", () => {
    const order = all.map((ingredient) => familyOrder.indexOf(ingredient.family));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(familyOrder.length);
  });

  it("each says how its measure is filled", () => {
    for (const ingredient of all) expect(ingredient.filled.trim(), ingredient.slug).not.toBe("");
  });
});
