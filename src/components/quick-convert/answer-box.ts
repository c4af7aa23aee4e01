/**
 * Shows the answer to what was typed in a Quick convert form: the answer (or the one-line reason
 * there is none) in the live region, how the text was read, and a link to the page that answers
 * it at length (a pair page with the typed amount, another tool with its values). Loaded on demand
 * by quick-convert-box.ts; the other tools' readers load apart, the first time a query needs them.
 */
import { type ConverterId } from "../../lib/measures";
import { converters } from "../../lib/measures/all";
import {
  answerQuery,
  type ConversionAnswer,
  type QueryAnswer,
  type ToolQuestions,
} from "../../lib/calculator/answer-query";

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

function conversionLink(form: HTMLFormElement, answer: ConversionAnswer): AnswerLink | null {
  // An ingredient's answer opens its page, with the tables of cups and grams.
  if (answer.kind === "ingredient") {
    return { href: answer.page.path, text: `Open ${answer.page.heading}` };
  }
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

function answerLink(form: HTMLFormElement, answer: QueryAnswer): AnswerLink | null {
  if (answer.kind === "conversion") return conversionLink(form, answer.conversion);
  return answer.kind === "tool" ? answer.answer.link : null;
}

/** The note under an answer: which meaning of a unit's name was read, and the other's answer. */
function noteElement(note: string): HTMLElement {
  const element = document.createElement("span");
  element.dataset["testid"] = "quick-note";
  element.className = "block text-sm font-normal text-muted";
  element.textContent = note;
  return element;
}

let toolQuestions: ToolQuestions | undefined;
let toolQuestionsLoading: Promise<unknown> | undefined;

/** The other tools' readers, loaded once; the answer is shown again when they arrive. */
function loadToolQuestions(then: () => void): void {
  toolQuestionsLoading ??= import("../../lib/calculator/tool-questions").then(
    async (module) => {
      toolQuestions = await module.loadToolQuestions();
    },
    () => {
      toolQuestionsLoading = undefined;
    },
  );
  void toolQuestionsLoading.then(then);
}

/** Puts the answer to the typed text into the form's result, reading and link. */
export function showAnswer(form: HTMLFormElement, text: string): QueryAnswer {
  const result = form.querySelector<HTMLElement>('[data-testid="quick-result"]');
  const reading = form.querySelector<HTMLElement>('[data-testid="quick-reading"]');
  const link = form.querySelector<HTMLAnchorElement>("a[data-quick-link]");
  const answer = answerQuery(text, toolQuestions);
  if (!result || !link) return answer;
  // A question no reading answered may be another tool's: ask again once their readers load.
  if (answer.kind === "error" && toolQuestions === undefined) {
    loadToolQuestions(() => {
      const input = form.querySelector("input");
      if (input?.value === text && toolQuestions) showAnswer(form, text);
    });
  }
  const target = answerLink(form, answer);
  if (answer.kind === "error") {
    result.textContent = answer.message;
    result.dataset["state"] = "error";
  } else if (answer.kind === "empty") {
    result.textContent = "";
    delete result.dataset["state"];
  } else {
    result.textContent = answer.line;
    // A space keeps the two apart in the text a screen reader or a copy gets.
    for (const note of answer.notes) result.append(" ", noteElement(note));
    delete result.dataset["state"];
  }
  if (reading) {
    const readAs = answer.kind === "error" || answer.kind === "empty" ? "" : answer.readAs;
    reading.textContent = readAs === "" ? "" : `Read as: ${readAs}`;
    reading.hidden = readAs === "";
  }
  link.hidden = target === null;
  if (target) {
    link.href = target.href;
    link.textContent = target.text;
  } else {
    link.removeAttribute("href");
  }
  form.dispatchEvent(new CustomEvent("quick-answer", { detail: { text, answer } }));
  return answer;
}

/** Enter in the box: opens the answer's page, or shows why there is none. */
export function openAnswer(form: HTMLFormElement, text: string): void {
  const answer = showAnswer(form, text);
  const target = answerLink(form, answer);
  // On the calculator page, Enter keeps the answer where it is: it is the page.
  if (target && form.dataset["stay"] === undefined) window.location.assign(target.href);
}
