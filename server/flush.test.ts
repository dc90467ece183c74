import compression from "compression";
import express from "express";
import { request } from "node:http";
import { createGunzip } from "node:zlib";
import { expect, test } from "vitest";
import { writeOncePerTurn } from "./flush";
import { listen } from "./test-http";

const CHUNKS = 50;

/**
 * As @react-router/express streams a page: many small writes in one turn, each followed by
 * flush(); then, once the browser has the first part, a later part (a streamed promise).
 */
async function startApp(firstPartArrived: Promise<void>) {
  const app = express();
  app.use(compression({ threshold: 0 }));
  // What reaches the compressor.
  const reached = { writes: 0, flushes: 0 };
  app.use((_req, res, next) => {
    const flushable = res as typeof res & { flush?: () => void };
    const { write, flush } = flushable;
    flushable.write = ((...args: Parameters<typeof write>) => {
      reached.writes += 1;
      return write.apply(res, args);
    }) as typeof write;
    flushable.flush = () => {
      reached.flushes += 1;
      flush?.call(res);
    };
    next();
  });
  app.use(writeOncePerTurn());
  app.get("/page", async (_req, res) => {
    const flushable = res as typeof res & { flush: () => void };
    res.type("html");
    for (let i = 0; i < CHUNKS; i++) {
      res.write(`<p>part ${i}</p>`);
      flushable.flush();
    }
    const arrived = await Promise.race([
      firstPartArrived.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
    ]);
    res.write(arrived ? "<p>later</p>" : "<p>held back</p>");
    flushable.flush();
    res.end();
  });
  return { url: await listen(app), reached };
}

test("hands a turn's writes on as one, flushed once, and still before the response ends", async () => {
  let arrived = () => {};
  const firstPartArrived = new Promise<void>((resolve) => (arrived = resolve));
  const { url, reached } = await startApp(firstPartArrived);
  const text = await new Promise<string>((resolve, reject) => {
    request(`${url}/page`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      expect(res.headers["content-encoding"]).toBe("gzip");
      let received = "";
      const body = res.pipe(createGunzip());
      body.on("data", (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes(`part ${CHUNKS - 1}`)) arrived();
      });
      body.on("end", () => resolve(received));
      body.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
  expect(text).toContain("<p>part 0</p>");
  expect(text).toContain("<p>later</p>");
  // The first turn's fifty writes as one, flushed once; the last part goes out with end().
  expect(reached).toEqual({ writes: 2, flushes: 1 });
});
