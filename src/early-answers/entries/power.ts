/** The power converter page's early answer (see ../runtime.ts). */
import { powerConverter } from "../../lib/measures/power/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(powerConverter);
