/**
 * The props that let an island's element take part in its early answer (src/early-answers/).
 * A slot's text is rewritten before hydration, so React is told to accept the difference.
 */
import { earlyAttributes } from "../../early-answers/attributes";

/**
 * A field the early answer reads, by name.
 * @example <input {...earlyField("value")} />
 */
export function earlyField(name: string): Record<string, string> {
  return { [earlyAttributes.field]: name };
}

/**
 * An element whose first text the early answer rewrites, by name.
 * @example <p {...earlySlot("result-number")}>{number}</p>
 */
export function earlySlot(name: string): Record<string, string | boolean> {
  return { [earlyAttributes.slot]: name, suppressHydrationWarning: true };
}

/** An element that shows a detail of the server's answer, hidden while an early answer shows. */
export const earlyStale: Record<string, string> = { [earlyAttributes.stale]: "" };

/** The server's placeholder for an answer it cannot give ("Loading..."), hidden while an early answer shows. */
export const earlyPlaceholder: Record<string, string> = { [earlyAttributes.placeholder]: "" };

/**
 * Markup rendered beside that placeholder only for the early answer to fill in (its slots hold a
 * space): shown only while an early answer shows.
 */
export const earlyAnswerOnly: Record<string, string> = { [earlyAttributes.answerOnly]: "" };
