/** The length converter page's early answer (see ../runtime.ts). */
import { lengthConverter } from "../../lib/measures/length/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(lengthConverter);
