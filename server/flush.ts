import type { RequestHandler, Response } from "express";

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (...args: unknown[]) => Response;

// React writes a page as dozens of small chunks within one turn of the event loop, and
// React Router flushes the response after each of them, so that a streamed part reaches the
// browser at once. Behind `compression`, every write is a trip to libuv's thread pool and
// every flush ends a compressed block and goes out as a socket write of its own. Holding a
// turn's writes and handing them on as one at the end of the turn, with one flush if one was
// asked for, sends the same bytes as promptly for about half the CPU of a page (docs/perf.md,
// which also notes the price: the compressor's larger blocks raise the resident memory under
// load). Mounted after `compression`, whose write and flush it wraps.
export function writeOncePerTurn(): RequestHandler {
  return (_req, res, next) => {
    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    // Present only behind `compression` (its types declare it on every response).
    const flush = typeof res.flush === "function" ? res.flush.bind(res) : undefined;
    let held: Uint8Array[] = [];
    let flushAsked = false;
    let scheduled = false;
    let ended = false;
    const release = () => {
      if (held.length === 0) return;
      write(held.length === 1 ? held[0] : Buffer.concat(held));
      held = [];
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (ended) return;
        release();
        if (flushAsked) flush?.();
        flushAsked = false;
      });
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      // A writer that waits for its callback gets the ordinary write.
      if (typeof encoding === "function" || typeof callback === "function" || ended) {
        release();
        return write(chunk, encoding, callback);
      }
      held.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : (chunk as Uint8Array),
      );
      schedule();
      return true;
    }) as Response["write"];
    res.end = ((...args: unknown[]) => {
      ended = true;
      release();
      return end(...args);
    }) as Response["end"];
    if (flush) {
      res.flush = () => {
        flushAsked = true;
        schedule();
      };
    }
    next();
  };
}
