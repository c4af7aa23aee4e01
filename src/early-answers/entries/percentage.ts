/** The percentage page's early answer (see ../runtime.ts). */
import { answerBeforeHydration } from "../runtime";
import { percentageEarlyTexts } from "../percentage";

answerBeforeHydration(percentageEarlyTexts);
