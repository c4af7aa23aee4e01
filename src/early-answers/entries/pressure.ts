/** The pressure converter page's early answer (see ../runtime.ts). */
import { pressureConverter } from "../../lib/measures/pressure/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(pressureConverter);
