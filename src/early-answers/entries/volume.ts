/** The volume converter page's early answer (see ../runtime.ts). */
import { volumeConverter } from "../../lib/converters/volume";
import { answerConverterEarly } from "../converter";

answerConverterEarly(volumeConverter);
