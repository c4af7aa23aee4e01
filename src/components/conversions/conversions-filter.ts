/**
 * The list of every conversion (/conversions): its filter field narrows the links as the visitor
 * types and opens the sections that keep some; "Open all" opens or closes every section; a link
 * to a section (/conversions#length) opens it. All links are in the HTML, and without JavaScript
 * each section opens by its summary.
 */
import { filterStatus, filterWords, linkMatches } from "../../lib/unit-pairs/list-filter";

interface Section {
  element: HTMLDetailsElement;
  groups: { element: HTMLElement; links: { item: HTMLElement; text: string }[] }[];
}

/** Wires the filter, the "Open all" button and the sections of the page; nothing where none is. */
export function initConversionsFilter(): void {
  const input = document.querySelector<HTMLInputElement>("#conversions-filter");
  const status = document.querySelector<HTMLElement>("#conversions-filter-status");
  const toggleAll = document.querySelector<HTMLButtonElement>("[data-toggle-sections]");
  if (!input || !status || !toggleAll) return;
  const sections: Section[] = [
    ...document.querySelectorAll<HTMLDetailsElement>("details[data-section]"),
  ].map((element) => ({
    element,
    groups: [...element.querySelectorAll<HTMLElement>("[data-group]")].map((group) => ({
      element: group,
      links: [...group.querySelectorAll<HTMLElement>("li")].map((item) => ({
        item,
        text: `${element.dataset["section"] ?? ""} ${item.textContent}`,
      })),
    })),
  }));

  const showToggleLabel = () => {
    toggleAll.textContent = sections.some(({ element }) => !element.open && !element.hidden)
      ? "Open all"
      : "Close all";
  };
  // Which sections the visitor had open before filtering, restored when the filter is cleared.
  let openBefore: boolean[] | null = null;
  const filter = () => {
    const words = filterWords(input.value);
    if (words.length === 0) {
      for (const [index, section] of sections.entries()) {
        section.element.hidden = false;
        if (openBefore) section.element.open = openBefore[index] ?? false;
        for (const group of section.groups) {
          group.element.hidden = false;
          for (const link of group.links) link.item.hidden = false;
        }
      }
      openBefore = null;
      status.textContent = "";
      showToggleLabel();
      return;
    }
    openBefore ??= sections.map(({ element }) => element.open);
    let total = 0;
    for (const section of sections) {
      let inSection = 0;
      for (const group of section.groups) {
        let inGroup = 0;
        for (const link of group.links) {
          const match = linkMatches(link.text, words);
          link.item.hidden = !match;
          if (match) inGroup += 1;
        }
        group.element.hidden = inGroup === 0;
        inSection += inGroup;
      }
      section.element.hidden = inSection === 0;
      section.element.open = inSection > 0;
      total += inSection;
    }
    status.textContent = filterStatus(total, input.value);
    showToggleLabel();
  };

  input.addEventListener("input", filter);
  toggleAll.addEventListener("click", () => {
    const open = sections.some(({ element }) => !element.open && !element.hidden);
    for (const { element } of sections) if (!element.hidden) element.open = open;
    showToggleLabel();
  });
  for (const { element } of sections) element.addEventListener("toggle", showToggleLabel);
  toggleAll.hidden = false;

  const openTarget = () => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
  };
  window.addEventListener("hashchange", openTarget);
  openTarget();
  // A field the browser filled back in (back and forward) filters at once.
  if (input.value !== "") filter();
  else showToggleLabel();
}
