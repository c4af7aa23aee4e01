/**
 * Shows a Quick convert answer in its form: the answer (or the one-line reason there is none) in
 * the live region, and a link to the pair page that opens with the typed amount. Loaded on demand
 * by quick-convert-box.ts.
 */
import { type ConverterId } from "../../lib/measures";
import { converters } from "../../lib/measures/all";
import { answerQuickQuery, type QuickAnswer } from "../../lib/quick-convert";

interface AnswerLink {
  href: string;
  text: string;
}

function readPaths(form: HTMLFormElement): Partial<Record<ConverterId, string>> {
  try {
    return JSON.parse(form.dataset["paths"] ?? "{}") as Partial<Record<ConverterId, string>>;
  } catch {
    return {};
  }
}

function answerLink(form: HTMLFormElement, answer: QuickAnswer): AnswerLink | null {
  // An ingredient's answer opens its page, with the tables of cups and grams.
  if (answer.kind === "ingredient") {
    return { href: answer.page.path, text: `Open ${answer.page.heading}` };
  }
  if (answer.kind !== "answer" && answer.kind !== "download-time") return null;
  const base = readPaths(form)[answer.measure];
  if (base === undefined) return null;
  // A download time opens the data transfer rate page, whose second form works it out.
  if (answer.kind === "download-time") {
    return { href: base, text: `Open the ${converters[answer.measure].measureName} converter` };
  }
  const query =
    answer.valueText === null || answer.link === null
      ? ""
      : `?${new URLSearchParams({ value: answer.valueText, ...answer.link })}`;
  return answer.pair
    ? { href: `${base}/${answer.pair.slug}${query}`, text: `Open ${answer.pair.heading}` }
    : {
        href: `${base}${query}`,
        text: `Open the ${converters[answer.measure].measureName} converter`,
      };
}

/** The note under an answer: which meaning of a unit's name was read, and the other's answer. */
function noteElement(note: string): HTMLElement {
  const element = document.createElement("span");
  element.dataset["testid"] = "quick-note";
  element.className = "block text-sm font-normal text-muted";
  element.textContent = note;
  return element;
}

/** Puts the answer to the typed text into the form's result and link. */
export function showAnswer(form: HTMLFormElement, text: string): void {
  const result = form.querySelector<HTMLElement>('[data-testid="quick-result"]');
  const link = form.querySelector<HTMLAnchorElement>("a[data-quick-link]");
  if (!result || !link) return;
  const answer = answerQuickQuery(text);
  const target = answerLink(form, answer);
  if (answer.kind === "answer" || answer.kind === "download-time" || answer.kind === "ingredient") {
    const verb = answer.kind === "download-time" ? "takes" : "=";
    result.textContent = `${answer.sourceText} ${verb} ${answer.resultText}`;
    // A space keeps the two apart in the text a screen reader or a copy gets.
    if (answer.note !== null) result.append(" ", noteElement(answer.note));
    delete result.dataset["state"];
  } else if (answer.kind === "error") {
    result.textContent = answer.message;
    result.dataset["state"] = "error";
  } else {
    result.textContent = "";
    delete result.dataset["state"];
  }
  link.hidden = target === null;
  if (target) {
    link.href = target.href;
    link.textContent = target.text;
  } else {
    link.removeAttribute("href");
  }
}

/** Enter in the box: opens the answer's page, or shows why there is none. */
export function openAnswer(form: HTMLFormElement, text: string): void {
  showAnswer(form, text);
  const target = answerLink(form, answerQuickQuery(text));
  if (target) window.location.assign(target.href);
}
