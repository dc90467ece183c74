import type { RequestHandler } from "express";

export interface EventLoopLag {
  /** How late the event loop has been running its timers lately, in ms. */
  current: () => number;
  stop: () => void;
}

// Each sample weighs this much in the average: one long turn (a page rendered on a busy
// machine) moves it a quarter of the way, a run of late turns takes it all the way.
const SAMPLE_WEIGHT = 1 / 4;

/**
 * Samples how late the event loop runs a timer, as a moving average. Timers run at the start of
 * each turn of the loop, before the requests read in that turn, so those requests already see
 * how long the previous turn was.
 */
export function sampleEventLoopLag(intervalMs = 20): EventLoopLag {
  let average = 0;
  let expected = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    average += (Math.max(0, now - expected) - average) * SAMPLE_WEIGHT;
    expected = now + intervalMs;
  }, intervalMs);
  // The sampler alone must not keep a process (a test, a stopping server) alive.
  timer.unref();
  return { current: () => average, stop: () => clearInterval(timer) };
}

export interface OverloadLimits {
  maxInFlight: number;
  maxLagMs: number;
  /** Paths never refused (the health check). */
  exempt: string[];
  lag?: EventLoopLag;
  /** Told of each refusal and its reason, for /metrics. */
  onRefuse?: (reason: OverloadReason) => void;
}

export type OverloadReason = "in_flight" | "event_loop_lag";

/**
 * Refuses a request at once with 503 and `Retry-After: 1` instead of letting it queue: a 503 now
 * is better than every page slowing to a timeout, and the requests already accepted keep their
 * latency. Two signs of overload (figures in docs/reliability.md, "Overload"):
 *
 * - maxInFlight requests are already being handled by this process. Past a few (PGlite) or the
 *   pool's size (PostgreSQL), more at once add waiting, not throughput.
 * - The event loop has been running more than maxLagMs late while a request is in flight.
 *   The in-flight count only sees requests Node has read. While the loop is busy, new requests
 *   wait unread in their sockets, and new connections wait in the kernel: Node takes one
 *   connection per turn of the loop, so long turns (PGlite runs its queries on this thread) once
 *   left clients waiting 20–50 s. A late loop is the one sign of that queue. With nothing in
 *   flight no request can be waiting behind another, whatever made the loop late (a cold start,
 *   a backup, another process on the CPU), so a lone request is always admitted.
 *
 * Exempt paths always pass, so a busy server is not taken for a dead one and restarted.
 */
export function refuseOverload({
  maxInFlight,
  maxLagMs,
  exempt,
  lag = sampleEventLoopLag(),
  onRefuse,
}: OverloadLimits): RequestHandler {
  const exemptPaths = new Set(exempt);
  let inFlight = 0;
  return (req, res, next) => {
    if (exemptPaths.has(req.path)) return next();
    const reason =
      inFlight >= maxInFlight ? "in_flight" : inFlight > 0 && lag.current() > maxLagMs ? "event_loop_lag" : null;
    if (reason) {
      onRefuse?.(reason);
      res
        .status(503)
        .set({ "Retry-After": "1", "Cache-Control": "no-store" })
        .type("text/plain")
        .send("The server is busy. Try again in a moment.\n");
      return;
    }
    inFlight += 1;
    // 'close' comes once per response, whether it finished or the client went away.
    res.once("close", () => {
      inFlight -= 1;
    });
    next();
  };
}
