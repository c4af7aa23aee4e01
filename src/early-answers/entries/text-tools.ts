/** The text tools page's early answer (see ../runtime.ts); Quick Stats waits with it. */
import { answerBeforeHydration } from "../runtime";
import { textToolsEarlyTexts } from "../text-tools";

answerBeforeHydration(textToolsEarlyTexts, { companion: "#quick-stats-heading" });
