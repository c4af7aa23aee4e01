import { afterEach, describe, expect, it, vi } from "vitest";
import { $toasts, dismissToast, showToast } from "./toasts";

describe("toast store", () => {
  afterEach(() => {
    vi.useRealTimers();
    $toasts.set([]);
  });

  it("keeps at most one toast, the newest", () => {
    showToast("First");
    showToast("Second");
    expect($toasts.get().map((toast) => toast.title)).toEqual(["Second"]);
  });

  it("keeps a toast's button and whether it stays until dismissed", () => {
    const run = vi.fn();
    showToast("New version available", undefined, {
      persistent: true,
      action: { label: "Reload", run },
    });
    const [toast] = $toasts.get();
    expect(toast).toMatchObject({ title: "New version available", persistent: true, open: true });
    toast?.action?.run();
    expect(run).toHaveBeenCalledOnce();
    expect(toast).not.toHaveProperty("description");
  });

  it("closes a dismissed toast and removes it after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const id = showToast("Saved");
    dismissToast(id);
    expect($toasts.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });
});
