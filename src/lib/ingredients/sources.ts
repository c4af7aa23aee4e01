/**
 * The published tables the ingredients' figures come from. Each ingredient cites one by key and
 * names its entry; the pages print the title and link the address.
 */
export const ingredientSources = {
  usdaSr26: {
    title:
      "USDA National Nutrient Database for Standard Reference, Release 26 (2013), household weights",
    short: "USDA Standard Reference",
    // The same entries are in FoodData Central as "SR Legacy" foods, found by their NDB number.
    url: "https://fdc.nal.usda.gov/",
  },
  kingArthur: {
    title: "King Arthur Baking, Ingredient Weight Chart",
    short: "King Arthur Baking",
    url: "https://www.kingarthurbaking.com/learn/ingredient-weight-chart",
  },
} as const;

export type IngredientSourceKey = keyof typeof ingredientSources;
