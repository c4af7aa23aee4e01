/**
 * What the calculator answers for a question one of the site's other tools owns ('100 usd to eur',
 * '3 pm new york in tokyo', '255 in hex', '#ff8800 to rgb', 'bmi 180 cm 75 kg'): the answer in one
 * line, how the question was read, and the tool's page to open with the values filled in.
 */

/** The tools whose questions the calculator answers or hands on. */
export type AnsweringTool = "currency" | "time-zone" | "number-base" | "color" | "bmi" | "age";

/** An answer (or the one-line reason there is none) to a question of another tool. */
export type ToolAnswer =
  | {
      readonly kind: "tool";
      readonly tool: AnsweringTool;
      /** The answer, e.g. '100 USD = 85.20 EUR'; null when the tool's page answers it (BMI, age). */
      readonly resultText: string | null;
      /** How the question was read, e.g. '100 US dollars → euros'. */
      readonly readAs: string;
      /** What the answer rests on, e.g. 'Rates of 1 December 2026 (built in).'; null if nothing. */
      readonly note: string | null;
      /** The tool's page with the values filled in, and the link's words. */
      readonly link: { readonly href: string; readonly text: string } | null;
    }
  | { readonly kind: "error"; readonly message: string };
