import { useRef, type CSSProperties, type KeyboardEvent } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Prefix for the tab and panel ids: tab `${idPrefix}-tab-${id}`, panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

/** Id of a tab's panel, for the panel's `id` and the tab's aria-controls. */
export function tabPanelId(idPrefix: string, id: string): string {
  return `${idPrefix}-panel-${id}`;
}

/** Id of a tab button, for the panel's aria-labelledby. */
export function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

/**
 * An ARIA tablist: one tab in the tab order, arrows/Home/End move and select. The tabs sit in equal
 * columns, all in one row from the `sm` width up; on a phone at most three to a row, and four as
 * two rows of two, so that no row holds a lone tab under a full one.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
}: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab || target === null) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid grid-cols-[repeat(var(--phone-columns),minmax(0,1fr))] gap-1 rounded-xl bg-subtle p-1 sm:grid-cols-[repeat(var(--columns),minmax(0,1fr))]"
      style={
        {
          "--columns": tabs.length,
          "--phone-columns": tabs.length === 4 ? 2 : Math.min(tabs.length, 3),
        } as CSSProperties
      }
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            // Only the selected panel is rendered, so only its tab may point at it.
            aria-controls={isSelected ? tabPanelId(idPrefix, tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`min-h-11 rounded-lg px-2 py-1 text-sm leading-tight font-semibold sm:px-3 focus-visible:outline-2 focus-visible:outline-brand ${
              isSelected ? "bg-card text-ink shadow-sm" : "text-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
