/**
 * The notification region, without React: it renders the toasts of the $toasts store into a static
 * <section> of ToolLayout. One toast at a time, 5 s each, a 50 px swipe dismisses. (F8 focuses the
 * region through an inline script in ToolLayout, so the shortcut works before any toast exists.)
 */
import { $toasts, dismissToast, type Toast } from "../../stores/toasts";
import { toastDurationMs, toastSwipeThresholdPx } from "../../lib/timings";

function renderToast(toast: Toast): HTMLLIElement {
  const item = document.createElement("li");
  item.setAttribute("role", "status");
  item.className =
    "flex items-start gap-3 rounded-xl border border-line bg-card p-4 text-ink shadow-lg";
  const body = document.createElement("div");
  body.className = "flex-1";
  const title = document.createElement("p");
  title.className = "font-semibold";
  title.textContent = toast.title;
  body.append(title);
  if (toast.description) {
    const description = document.createElement("p");
    description.className = "text-sm text-muted";
    description.textContent = toast.description;
    body.append(description);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Dismiss notification");
  close.className = "grid size-11 place-items-center rounded-md hover:bg-subtle";
  close.textContent = "×";
  close.addEventListener("click", () => dismissToast(toast.id));
  const { action } = toast;
  let actionButton: HTMLButtonElement | null = null;
  if (action) {
    const button = document.createElement("button");
    button.type = "button";
    button.className =
      "min-h-11 shrink-0 rounded-lg bg-brand-strong px-4 text-sm font-semibold text-on-brand hover:opacity-90";
    button.textContent = action.label;
    button.addEventListener("click", () => {
      action.run();
      dismissToast(toast.id);
    });
    actionButton = button;
  }
  let startX: number | null = null;
  item.addEventListener("pointerdown", (event) => (startX = event.clientX));
  item.addEventListener("pointerup", (event) => {
    if (startX !== null && Math.abs(event.clientX - startX) >= toastSwipeThresholdPx)
      dismissToast(toast.id);
    startX = null;
  });
  item.append(body, ...(actionButton ? [actionButton] : []), close);
  return item;
}

/**
 * Connects a region element to the toast store: its toasts are drawn in the region's first list,
 * or in `list` when given (the update notice keeps its own, so page toasts never replace it).
 * @example mountToaster(document.getElementById("toast-region"))
 */
export function mountToaster(region: HTMLElement | null, list?: HTMLOListElement): void {
  if (!region) return;
  const items =
    list ?? region.querySelector("ol") ?? region.appendChild(document.createElement("ol"));
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  $toasts.subscribe((toasts) => {
    const open = toasts.filter((toast) => toast.open);
    items.replaceChildren(...open.map(renderToast));
    for (const toast of open) {
      if (!toast.persistent && !timers.has(toast.id)) {
        timers.set(
          toast.id,
          setTimeout(() => dismissToast(toast.id), toastDurationMs),
        );
      }
    }
  });
}
