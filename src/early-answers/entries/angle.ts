/** The angle converter page's early answer (see ../runtime.ts). */
import { angleConverter } from "../../lib/converters/angle";
import { answerConverterEarly } from "../converter";

answerConverterEarly(angleConverter);
