/** The speed converter page's early answer (see ../runtime.ts). */
import { speedConverter } from "../../lib/converters/speed";
import { answerConverterEarly } from "../converter";

answerConverterEarly(speedConverter);
