/** The weight converter page's early answer (see ../runtime.ts). */
import { weightConverter } from "../../lib/measures/weight/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(weightConverter);
