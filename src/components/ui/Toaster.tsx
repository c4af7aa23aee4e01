import { useEffect, useRef } from "react";
import { useStore } from "@nanostores/react";
import { X } from "lucide-react";
import { $toasts, dismissToast, type Toast } from "../../stores/toasts";
import { timings, toastSwipeThresholdPx } from "../../lib/timings";

function ToastItem({ toast }: { toast: Toast }) {
  const startX = useRef<number | null>(null);
  useEffect(() => {
    if (!toast.open) return undefined;
    const timer = setTimeout(() => dismissToast(toast.id), timings.toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.open]);
  if (!toast.open) return null;
  return (
    <li
      role="status"
      className="flex items-start gap-3 rounded-xl border border-line bg-card p-4 text-ink shadow-lg"
      onPointerDown={(event) => (startX.current = event.clientX)}
      onPointerUp={(event) => {
        if (
          startX.current !== null &&
          Math.abs(event.clientX - startX.current) >= toastSwipeThresholdPx
        ) {
          dismissToast(toast.id);
        }
        startX.current = null;
      }}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm text-muted">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="grid size-8 place-items-center rounded-md hover:bg-subtle"
        onClick={() => dismissToast(toast.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}

/** The notification region: one toast at a time, 5 s each, swipe to dismiss, F8 to focus. */
export default function Toaster() {
  const toasts = useStore($toasts);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      data-testid="toast-region"
      className="fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))] outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
