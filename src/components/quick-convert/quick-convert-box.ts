/**
 * Wires a Quick convert form. This part ships with the page, so it only listens: the code that
 * reads and answers the question (answer-box.ts, with the parser and every unit) is imported on
 * the first focus or keystroke. A question in the address (`?q=`) is asked at once: the form's
 * Reload button puts it there, so that reloading after a deploy keeps what was typed.
 */
type AnswerBox = typeof import("./answer-box");

/** Why the answering code did not load: offline, the connection; online, a deploy removed it. */
const loadFailure = {
  offline: "Quick convert could not load; check the connection and try again.",
  updated: "The site was updated since this page opened: reload the page to use Quick convert.",
};

export function attachQuickConvert(form: HTMLFormElement): void {
  const input = form.querySelector("input");
  const result = form.querySelector<HTMLElement>('[data-testid="quick-result"]');
  const reload = form.querySelector<HTMLElement>("[data-reload]");
  if (!input || !result || !reload) return;
  let answerBox: Promise<AnswerBox> | undefined;
  const load = () => {
    answerBox ??= import(/* whole-graph */ "./answer-box").catch((error: unknown) => {
      answerBox = undefined;
      throw error;
    });
    return answerBox;
  };
  const showLoadFailure = () => {
    // Online, the page offers to reload. The texts are here rather than in the form's HTML,
    // where they came before the first answer of the home page (its first round trip).
    result.textContent = loadFailure[navigator.onLine ? "updated" : "offline"];
    result.dataset["state"] = "error";
    reload.hidden = !navigator.onLine;
  };
  const answer = () => {
    load().then((box) => box.showAnswer(form, input.value), showLoadFailure);
  };
  // The page again, with its address (a converter keeps its values there) and the question.
  reload.onclick = () => {
    const query = new URLSearchParams(location.search);
    query.set("q", input.value);
    location.search = query.toString();
  };
  // Loading starts on focus; load() keeps one import however often the field is focused.
  input.onfocus = () => void load().catch(() => undefined);
  input.oninput = answer;
  form.onsubmit = (event) => {
    event.preventDefault();
    load().then((box) => box.openAnswer(form, input.value), showLoadFailure);
  };
  // Text typed before this script ran (a slow connection, or a page restored from history), or
  // the question in the address.
  input.value ||= new URLSearchParams(location.search).get("q") ?? "";
  if (input.value !== "") answer();
}
