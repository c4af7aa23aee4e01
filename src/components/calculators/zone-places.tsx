/**
 * What the time zone page's zone fields do once a visitor uses one: read places (cities,
 * countries, abbreviations) as zones with the places' table, and offer suggestions in a list that
 * the keyboard and the pointer can pick from (the ARIA combobox pattern). Loaded on the first
 * focus of a zone field, so the page's first download carries none of it.
 */
import type { Dispatch, KeyboardEvent, SetStateAction } from "react";
import type { PlaceZone } from "../../lib/timezone/places";
import { timezoneMessages } from "../../lib/timezone/timezone";
import { readZoneEntry, suggestionText, zoneSuggestions } from "../../lib/timezone/zone-entry";

/** A zone field: its text (null: not edited), and the zone the text before it was read as. */
export interface ZoneText {
  text: string | null;
  zone: string | null;
}

/** The suggestions' list: whether it is open and which option is active (-1: none). */
export interface ListState {
  open: boolean;
  active: number;
}

/** A field's suggestions: their list's id and state, and what picking one does. */
export interface Combo {
  listId: string;
  /** The field's label. */
  label: string;
  options: readonly PlaceZone[];
  list: ListState;
  setList: Dispatch<SetStateAction<ListState>>;
  onPick: (place: PlaceZone) => void;
}

const closed: ListState = { open: false, active: -1 };

/** Picks a suggestion and closes the list. */
function pick(combo: Combo, place: PlaceZone): void {
  combo.onPick(place);
  combo.setList(closed);
}

/** What a field shows for its text: the zone in use, its error or hint, its suggestions. */
export interface ZoneView {
  /** The zone the text is read as, or the last one while it is a beginning; null when it is no place. */
  zone: string | null;
  /** Absent before the places have loaded, as is the line for the hint. */
  error?: string | null;
  hint?: string | null;
  options: readonly PlaceZone[];
}

/** Views already worked out: the page renders every second, a field's text changes far less often. */
const views = new Map<string, ZoneView>();

/**
 * What a field shows for its text, given the zone it was last read as.
 * @example zoneView("New Yo", "UTC").hint // "Keep typing or pick a suggestion; the times shown are for UTC until then."
 */
export function zoneView(text: string, lastZone: string | null): ZoneView {
  const key = `${text}\n${lastZone}`;
  let view = views.get(key);
  if (!view) {
    if (views.size > 100) views.clear();
    view = readView(text, lastZone);
    views.set(key, view);
  }
  return view;
}

/** What a field shows for its text, worked out. */
function readView(text: string, lastZone: string | null): ZoneView {
  if (text.trim() === "") return { zone: lastZone, error: null, hint: null, options: [] };
  const entry = readZoneEntry(text);
  if (entry.kind === "invalid") {
    return { zone: null, error: timezoneMessages.invalidTimezone, hint: null, options: [] };
  }
  const waiting =
    entry.kind === "partial" && lastZone
      ? `Keep typing or pick a suggestion; the times shown are for ${lastZone} until then.`
      : null;
  return {
    zone: entry.kind === "zone" ? entry.zone : lastZone,
    error: null,
    hint: entry.hint ?? waiting,
    options: zoneSuggestions(text),
  };
}

/** Whether the list is open: it is, while the visitor types, if there is anything to offer. */
const isShown = ({ list, options }: Combo) => list.open && options.length > 0;

/**
 * What a zone field's input gets once the places have loaded: whether its list is open, which
 * option is active, and its keys: the arrows move through the options (opening the list), Enter
 * picks the active one, Escape closes the list; leaving the field closes it too.
 * @example <input {...comboProps(combo)} />
 */
export function comboProps(combo: Combo) {
  const { options, list, listId } = combo;
  const shown = isShown(combo);
  const count = options.length;
  return {
    "aria-expanded": shown,
    "aria-controls": shown ? listId : undefined,
    "aria-activedescendant": shown && list.active >= 0 ? `${listId}-${list.active}` : undefined,
    onBlur: () => combo.setList(closed),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const active = options[list.active];
      if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
        event.preventDefault();
        const down = event.key === "ArrowDown";
        const next = shown ? (list.active + (down ? 1 : count - 1)) % count : down ? 0 : count - 1;
        combo.setList({ open: true, active: next });
      } else if (event.key === "Enter" && shown && active) {
        event.preventDefault();
        pick(combo, active);
      } else if (event.key === "Escape" && shown) {
        event.preventDefault();
        combo.setList(closed);
      }
    },
  };
}

/**
 * A field's list of suggestions while it is open (a function, not a component: it holds no state
 * of its own).
 * @example {zoneList(combo)}
 */
export function zoneList(combo: Combo) {
  const { listId, list } = combo;
  if (!isShown(combo)) return null;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={`${combo.label}: suggestions`}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-card py-1 shadow-lg"
    >
      {combo.options.map((place, index) => (
        <li
          key={`${place.name}|${place.zone}`}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === list.active}
          // Keeps the focus in the field, so that its blur does not close the list before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(combo, place)}
          className={`cursor-pointer px-3 py-2 text-sm ${index === list.active ? "bg-brand text-on-brand" : "hover:bg-subtle"}`}
        >
          {suggestionText(place)}
        </li>
      ))}
    </ul>
  );
}
