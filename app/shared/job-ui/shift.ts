export interface ShiftRanges {
  starts: number[];
  ends: number[];
}

// 1–12, optional ":mm", optional space, then am/pm in any casing ("9am", "8:30 AM", "5 Pm").
const TIME = /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s?([ap])\.?m\b\.?/gi;

/** Hours since midnight of every time written in a shift text, in order. */
export function readTimes(shift: string): number[] {
  const hours: number[] = [];
  for (const match of shift.matchAll(TIME)) {
    const hour = Number(match[1]) % 12;
    const minutes = match[2] ? Number(match[2]) : 0;
    const pm = match[3]?.toLowerCase() === "p";
    hours.push(hour + (pm ? 12 : 0) + minutes / 60);
  }
  return hours;
}

/**
 * Pairs the times of a shift text as start/end. An end before its start is the
 * next day (+24 h). Null when the times cannot be paired (none, or an odd
 * number): such a job matches every shift filter.
 */
export function parseShift(shift: string): ShiftRanges | null {
  const times = readTimes(shift);
  if (times.length === 0 || times.length % 2 !== 0) return null;
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < times.length; i += 2) {
    const start = times[i] as number;
    const end = times[i + 1] as number;
    starts.push(start);
    ends.push(end < start ? end + 24 : end);
  }
  return { starts, ends };
}
