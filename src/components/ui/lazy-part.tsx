/**
 * Code loaded on demand can fail to arrive: a page that stays open across a deploy asks for
 * chunks the server no longer has (HTTP 404), or the connection drops. lazyPart puts a short
 * message with a Reload button in place of the part that failed, and the rest of the island keeps
 * working.
 */
import { lazy, type ComponentType } from "react";

/** What a part that could not load says in its place. */
export const partNotLoadedMessage = "This part of the page was updated; reload to use it.";

/**
 * The message and its Reload button.
 * @example <PartNotLoaded />
 */
export function PartNotLoaded() {
  return (
    <p role="status" data-testid="part-not-loaded" className="mt-2 text-sm text-warn">
      {partNotLoadedMessage}{" "}
      <button type="button" onClick={() => location.reload()} className="button-outline ml-3">
        Reload
      </button>
    </p>
  );
}

/** Renders nothing: for a part whose failure another part already reports. */
export function NothingLoaded() {
  return null;
}

/**
 * A lazily loaded part that never breaks its island: if its code fails to arrive, the fallback
 * (the message with its Reload button, unless given) renders in its place. A catch on the import
 * rather than an error boundary, which would bring React's class components to every island.
 * @example const ListPanel = lazyPart(() => import("./ListPanel").then((module) => module.default));
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ComponentType<Props> = PartNotLoaded,
) {
  return lazy(() =>
    load().then(
      (part) => ({ default: part }),
      (error: unknown) => {
        console.warn(error);
        return { default: fallback };
      },
    ),
  );
}
