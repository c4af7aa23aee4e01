/** The speed converter page's early answer (see ../runtime.ts). */
import { speedConverter } from "../../lib/measures/speed/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(speedConverter);
