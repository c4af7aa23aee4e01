/** The BMI page's early answer (see ../runtime.ts). */
import { answerBmiEarly } from "../bmi";

answerBmiEarly();
