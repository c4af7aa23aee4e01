/** The power converter page's early answer (see ../runtime.ts). */
import { powerConverter } from "../../lib/converters/power";
import { answerConverterEarly } from "../converter";

answerConverterEarly(powerConverter);
