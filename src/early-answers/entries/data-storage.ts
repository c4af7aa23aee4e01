/** The data storage converter page's early answer (see ../runtime.ts). */
import { dataStorageConverter } from "../../lib/measures/data-storage/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(dataStorageConverter);
