/** Time, as the rates of other measures need it (per hour): not a converter of its own. */
import { exact } from "./exact";

/** Seconds in an hour (60 × 60). */
export const secondsPerHour = exact(3600);
