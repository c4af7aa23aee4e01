/**
 * Where "Recent conversions" goes: on the home page (as its own island) and under each converter.
 * It renders nothing on the server and nothing for a visitor with no history; the list's code is
 * loaded only when conversions are stored or one has just been recorded (`show`).
 */
import { Suspense, useSyncExternalStore } from "react";
import { readStored, storageKeys } from "../../stores/device-storage";
import { lazyPart } from "../ui/lazy-part";

const RecentConversions = lazyPart(() =>
  import("./RecentConversions").then((module) => module.default),
);

const noSubscription = () => () => {};
const hasStoredConversions = () => readStored(storageKeys.recentConversions) !== null;
const onServer = () => false;

export default function RecentConversionsLoader({
  show = false,
  className,
}: {
  /** Load the list even if nothing was stored at load time (a conversion was just recorded). */
  show?: boolean;
  className?: string | undefined;
}) {
  const stored = useSyncExternalStore(noSubscription, hasStoredConversions, onServer);
  if (!stored && !show) return null;
  return (
    <Suspense fallback={null}>
      <RecentConversions className={className} />
    </Suspense>
  );
}
