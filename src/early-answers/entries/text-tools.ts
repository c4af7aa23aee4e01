/** The text tools page's early answer (see ../island-answer.ts); Quick Stats waits with it. */
import { answerIslandBeforeHydration } from "../island-answer";
import { textToolsEarlyTexts } from "../text-tools";

answerIslandBeforeHydration(textToolsEarlyTexts, "#quick-stats-heading");
