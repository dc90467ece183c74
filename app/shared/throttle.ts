/**
 * A fixed-window counter per key: at most `max` hits per `windowMs`. Pure apart
 * from the map it owns; the caller passes the time, so tests need no clock.
 */
export interface Throttle {
  /** Counts a hit; `ok: false` with the seconds to wait when the key is over its limit. */
  hit(key: string, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createThrottle(options: { max: number; windowMs: number }): Throttle {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= options.windowMs) {
        // Forget old windows now and then so the map cannot grow without end.
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
        }
        windows.set(key, { start: now, count: 1 });
        return { ok: true };
      }
      if (current.count < options.max) {
        current.count += 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.ceil((current.start + options.windowMs - now) / 1000) };
    },
  };
}
