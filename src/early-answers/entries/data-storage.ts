/** The data storage converter page's early answer (see ../runtime.ts). */
import { dataStorageConverter } from "../../lib/converters/data-storage";
import { answerConverterEarly } from "../converter";

answerConverterEarly(dataStorageConverter);
