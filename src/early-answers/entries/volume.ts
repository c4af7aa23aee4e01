/** The volume converter page's early answer (see ../runtime.ts). */
import { volumeConverter } from "../../lib/measures/volume/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(volumeConverter);
