/** The number base page's early answer (see ../runtime.ts). */
import { answerBeforeHydration } from "../runtime";
import { numberBaseEarlyTexts } from "../number-base";

answerBeforeHydration(numberBaseEarlyTexts);
