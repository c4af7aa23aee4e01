/** The age calculator page's early answer (see ../age.ts). */
import { answerAgeEarly } from "../age";

answerAgeEarly();
