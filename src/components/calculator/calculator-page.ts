/**
 * The calculator page's own behaviour beside its box: the address follows what is typed (so an
 * answer can be shared), and answered queries are kept on this device as a list of links, which
 * the visitor can clear.
 */
import { calculatorHistoryKey, readHistory, withQuery } from "../../lib/calculator/history";

/** How long the text must rest before it is kept in the history. */
const keepAfterMs = 1500;

function storedHistory(): string[] {
  try {
    return readHistory(localStorage.getItem(calculatorHistoryKey));
  } catch {
    return [];
  }
}

function store(history: readonly string[]): void {
  try {
    if (history.length === 0) localStorage.removeItem(calculatorHistoryKey);
    else localStorage.setItem(calculatorHistoryKey, JSON.stringify(history));
  } catch {
    // Storage blocked: the list lasts as long as the page.
  }
}

export function attachCalculatorPage(form: HTMLFormElement, section: HTMLElement): void {
  const input = form.querySelector("input");
  const list = section.querySelector<HTMLOListElement>("ol");
  const clear = section.querySelector<HTMLButtonElement>("[data-clear-history]");
  const empty = section.querySelector<HTMLElement>("[data-history-empty]");
  if (!input || !list || !clear || !empty) return;
  let kept = storedHistory();
  const render = () => {
    list.replaceChildren(
      ...kept.map((query) => {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = `/calculator?${new URLSearchParams({ q: query })}`;
        link.textContent = query;
        link.className = "text-brand underline underline-offset-2 hover:no-underline wrap-anywhere";
        item.append(link);
        return item;
      }),
    );
    list.hidden = kept.length === 0;
    clear.hidden = kept.length === 0;
    empty.hidden = kept.length > 0;
  };
  section.hidden = false;
  render();
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  const keep = (text: string) => {
    kept = withQuery(storedHistory(), text);
    store(kept);
    render();
  };
  form.addEventListener("quick-answer", (event) => {
    const { text, answer } = (event as CustomEvent<{ text: string; answer: { kind: string } }>)
      .detail;
    const address = new URL(location.href);
    if (text.trim() === "") address.searchParams.delete("q");
    else address.searchParams.set("q", text);
    history.replaceState(history.state, "", address);
    clearTimeout(keepTimer);
    if (answer.kind !== "error" && answer.kind !== "empty") {
      keepTimer = setTimeout(() => keep(text), keepAfterMs);
    }
  });
  form.addEventListener("submit", () => {
    clearTimeout(keepTimer);
    if (input.value.trim() !== "") keep(input.value);
  });
  clear.onclick = () => {
    kept = [];
    store(kept);
    render();
    input.focus();
  };
}
