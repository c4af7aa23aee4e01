/**
 * The day strip of the time zone page: the 24 hours of a day in one zone laid beside the same
 * hours in other zones, with each zone's working hours and a chosen time on the same axis, and the
 * sentences that say what the picture shows. Positions are hours from midnight in the first zone
 * (0 to 24).
 */
import { formatTime24, zonedWallTimeToInstant, zoneOffsetMinutes } from "./timezone";

/** A zone of the strip: the name it is shown with and its IANA id. */
export interface StripZone {
  readonly name: string;
  readonly zone: string;
}

/** One zone's line: its working hours and where its clock reaches each whole hour. */
export interface StripRow extends StripZone {
  /** Working hours as [from, to] positions on the axis. */
  readonly work: readonly (readonly [number, number])[];
  /** Each whole hour of this zone's clock within the day: its position and its hour (0 to 23). */
  readonly hours: readonly { readonly at: number; readonly hour: number }[];
  /** This zone's clock at the chosen time ("14:00"). */
  readonly markTime: string;
}

export interface DayStrip {
  readonly rows: readonly StripRow[];
  /** Where the chosen time is. */
  readonly mark: number;
  /** What the picture shows, in a line: its name. */
  readonly title: string;
  /** What the picture shows, in sentences: the working hours of the first zone in the others, their overlap and the chosen time. */
  readonly summary: string;
}

/** Working hours, in minutes of the day (09:00 to 17:00). */
export const workingMinutes = [9 * 60, 17 * 60] as const;

const hourMs = 3_600_000;
const dayMinutes = 1440;

/** "09:00–17:00": the working hours as the strip names them. */
const workText = `${String(workingMinutes[0] / 60).padStart(2, "0")}:00–${workingMinutes[1] / 60}:00`;

/** The parts of [from, to) that two lists of sorted intervals share. */
function shared(
  a: readonly (readonly [number, number])[],
  b: readonly (readonly [number, number])[],
): [number, number][] {
  const both: [number, number][] = [];
  for (const [aFrom, aTo] of a) {
    for (const [bFrom, bTo] of b) {
      const from = Math.max(aFrom, bFrom);
      const to = Math.min(aTo, bTo);
      if (to > from) both.push([from, to]);
    }
  }
  return both;
}

/** A zone's line from the instant the axis starts at. */
function stripRow(place: StripZone, startMs: number, markMs: number): StripRow {
  const work: [number, number][] = [];
  const hours: { at: number; hour: number }[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    const instant = startMs + hour * hourMs;
    // The offset is read once an hour: a change of the clocks falls on an hour boundary.
    const local =
      ((((instant / 60_000 + (zoneOffsetMinutes(instant, place.zone) ?? 0)) % dayMinutes) +
        dayMinutes) %
        dayMinutes) |
      0;
    const toNextHour = (60 - (local % 60)) % 60;
    hours.push({ at: hour + toNextHour / 60, hour: (Math.ceil(local / 60) % 24) | 0 });
    // This hour covers [local, local + 60) of the zone's clock; working hours today or tomorrow.
    for (const shift of [0, dayMinutes]) {
      const from = Math.max(local, workingMinutes[0] + shift);
      const to = Math.min(local + 60, workingMinutes[1] + shift);
      if (to <= from) continue;
      const last = work.at(-1);
      const span: [number, number] = [hour + (from - local) / 60, hour + (to - local) / 60];
      if (last && Math.abs(last[1] - span[0]) < 1e-9) last[1] = span[1];
      else work.push(span);
    }
  }
  return { ...place, work, hours, markTime: formatTime24(markMs, place.zone) };
}

/**
 * The strip of a day ('YYYY-MM-DD') in the first zone beside the other zones, with a time
 * ('HH:mm') of that day marked; null when the date, time or first zone cannot be read.
 * @example dayStrip("2025-07-01", "09:00", [{ name: "New York", zone: "America/New_York" }, { name: "London", zone: "Europe/London" }])?.summary // "New York 09:00–17:00 is London 14:00–22:00; working hours overlap 14:00–17:00 London time. 09:00 in New York is 14:00 in London."
 */
export function dayStrip(
  dateText: string,
  timeText: string,
  zones: readonly StripZone[],
): DayStrip | null {
  const first = zones[0];
  if (!first) return null;
  const start = zonedWallTimeToInstant(dateText, "00:00", first.zone);
  const chosen = zonedWallTimeToInstant(dateText, timeText, first.zone);
  if (!start.ok || !chosen.ok) return null;
  const startMs = start.instantMs;
  const rows = zones.map((place) => stripRow(place, startMs, chosen.instantMs));
  const [reference, ...others] = rows;
  const at = (position: number, zone: string) =>
    formatTime24(startMs + Math.round(position * 60) * 60_000, zone);
  const sentences = others.map((row) => {
    const [from, to] = reference?.work[0] ?? [0, 0];
    const overlap = shared(reference?.work ?? [], row.work)
      .map(([a, b]) => `${at(a, row.zone)}–${at(b, row.zone)}`)
      .join(" and ");
    return `${first.name} ${workText} is ${row.name} ${at(from, row.zone)}–${at(to, row.zone)}; ${
      overlap === ""
        ? "working hours do not overlap"
        : `working hours overlap ${overlap} ${row.name} time`
    }.`;
  });
  const mark = (chosen.instantMs - startMs) / hourMs;
  const time = reference?.markTime ?? "";
  const chosenText = others.length
    ? `${time} in ${first.name} is ${others.map((row) => `${row.markTime} in ${row.name}`).join(", ")}.`
    : `${time} in ${first.name} is marked.`;
  return {
    rows,
    mark,
    title: `Working hours, ${workText}, in ${zones.map((zone) => zone.name).join(" and ")}`,
    summary: [...sentences, chosenText].join(" "),
  };
}
