/** The cooking page's early answer, after each of its two islands (see ../runtime.ts). */
import { answerCookingEarly } from "../cooking";

answerCookingEarly();
