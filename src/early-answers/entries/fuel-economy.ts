/** The fuel economy converter page's early answer (see ../runtime.ts). */
import { fuelEconomyConverter } from "../../lib/converters/fuel-economy";
import { answerConverterEarly } from "../converter";

answerConverterEarly(fuelEconomyConverter);
