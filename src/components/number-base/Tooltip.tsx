import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { tooltipDelayMs, tooltipSkipDelayMs } from "../../lib/timings";

/** When the last tooltip closed: a tooltip opened within the skip delay opens at once. */
let lastClosedAt = -Infinity;

interface TooltipProps {
  content: string;
  children: ReactNode;
}

/**
 * A hint shown above its trigger after 700 ms of hover or focus (at once within 300 ms of another
 * closing); it closes on pointer leave, blur, click, scroll and Escape. Beside the number base
 * converter, its one user, so that the other islands' shared file does not carry it.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  function scheduleOpen() {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < tooltipSkipDelayMs;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), tooltipDelayMs);
  }

  function close() {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("scroll", close, { passive: true, capture: true });
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("scroll", close, { capture: true });
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={scheduleOpen}
      onPointerLeave={close}
      onFocus={scheduleOpen}
      onBlur={close}
      onClick={close}
      aria-describedby={open ? id : undefined}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute bottom-full left-1/2 z-30 mb-2 -translate-x-1/2 rounded-md bg-ink px-2 py-1 text-xs whitespace-nowrap text-page shadow"
        >
          {content}
        </span>
      )}
    </span>
  );
}
