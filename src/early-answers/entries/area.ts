/** The area converter page's early answer (see ../runtime.ts). */
import { areaConverter } from "../../lib/measures/area/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(areaConverter);
