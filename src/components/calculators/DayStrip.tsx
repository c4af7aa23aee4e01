import { useMemo } from "react";
import { dayStrip } from "../../lib/timezone/day-strip";
import { zonePlace } from "../../lib/timezone/timezone";

/** A position on the 24-hour axis as a share of the picture's width. */
const x = (hours: number) => `${((hours / 24) * 100).toFixed(3)}%`;

const rowHeight = 56;
const top = 20;

/** What the strip shows: a day and a time in one zone, beside another zone. */
export interface DayStripProps {
  date: string;
  time: string;
  /** The zone of the date and time, and what its field holds. */
  zone: string;
  typed: string;
  /** The zone beside it, and what its field holds. */
  other: string;
  otherTyped: string;
}

/** The name the strip gives a zone: its place, or what was typed for a fixed offset ("EST"). */
function stripName(zone: string, typed: string): string {
  return zone.startsWith("Etc/") && typed.trim() ? typed.trim() : zonePlace(zone);
}

/**
 * The day strip: one bar of 24 hours per zone, working hours shaded, each zone's hours under its
 * bar, the chosen time as a line across them, with what it shows in words under it; nothing for a
 * date or time it cannot read. Screen readers read its title and those words. Positions are
 * percentages, so its text keeps its size at any width. The server draws it in the page; the
 * browser loads it when it comes into view (TimezoneConverter.tsx).
 */
export function DayStrip({
  // What the server draws, before the visitor's zone and date are known: UTC beside the any-zone
  // field's default, neither with daylight saving, so any date gives the same picture.
  date = "2025-01-01",
  time = "09:00",
  zone = "UTC",
  typed = "",
  other = "Asia/Kolkata",
  otherTyped = "",
}: Partial<DayStripProps>) {
  const strip = useMemo(
    () =>
      dayStrip(date, time, [
        { name: stripName(zone, typed), zone },
        { name: stripName(other, otherTyped), zone: other },
      ]),
    [date, time, zone, typed, other, otherTyped],
  );
  if (!strip) return null;
  const height = top + strip.rows.length * rowHeight;
  const anchor = (at: number) => (at < 0.6 ? "start" : at > 23.4 ? "end" : "middle");
  return (
    <figure className="mt-2" data-testid="day-strip">
      <h3 className="font-semibold">The day side by side</h3>
      <p className="mt-1 mb-2 text-sm text-muted">
        This zone above the one under Any time zone: working hours, 09:00–17:00, shaded; the red
        line marks the time you picked.
      </p>
      <svg
        role="img"
        aria-labelledby="tz-strip-title"
        aria-describedby="tz-strip-summary"
        width="100%"
        height={height}
        className="block overflow-visible text-xs"
      >
        <title id="tz-strip-title">{strip.title}</title>
        {strip.rows.map((row, index) => {
          const y = top + index * rowHeight;
          return (
            <g key={index} data-zone={row.zone}>
              <text y={y + 12} className="fill-ink font-semibold">
                {row.name}
              </text>
              <text x="100%" y={y + 12} textAnchor="end" className="fill-ink tabular-nums">
                {row.markTime}
              </text>
              <rect
                y={y + 18}
                width="100%"
                height="20"
                rx="3"
                className="fill-subtle stroke-line"
              />
              {row.work.map(([from, to]) => (
                <rect
                  key={from}
                  x={x(from)}
                  y={y + 18}
                  width={x(to - from)}
                  height="20"
                  className="fill-brand opacity-40"
                  data-testid="work-hours"
                />
              ))}
              {row.hours.map(({ at, hour }) => (
                <g key={at} className={hour % 3 === 0 ? undefined : "max-sm:hidden"}>
                  <line x1={x(at)} x2={x(at)} y1={y + 32} y2={y + 38} className="stroke-muted" />
                  <text
                    x={x(at)}
                    y={y + 51}
                    textAnchor={anchor(at)}
                    className="fill-muted text-[0.625rem] tabular-nums"
                  >
                    {String(hour).padStart(2, "0")}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
        <line
          x1={x(strip.mark)}
          x2={x(strip.mark)}
          y1={top + 14}
          y2={height - 16}
          className="stroke-danger"
          strokeWidth="2"
          data-testid="strip-mark"
        />
      </svg>
      <figcaption id="tz-strip-summary" className="mt-1 text-sm" data-testid="day-strip-summary">
        {strip.summary}
      </figcaption>
    </figure>
  );
}
