/**
 * The other tools' questions the calculator box answers, in one reader: a colour, a number in
 * another base, money, a time in another place, or a link to BMI or age with the values filled in.
 * Loaded apart from the calculator, the first time a query is no conversion or calculation; each
 * tool's reader is a file of its own, fetched side by side.
 */
import type { ToolQuestions } from "./answer-query";
import { fixedRatesSnapshot } from "../currency/fixed-rates";

/**
 * Every tool's reader, loaded; the reader returned asks each in turn.
 * @example (await loadToolQuestions())("255 in hex")?.kind // "tool"
 */
export async function loadToolQuestions(): Promise<ToolQuestions> {
  const [color, numberBase, links, timeZone, currency] = await Promise.all([
    import("./color-question"),
    import("./number-base-question"),
    import("./tool-links"),
    import("./time-zone-question"),
    import("./currency-question"),
  ]);
  return (text) =>
    color.answerColorQuestion(text) ??
    numberBase.answerNumberBaseQuestion(text) ??
    links.answerToolLinkQuestion(text) ??
    timeZone.answerTimeZoneQuestion(text, new Date()) ??
    currency.answerCurrencyQuestion(text, fixedRatesSnapshot);
}
