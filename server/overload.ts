import type { RequestHandler } from "express";

// Past maxInFlight requests in this process, new ones are refused at once instead of
// queueing behind the rest: a 503 now is better than every page slowing to a timeout, and
// the requests already accepted keep their latency. Exempt paths (the health check) always
// pass, so a busy server is not mistaken for a dead one and restarted.
export function refuseOverload({ maxInFlight, exempt }: { maxInFlight: number; exempt: string[] }): RequestHandler {
  const exemptPaths = new Set(exempt);
  let inFlight = 0;
  return (req, res, next) => {
    if (exemptPaths.has(req.path)) return next();
    if (inFlight >= maxInFlight) {
      res.status(503).set("Retry-After", "1").type("text/plain").send("The server is busy. Try again in a moment.\n");
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
