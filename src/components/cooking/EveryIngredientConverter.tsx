import IngredientConverter from "./IngredientConverter";
import { ingredientChoices } from "../../lib/ingredients/choice-list";

/**
 * The cooking page's ingredient converter, with every ingredient to choose from: the list comes
 * with its code (loaded when the visitor reaches into it), not with the page's HTML.
 */
export default function EveryIngredientConverter() {
  return <IngredientConverter choices={ingredientChoices} />;
}
