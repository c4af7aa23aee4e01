/** The weight converter page's early answer (see ../runtime.ts). */
import { weightConverter } from "../../lib/converters/weight";
import { answerConverterEarly } from "../converter";

answerConverterEarly(weightConverter);
