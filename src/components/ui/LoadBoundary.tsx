/**
 * Code loaded on demand can fail to arrive: a page that stays open across a deploy asks for
 * chunks the server no longer has (HTTP 404), or the connection drops. LoadBoundary puts a short
 * message with a Reload button in place of the part that failed, and the rest of the island keeps
 * working.
 */
import { Component, type ReactNode } from "react";

/** What a part that could not load says in its place. */
export const partNotLoadedMessage = "This part of the page was updated; reload to use it.";

/**
 * The message and its Reload button.
 * @example <PartNotLoaded />
 */
export function PartNotLoaded() {
  return (
    <p
      role="status"
      data-testid="part-not-loaded"
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-warn"
    >
      <span>{partNotLoadedMessage}</span>
      <button
        type="button"
        onClick={() => location.reload()}
        className="inline-flex min-h-11 items-center rounded-lg border border-line bg-card px-3 font-semibold text-brand hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Reload
      </button>
    </p>
  );
}

interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown instead of the part when its code fails (PartNotLoaded unless given). */
  fallback?: ReactNode;
}

/**
 * Wraps a lazily loaded part (around its Suspense): if its code fails, the fallback takes its place.
 * @example <LoadBoundary><Suspense fallback={null}><LazyPart /></Suspense></LoadBoundary>
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn("Part of the page could not load:", error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <PartNotLoaded /> : this.props.fallback;
  }
}
