import { atom } from "nanostores";
import { toastLimit, toastRemoveDelayMs } from "../lib/timings";

/** A button in a toast; pressing it runs `run`, then closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** Stays until dismissed instead of closing after the spec's duration (a notice to act on). */
  persistent?: boolean;
}

export interface Toast extends ToastOptions {
  id: number;
  title: string;
  description?: string;
  open: boolean;
}

/** The toasts on screen: at most one, a new one replaces the old. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast (replacing any other) and returns its id. */
export function showToast(title: string, description?: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const toast: Toast =
    description === undefined
      ? { ...options, id, title, open: true }
      : { ...options, id, title, description, open: true };
  $toasts.set([toast, ...$toasts.get()].slice(0, toastLimit));
  return id;
}

/** Closes a toast; it is removed from the store after the spec's removal delay. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        $toasts.set($toasts.get().filter((toast) => toast.id !== id));
      }, toastRemoveDelayMs),
    );
  }
}
