/** The colour converter page's early answer (see ../runtime.ts). */
import { answerColorEarly } from "../color";

answerColorEarly();
