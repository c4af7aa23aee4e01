/**
 * "Recent conversions": the visitor's last ten conversions, newest first, each a link that opens it
 * again, and a Clear button. Loaded on demand (only when something is stored or just recorded).
 */
import { useId, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { recentConversionLabel } from "../../lib/converter/recent-conversions";
import { $recentConversions, clearRecentConversions } from "../../stores/recent-conversions";

export default function RecentConversions({ className = "" }: { className?: string | undefined }) {
  const conversions = useStore($recentConversions);
  const [cleared, setCleared] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `recent${useId()}`;
  if (conversions.length === 0 && !cleared) return null;

  function clear() {
    clearRecentConversions();
    setCleared(true);
    // The Clear button goes away with the list; keep the keyboard where the list was.
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-ink focus-ring"
        >
          Recent conversions
        </h2>
        {conversions.length > 0 && (
          <button type="button" onClick={clear} className="button-outline">
            Clear
          </button>
        )}
      </div>
      {conversions.length > 0 ? (
        <ol className="mt-2 grid gap-2 sm:grid-cols-2">
          {conversions.map((conversion) => {
            return (
              <li key={conversion.href}>
                <a
                  href={conversion.href}
                  className="flex min-h-11 flex-col justify-center rounded-lg border border-line bg-card px-3 py-2 hover:border-brand"
                >
                  <span className="font-semibold break-words text-brand tabular-nums">
                    {recentConversionLabel(conversion)}
                  </span>
                  {/* Keeps the words apart in the link's accessible name. */}{" "}
                  <span className="text-xs text-muted first-letter:uppercase">
                    {conversion.measure}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      ) : (
        <p role="status" className="mt-2 text-sm text-muted">
          Cleared. Conversions you make from now on will be listed here.
        </p>
      )}
    </section>
  );
}
