/**
 * The listing's live filter. The cards are all in the static HTML; this shows or hides them.
 * The filter lives in two nanostores atoms, mirrored to the URL query (?q=...&category=...)
 * with replaceState and read back from it on load, so a link reproduces the view.
 */
import { atom } from "nanostores";
import {
  blogFilterSearch,
  parseBlogFilter,
  postMatchesFilter,
  type BlogFilter,
  type FilterablePost,
} from "../../lib/blog/blog";

/** The search text typed in the listing. */
export const $blogQuery = atom("");
/** The selected category button ('All' for every one). */
export const $blogCategory = atom("All");

/** Wires the listing on the current page to the atoms; does nothing where there is none. */
export function initBlogFilter(): void {
  const root = document.querySelector<HTMLElement>("[data-blog-listing]");
  const input = root?.querySelector<HTMLInputElement>("#blog-search");
  const empty = root?.querySelector<HTMLElement>("#blog-empty");
  const status = root?.querySelector<HTMLElement>("#blog-status");
  if (!root || !input || !empty || !status) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-category]")];
  const cards = [...root.querySelectorAll<HTMLElement>("[data-blog-card]")].map((element) => ({
    element,
    post: JSON.parse(element.dataset["post"] ?? "{}") as FilterablePost,
  }));
  const categories = buttons.map((button) => button.dataset["category"] ?? "");

  const initial = parseBlogFilter(location.search, categories);
  $blogQuery.set(initial.query);
  $blogCategory.set(initial.category);
  input.value = initial.query;

  input.addEventListener("input", () => $blogQuery.set(input.value));
  for (const button of buttons) {
    button.addEventListener("click", () => $blogCategory.set(button.dataset["category"] ?? "All"));
  }

  const render = () => {
    const filter: BlogFilter = { query: $blogQuery.get(), category: $blogCategory.get() };
    let shown = 0;
    for (const { element, post } of cards) {
      const match = postMatchesFilter(post, filter);
      element.hidden = !match;
      if (match) shown += 1;
    }
    empty.hidden = shown > 0;
    status.textContent = `${shown} of ${cards.length} articles shown`;
    for (const button of buttons) {
      button.setAttribute("aria-pressed", String(button.dataset["category"] === filter.category));
    }
    const url = location.pathname + blogFilterSearch(filter) + location.hash;
    if (url !== location.pathname + location.search + location.hash) {
      history.replaceState(history.state, "", url);
    }
  };
  $blogQuery.subscribe(render);
  $blogCategory.subscribe(render);
}
