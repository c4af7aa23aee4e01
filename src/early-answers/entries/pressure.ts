/** The pressure converter page's early answer (see ../runtime.ts). */
import { pressureConverter } from "../../lib/converters/pressure";
import { answerConverterEarly } from "../converter";

answerConverterEarly(pressureConverter);
