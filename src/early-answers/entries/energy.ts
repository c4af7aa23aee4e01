/** The energy converter page's early answer (see ../runtime.ts). */
import { energyConverter } from "../../lib/converters/energy";
import { answerConverterEarly } from "../converter";

answerConverterEarly(energyConverter);
