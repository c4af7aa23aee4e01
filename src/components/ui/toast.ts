/**
 * Raises a toast. The renderer (toaster.ts) is loaded on the first call only, so pages that never
 * show a toast (the spec has no product action that does) carry none of its code.
 */
import { showToast } from "../../stores/toasts";

let rendererLoaded: Promise<void> | null = null;

/**
 * Shows a notification in the page's toast region.
 * @example toast("Copied", "The result is on your clipboard.")
 */
export function toast(title: string, description?: string): number {
  rendererLoaded ??= import("./toaster").then(
    ({ mountToaster }) => mountToaster(document.getElementById("toast-region")),
    (error: unknown) => {
      // Code of an older version that the server no longer has: the next toast tries again.
      rendererLoaded = null;
      console.warn("Could not show a notification:", error);
    },
  );
  return showToast(title, description);
}
