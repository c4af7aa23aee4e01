/** The angle converter page's early answer (see ../runtime.ts). */
import { angleConverter } from "../../lib/measures/angle/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(angleConverter);
