/** The time zone page's early answer (see ../timezone.ts). */
import { answerTimezoneEarly } from "../timezone";

answerTimezoneEarly();
