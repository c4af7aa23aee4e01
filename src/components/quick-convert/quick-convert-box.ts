/**
 * Wires a Quick convert form. This part ships with the page, so it only listens: the code that
 * reads and answers the question (answer-box.ts, with the parser and every unit) is imported on
 * the first focus or keystroke.
 */
type AnswerBox = typeof import("./answer-box");

export function attachQuickConvert(form: HTMLFormElement): void {
  const input = form.querySelector("input");
  if (!input) return;
  let answerBox: Promise<AnswerBox> | undefined;
  const load = () => {
    answerBox ??= import("./answer-box").catch((error: unknown) => {
      answerBox = undefined;
      throw error;
    });
    return answerBox;
  };
  const showLoadFailure = () => {
    const result = form.querySelector<HTMLElement>('[data-testid="quick-result"]');
    if (!result) return;
    // Offline, the connection; online, a deploy since this page opened removed that code. The
    // texts are in the form's HTML (QuickConvert.astro), which costs this script no bytes.
    result.textContent = form.dataset[navigator.onLine ? "updated" : "offline"] ?? "";
    result.dataset["state"] = "error";
  };
  const answer = () => {
    load().then((box) => box.showAnswer(form, input.value), showLoadFailure);
  };
  input.addEventListener("focus", () => void load().catch(() => undefined), { once: true });
  input.addEventListener("input", answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    load().then((box) => box.openAnswer(form, input.value), showLoadFailure);
  });
  // Text typed before this script ran (a slow connection, or a page restored from history).
  if (input.value !== "") answer();
}
