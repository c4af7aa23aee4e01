/**
 * Every ingredient as the ingredient converter offers it (choices.ts). Evaluated at build time
 * (src/integrations/evaluated-units.ts), so the browser gets this list as literals, without the
 * ingredients' sources, aliases and the code that works it out.
 */
import { ingredientChoice } from "./density";
import { ingredients } from "./index";

export const ingredientChoices = ingredients.map(ingredientChoice);
