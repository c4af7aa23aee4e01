/**
 * What an ingredient's page says (/cooking/all-purpose-flour): its title and description, the
 * headline, the tables, the figure's source and why a cup of it varies. Every figure comes from
 * the ingredient's entry; the page only lays these out.
 */
import { ingredientSources } from "./sources";
import { figureGrams, type Citation, type Ingredient, type IngredientFamily } from "./define";
import { amountRows, cupRows, weightRows } from "./tables";
import { figureMeasure, ingredientHeadline } from "./figure";

/** The folder of the ingredient pages: the cooking converter's own path. */
export const ingredientPagesFolder = "/cooking";

/**
 * An ingredient's page path.
 * @example ingredientPagePath(flour) // "/cooking/all-purpose-flour"
 */
export function ingredientPagePath(ingredient: Ingredient): string {
  return `${ingredientPagesFolder}/${ingredient.slug}`;
}

/**
 * An ingredient's name as a title or list starts it.
 * @example ingredientTitle(flour) // "All-purpose flour"
 */
export function ingredientTitle(ingredient: Ingredient): string {
  return ingredient.name.charAt(0).toUpperCase() + ingredient.name.slice(1);
}

/** Why a cup of an ingredient of each family weighs more or less than its figure. */
const familyVariation: Readonly<Record<IngredientFamily, string>> = {
  "Flours and starches":
    "Flour packs down in its bag. A cup scooped straight from the bag can hold a fifth more than one filled with a spoon and levelled, and sifted flour holds less; that difference alone can make a cake dry or dense.",
  "Sugars and syrups":
    "Granulated sugar settles into a cup much the same way every time. Brown sugar is measured packed, and a loose cup holds about a third less; syrups and honey are heavy and cling to the cup, so a greased cup or a scale gives the full amount.",
  "Fats and oils":
    "Solid fats weigh the same whether cut from a block or pressed into a cup, as long as no air is trapped; oils are lighter than water, so a cup of oil weighs less than a cup of milk.",
  "Dairy and eggs":
    "Liquids are the steadiest to measure by the cup: read the line at eye level. Shredded and grated cheeses vary most, because how finely they are cut and how hard they are pressed changes how much fits.",
  "Grains, pasta and legumes":
    "Dry grains and beans pour into a cup evenly, but their size and shape matter: short pasta shapes or flaked grains leave more air between the pieces than rice does.",
  "Nuts, seeds and chocolate":
    "Whole nuts leave gaps that chopped or ground nuts fill, so the same cup holds a different weight depending on how they are cut; chips and seeds are steadier.",
  "Leavening, salt and spices":
    "Small amounts matter most here: a heaped spoon can hold half as much again as a level one, and salts differ by crystal, so a teaspoon of flaky salt weighs far less than a teaspoon of table salt.",
  "Fruit and vegetables":
    "Chopped produce varies with the size of the pieces and how firmly the cup is filled; the figure is for pieces about the size a recipe usually means, spooned in without pressing.",
  "Water and other liquids":
    "A cup of water is the steadiest measure there is; read a liquid measuring cup at eye level, on a flat surface.",
};

/** A cited figure as the page prints it. */
export interface CitationLine {
  source: string;
  /** The source's short name, e.g. 'King Arthur Baking'. */
  short: string;
  url: string;
  entry: string;
  /** e.g. '1 cup = 125 g'. */
  figure: string;
}

function citationLine(citation: Citation): CitationLine {
  const source = ingredientSources[citation.source];
  return {
    source: source.title,
    short: source.short,
    url: source.url,
    entry: citation.entry,
    figure: `${citation.measureText} = ${citation.grams} g`,
  };
}

/**
 * Everything an ingredient's page prints.
 * @example ingredientPage(flour).headline // "1 cup of all-purpose flour = 120 g"
 */
export function ingredientPage(ingredient: Ingredient) {
  const title = ingredientTitle(ingredient);
  const measure = figureMeasure(ingredient);
  return {
    path: ingredientPagePath(ingredient),
    title: `${title}: Cups to Grams and Grams to Cups`,
    description: `${measure} of ${ingredient.name} weighs ${figureGrams(ingredient)} g. Tables of cups, spoons and grams for ${ingredient.name}, with the source of the figure and how to measure it.`,
    h1: `${title} in grams and cups`,
    headline: ingredientHeadline(ingredient),
    filled: ingredient.filled,
    variation: familyVariation[ingredient.family],
    amounts: amountRows(ingredient),
    weights: weightRows(ingredient),
    cups: cupRows(ingredient),
    citation: citationLine(ingredient.citation),
    compare: ingredient.compare ? citationLine(ingredient.compare) : null,
    kitchenFigure: ingredient.kitchenFigure ?? null,
    keywords: [
      `${ingredient.name} cups to grams`,
      `${ingredient.name} grams to cups`,
      `1 cup ${ingredient.name} in grams`,
      ...ingredient.aliases.slice(0, 2).map((alias) => `${alias} cup in grams`),
    ],
  };
}
