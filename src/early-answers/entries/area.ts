/** The area converter page's early answer (see ../runtime.ts). */
import { areaConverter } from "../../lib/converters/area";
import { answerConverterEarly } from "../converter";

answerConverterEarly(areaConverter);
