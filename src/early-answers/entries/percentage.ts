/** The percentage page's early answer (see ../island-answer.ts). */
import { answerIslandBeforeHydration } from "../island-answer";
import { percentageEarlyTexts } from "../percentage";

answerIslandBeforeHydration(percentageEarlyTexts);
