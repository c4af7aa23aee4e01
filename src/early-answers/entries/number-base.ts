/** The number base page's early answer (see ../island-answer.ts). */
import { answerIslandBeforeHydration } from "../island-answer";
import { numberBaseEarlyTexts } from "../number-base";

answerIslandBeforeHydration(numberBaseEarlyTexts);
