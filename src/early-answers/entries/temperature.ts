/** The temperature converter page's early answer (see ../runtime.ts). */
import { temperatureConverter } from "../../lib/converters/temperature";
import { answerConverterEarly } from "../converter";

answerConverterEarly(temperatureConverter);
