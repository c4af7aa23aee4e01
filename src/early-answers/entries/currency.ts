/** The currency converter page's early answer (see ../runtime.ts). */
import { answerCurrencyEarly } from "../currency";

answerCurrencyEarly();
