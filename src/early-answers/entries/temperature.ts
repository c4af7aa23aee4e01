/** The temperature converter page's early answer (see ../runtime.ts). */
import { temperatureConverter } from "../../lib/measures/temperature/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(temperatureConverter);
