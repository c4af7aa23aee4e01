/** The fuel economy converter page's early answer (see ../runtime.ts). */
import { fuelEconomyConverter } from "../../lib/measures/fuel-economy/converter";
import { answerConverterEarly } from "../converter";

answerConverterEarly(fuelEconomyConverter);
