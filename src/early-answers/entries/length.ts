/** The length converter page's early answer (see ../runtime.ts). */
import { lengthConverter } from "../../lib/converters/length";
import { answerConverterEarly } from "../converter";

answerConverterEarly(lengthConverter);
