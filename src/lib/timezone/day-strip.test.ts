import { describe, expect, it } from "vitest";
import { dayStrip } from "./day-strip";

const newYork = { name: "New York", zone: "America/New_York" };
const london = { name: "London", zone: "Europe/London" };
const kolkata = { name: "Kolkata", zone: "Asia/Kolkata" };
const tokyo = { name: "Tokyo", zone: "Asia/Tokyo" };

describe("dayStrip", () => {
  it("lays New York's working day beside London's and says where they overlap", () => {
    const strip = dayStrip("2025-07-01", "09:00", [newYork, london]);
    expect(strip?.summary).toBe(
      "New York 09:00–17:00 is London 14:00–22:00; working hours overlap 14:00–17:00 London time. 09:00 in New York is 14:00 in London.",
    );
    expect(strip?.title).toBe("Working hours, 09:00–17:00, in New York and London");
    expect(strip?.mark).toBe(9);
    expect(strip?.rows[0]?.work).toEqual([[9, 17]]);
    // London's 09:00–17:00 is New York's 04:00–12:00.
    expect(strip?.rows[1]?.work).toEqual([[4, 12]]);
    // New York's midnight is 05:00 in London: its hours start there, one a step.
    expect(strip?.rows[1]?.hours.slice(0, 3)).toEqual([
      { at: 0, hour: 5 },
      { at: 1, hour: 6 },
      { at: 2, hour: 7 },
    ]);
  });

  it("follows daylight saving on the date (January: London five hours ahead)", () => {
    const strip = dayStrip("2025-01-15", "09:00", [newYork, london]);
    expect(strip?.summary).toContain("London 14:00–22:00");
    // In March, between the two changes of the clocks, London is four hours ahead.
    expect(dayStrip("2025-03-20", "09:00", [newYork, london])?.summary).toContain(
      "London 13:00–21:00",
    );
  });

  it("places the hours of a half-hour zone between the axis hours", () => {
    const strip = dayStrip("2025-07-01", "09:00", [{ name: "UTC", zone: "UTC" }, kolkata]);
    expect(strip?.rows[1]?.hours[0]).toEqual({ at: 0.5, hour: 6 });
    expect(strip?.rows[1]?.work).toEqual([[3.5, 11.5]]);
    expect(strip?.summary).toBe(
      "UTC 09:00–17:00 is Kolkata 14:30–22:30; working hours overlap 14:30–17:00 Kolkata time. 09:00 in UTC is 14:30 in Kolkata.",
    );
  });

  it("splits working hours that cross midnight and says when they do not overlap", () => {
    const strip = dayStrip("2025-07-01", "09:00", [newYork, tokyo]);
    // Tokyo is 13 hours ahead in July: its 09:00–17:00 is New York's 20:00–04:00.
    expect(strip?.rows[1]?.work).toEqual([
      [0, 4],
      [20, 24],
    ]);
    expect(strip?.summary).toBe(
      "New York 09:00–17:00 is Tokyo 22:00–06:00; working hours do not overlap. 09:00 in New York is 22:00 in Tokyo.",
    );
  });

  it("marks the chosen time and names every zone", () => {
    const strip = dayStrip("2025-07-01", "13:30", [newYork, london, tokyo]);
    expect(strip?.mark).toBe(13.5);
    expect(strip?.summary).toContain("13:30 in New York is 18:30 in London, 02:30 in Tokyo.");
    expect(strip?.rows).toHaveLength(3);
  });

  it("counts a short day from its midnight (New York's spring change)", () => {
    const strip = dayStrip("2025-03-09", "09:00", [newYork]);
    // The clocks skip 02:00–03:00, so 09:00 comes eight hours after midnight.
    expect(strip?.mark).toBe(8);
    expect(strip?.rows[0]?.work).toEqual([[8, 16]]);
    expect(strip?.summary).toBe("09:00 in New York is marked.");
  });

  it("gives null for a date, time or zone it cannot read", () => {
    expect(dayStrip("", "09:00", [newYork])).toBeNull();
    expect(dayStrip("2025-07-01", "9", [newYork])).toBeNull();
    expect(dayStrip("2025-07-01", "09:00", [{ name: "Nowhere", zone: "Nowhere" }])).toBeNull();
    expect(dayStrip("2025-07-01", "09:00", [])).toBeNull();
  });
});
