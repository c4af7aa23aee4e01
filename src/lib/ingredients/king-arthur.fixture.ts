/**
 * The rows of King Arthur Baking's ingredient weight chart that ingredients cite, as the chart
 * (chart.js) holds them: row name, volume amount and unit, and grams. citations.test.ts checks each
 * citation against them.
 */

/** A chart row: its name as the chart writes it, its measure and its grams. */
export interface KingArthurRow {
  readonly row: string;
  readonly amount: number;
  readonly unit: string;
  readonly grams: number | string;
}

export const kingArthurRows: readonly KingArthurRow[] = [
  { row: "all-purpose flour", amount: 1, unit: "cup", grams: 120 },
  { row: "almond flour", amount: 1, unit: "cup", grams: 96 },
  { row: "almonds, whole (unblanched)", amount: 1, unit: "cup", grams: 142 },
  { row: "applesauce", amount: 1, unit: "cup", grams: 255 },
  {
    row: "baker's special sugar (superfine sugar, castor sugar)",
    amount: 1,
    unit: "cup",
    grams: 190,
  },
  { row: "baking powder", amount: 1, unit: "teaspoon", grams: 4 },
  { row: "bananas (mashed)", amount: 1, unit: "cup", grams: 227 },
  { row: "barley (pearled)", amount: 1, unit: "cup", grams: 213 },
  { row: "bell peppers (fresh)", amount: 1, unit: "cup", grams: 142 },
  { row: "blueberries (fresh)", amount: 1, unit: "cup", grams: 170 },
  { row: "bread flour", amount: 1, unit: "cup", grams: 120 },
  { row: "bulgur", amount: 1, unit: "cup", grams: 152 },
  { row: "buttermilk", amount: 1, unit: "cup", grams: 227 },
  { row: "carrots (diced)", amount: 1, unit: "cup", grams: 142 },
  { row: "celery (diced)", amount: 1, unit: "cup", grams: 142 },
  {
    row: "cheese (grated cheddar, jack, mozzarella, or swiss)",
    amount: 1,
    unit: "cup",
    grams: 113,
  },
  { row: "cheese (ricotta)", amount: 1, unit: "cup", grams: 227 },
  { row: "chocolate chips", amount: 1, unit: "cup", grams: 170 },
  { row: "coconut (sweetened, shredded)", amount: 1, unit: "cup", grams: 85 },
  { row: "corn syrup", amount: 1, unit: "cup", grams: 312 },
  { row: "cornmeal (yellow, quaker)", amount: 1, unit: "cup", grams: 156 },
  { row: "cream (heavy cream, light cream, or half & half)", amount: 1, unit: "cup", grams: 227 },
  { row: "cream cheese", amount: 1, unit: "cup", grams: 227 },
  { row: "medium rye flour", amount: 1, unit: "cup", grams: 106 },
  { row: "mushrooms (sliced)", amount: 1, unit: "cup", grams: 78 },
  { row: "oats (old-fashioned or quick-cooking)", amount: 1, unit: "cup", grams: 89 },
  { row: "onions (fresh, diced)", amount: 1, unit: "cup", grams: 142 },
  { row: "peanuts (whole, shelled)", amount: 1, unit: "cup", grams: 142 },
  { row: "pumpkin purée", amount: 1, unit: "cup", grams: 227 },
  { row: "quinoa (whole)", amount: 1, unit: "cup", grams: 177 },
  { row: "raisins (loose)", amount: 1, unit: "cup", grams: 149 },
  { row: "raspberries (fresh)", amount: 1, unit: "cup", grams: 120 },
  { row: "rice flour (white)", amount: 1, unit: "cup", grams: 142 },
  { row: "self-rising flour", amount: 1, unit: "cup", grams: 113 },
  { row: "semolina flour", amount: 1, unit: "cup", grams: 163 },
  { row: "sour cream", amount: 1, unit: "cup", grams: 227 },
  { row: "strawberries (fresh sliced)", amount: 1, unit: "cup", grams: 167 },
  { row: "unbleached cake flour", amount: 1, unit: "cup", grams: 120 },
  { row: "vegetable oil", amount: 1, unit: "cup", grams: 198 },
  { row: "walnuts (chopped)", amount: 1, unit: "cup", grams: 113 },
  { row: "white chocolate chips", amount: 1, unit: "cup", grams: 170 },
  { row: "whole wheat flour (premium 100%)", amount: 1, unit: "cup", grams: 113 },
  { row: "yogurt", amount: 1, unit: "cup", grams: 227 },
];
