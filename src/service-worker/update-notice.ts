/**
 * What a page does when a new version of the site arrives while it is open. The registration
 * script (src/inline-scripts/service-worker.js) imports this module, as /update-notice.js
 * (bundled from this file at build time), only then, so pages carry none of it before.
 * - The "New version available" notice: the site's toast with a Reload button. Reload asks the
 *   new worker to take over.
 * - Once a new worker has taken over (from this page's Reload, another tab's, or a navigation it
 *   took over), the page reloads with the new version's files, unless it holds something typed
 *   that its address does not carry (a text, a list, an edited field): such a page is reloaded
 *   only when its visitor chooses, by the notice's Reload, so another tab's Reload never loses
 *   what was typed here.
 * - A page being left tells its worker, so the new version can take over that navigation.
 */
import { mountToaster } from "../components/ui/toaster";
import { showToast } from "../stores/toasts";
import { leavingGraceMs, leavingMessage, skipWaitingMessage } from "../offline-support";

let watching = false;
let mounted = false;
let reloadChosen = false;
const offered = new WeakSet<ServiceWorker>();

/**
 * Whether the page holds something typed that a reload would lose: a text field or text area the
 * visitor typed in (`typedIn`, recorded by the registration script) that still holds a value the
 * address does not carry (converters keep their value in the query, and lose nothing).
 */
function holdsInput(typedIn: ReadonlySet<EventTarget>): boolean {
  const inAddress = new Set(new URLSearchParams(location.search).values());
  return [...typedIn].some(
    (field) =>
      (field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement &&
          !["checkbox", "radio", "hidden", "range", "color"].includes(field.type))) &&
      field.isConnected &&
      field.value !== "" &&
      !inAddress.has(field.value),
  );
}

/**
 * A list of its own in the page's toast region (tool pages have one; other pages get the same
 * region), so that the page's own toasts never replace the notice.
 */
function noticeList(): [HTMLElement, HTMLOListElement] {
  let region = document.getElementById("toast-region");
  if (!region) {
    region = document.createElement("section");
    region.id = "toast-region";
    region.tabIndex = -1;
    region.setAttribute("aria-label", "Notifications (F8)");
    region.dataset["testid"] = "toast-region";
    region.className =
      "fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))] outline-none focus-visible:ring-2 focus-visible:ring-brand";
    document.body.append(region);
  }
  const list = document.createElement("ol");
  list.className = "mt-2 flex flex-col gap-2";
  region.append(list);
  return [region, list];
}

/** Offers to switch to the new version that `worker` holds (once per worker). */
function offerUpdate(worker: ServiceWorker): void {
  if (offered.has(worker)) return;
  offered.add(worker);
  if (!mounted) mountToaster(...noticeList());
  mounted = true;
  showToast("New version available", "Reload to use the latest version of the site.", {
    persistent: true,
    action: {
      label: "Reload",
      run: () => {
        reloadChosen = true;
        // Another page's Reload may have switched to this version already: then only reload.
        if (worker.state === "installed") worker.postMessage(skipWaitingMessage);
        else reloadWhenActive();
      },
    },
  });
}

/** Reloads once the worker now in control has finished activating (a worker that removes itself is gone by then). */
function reloadWhenActive(): void {
  const controller = navigator.serviceWorker.controller;
  if (controller?.state === "activating") {
    controller.addEventListener("statechange", reloadWhenActive, { once: true });
  } else {
    location.reload();
  }
}

/**
 * Follows new versions of the worker of `registration` from installing to taking over (calling it
 * again does nothing more). `typedIn` holds the fields the visitor has typed in since the page
 * loaded; while one still holds input, a new version that takes over does not reload this page.
 * @example watchUpdate(await navigator.serviceWorker.register("/sw.js"), typedIn)
 */
export function watchUpdate(
  registration: ServiceWorkerRegistration,
  typedIn: ReadonlySet<EventTarget> = new Set(),
): void {
  if (watching) return;
  watching = true;
  const offerWaiting = () => {
    if (registration.waiting) offerUpdate(registration.waiting);
  };
  const followInstalling = () =>
    registration.installing?.addEventListener("statechange", offerWaiting);
  followInstalling();
  offerWaiting();
  registration.addEventListener("updatefound", followInstalling);

  const container = navigator.serviceWorker;
  let leftAt = -Infinity;
  addEventListener("beforeunload", () => {
    leftAt = Date.now();
    container.controller?.postMessage(leavingMessage);
  });
  container.addEventListener("controllerchange", () => {
    if (Date.now() - leftAt <= leavingGraceMs) return;
    // A page with input keeps it, and its notice's Reload, until its visitor chooses.
    if (reloadChosen || !holdsInput(typedIn)) reloadWhenActive();
  });
}
