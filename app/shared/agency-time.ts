// Dates and times in the agency's zone (AGENCY_TIME_ZONE), with Intl only, for the server and
// the browser alike. Interviews are instants entered and shown as the agency's wall-clock time;
// placements, check-ins and the report work with calendar days ("2026-03-08"), which have no
// zone: adding 30 days to a start date is calendar arithmetic, so a daylight-saving change in
// between never moves a check-in to the day before or after.

const DAY_MS = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the runtime knows the zone ("America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(zone, format);
  }
  const fields = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("2026-03-08T10:30", as a datetime-local field sends it) names in
 * a zone; null when the text is not such a time. A time the clocks skip (2:30 on the night they
 * go forward) is read as the same time of the new offset, i.e. an hour later; a time that comes
 * twice (the night they go back) as its first passing.
 */
export function zonedTimeToInstant(local: string, zone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // The offsets a few hours either side: the earlier passing of a repeated hour comes first.
  const candidates = [
    offsetAt(new Date(asUtc - 12 * 3_600_000), zone),
    offsetAt(new Date(asUtc + 12 * 3_600_000), zone),
  ];
  for (const offset of candidates) {
    const instant = new Date(asUtc - offset);
    if (toZonedTime(instant, zone) === local) return instant;
  }
  // Skipped by the clocks: the offset from before the change carries it past the gap.
  return new Date(asUtc - candidates[0]!);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An instant as the zone's wall-clock time, in the datetime-local field's form ("2026-03-08T10:30"). */
export function toZonedTime(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The calendar day an instant falls on in a zone ("2026-03-08"). */
export function dayInZone(instant: Date, zone: string): string {
  return toZonedTime(instant, zone).slice(0, 10);
}

/** Whether the text is a real calendar day ("2026-02-30" is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day plus whole days, as calendar arithmetic (no zone, no daylight saving). */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A calendar day plus whole months, kept within the month (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}
