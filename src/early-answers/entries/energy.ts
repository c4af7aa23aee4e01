/** The energy converter page's early answer (see ../runtime.ts). */
import { energyConverter } from "../../lib/measures/energy/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(energyConverter);
