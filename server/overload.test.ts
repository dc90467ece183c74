import express from "express";
import { afterEach, expect, test } from "vitest";
import { type OverloadReason, refuseOverload, sampleEventLoopLag } from "./overload";
import { listen, send } from "./test-http";

const MAX_IN_FLIGHT = 3;
const MAX_LAG_MS = 100;
// Each turn of a blocked loop takes this long: well past MAX_LAG_MS even on a busy machine.
const BLOCK_MS = 300;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function busyWait(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Holds the event loop, as a page rendering or a synchronous PGlite query does.
  }
}

/** Keeps every turn of the event loop BLOCK_MS long until stopped. */
function blockLoop(): () => void {
  const timer = setInterval(() => busyWait(BLOCK_MS), 1);
  cleanups.push(() => clearInterval(timer));
  return () => clearInterval(timer);
}

async function startApp({ maxLagMs = MAX_LAG_MS } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  const refusals: OverloadReason[] = [];
  const lag = sampleEventLoopLag(10);
  cleanups.push(lag.stop, release);
  const app = express();
  app.use(
    refuseOverload({
      maxInFlight: MAX_IN_FLIGHT,
      maxLagMs,
      exempt: ["/healthz"],
      lag,
      onRefuse: (reason) => refusals.push(reason),
    }),
  );
  app.get("/slow", async (_req, res) => {
    waiting += 1;
    await released;
    res.send("slow done");
  });
  app.get("/healthz", (_req, res) => void res.send("healthy"));
  app.get("/fast", (_req, res) => void res.send("fast"));
  return { url: await listen(app), release, waiting: () => waiting, lag, refusals };
}

// The in-flight tests turn the lag check off, so that a busy test machine cannot decide them.
const NO_LAG_LIMIT = 60_000;

test("past the limit of requests in flight, new ones get 503 with Retry-After until one finishes", async () => {
  const { url, release, waiting, refusals } = await startApp({ maxLagMs: NO_LAG_LIMIT });
  const slow = Array.from({ length: MAX_IN_FLIGHT }, () => send(`${url}/slow`));
  await expect.poll(waiting).toBe(MAX_IN_FLIGHT);

  const refused = await send(`${url}/fast`);
  expect(refused.status).toBe(503);
  expect(refused.headers["retry-after"]).toBe("1");
  expect(refused.body.toString()).toBe("The server is busy. Try again in a moment.\n");
  // Counted for /metrics with its reason.
  expect(refusals).toEqual(["in_flight"]);

  release();
  expect((await Promise.all(slow)).map((reply) => reply.status)).toEqual([200, 200, 200]);
  expect((await send(`${url}/fast`)).status).toBe(200);
});

test("the health check is answered while the server is full", async () => {
  const { url, release, waiting } = await startApp({ maxLagMs: NO_LAG_LIMIT });
  const slow = Array.from({ length: MAX_IN_FLIGHT }, () => send(`${url}/slow`));
  await expect.poll(waiting).toBe(MAX_IN_FLIGHT);
  const health = await send(`${url}/healthz`);
  expect(health.status).toBe(200);
  expect(health.body.toString()).toBe("healthy");
  release();
  await Promise.all(slow);
});

test("a client that goes away frees its place", async () => {
  const { url, release, waiting } = await startApp({ maxLagMs: NO_LAG_LIMIT });
  const controllers = Array.from({ length: MAX_IN_FLIGHT }, () => new AbortController());
  const aborted = controllers.map((controller) =>
    fetch(`${url}/slow`, { signal: controller.signal }).catch(() => null),
  );
  await expect.poll(waiting).toBe(MAX_IN_FLIGHT);
  for (const controller of controllers) controller.abort();
  await Promise.all(aborted);
  await expect.poll(async () => (await send(`${url}/fast`)).status).toBe(200);
  release();
});

test("the sampler sees a blocked event loop, and sees it free again", async () => {
  const lag = sampleEventLoopLag(10);
  cleanups.push(lag.stop);
  const unblock = blockLoop();
  await expect.poll(() => lag.current(), { interval: 20, timeout: 10_000 }).toBeGreaterThan(MAX_LAG_MS);
  unblock();
  await expect.poll(() => lag.current(), { interval: 20, timeout: 10_000 }).toBeLessThan(MAX_LAG_MS);
});

test("one long turn of the loop is not taken for a late loop", async () => {
  const lag = sampleEventLoopLag(10);
  cleanups.push(lag.stop);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Twice the limit, as a page rendered on a busy machine may take.
  busyWait(2 * MAX_LAG_MS);
  // The sampler runs in the next turn's timers; a timer due later runs after it.
  await new Promise((resolve) => setTimeout(resolve, 1));
  expect(lag.current()).toBeGreaterThan(0);
  expect(lag.current()).toBeLessThan(MAX_LAG_MS);
});

test("while the event loop runs late, new requests get 503 although few are in flight; the health check passes", async () => {
  const { url, release, waiting, lag, refusals } = await startApp();
  const slow = send(`${url}/slow`);
  await expect.poll(waiting).toBe(1);
  // Under no lag a second request is admitted (polled: a busy machine may delay a timer once).
  await expect.poll(async () => (await send(`${url}/fast`)).status, { timeout: 10_000 }).toBe(200);

  const unblock = blockLoop();
  await expect.poll(() => lag.current(), { interval: 20, timeout: 10_000 }).toBeGreaterThan(MAX_LAG_MS);
  const refused = await send(`${url}/fast`);
  expect(refused.status).toBe(503);
  expect(refused.headers["retry-after"]).toBe("1");
  expect(refused.headers["cache-control"]).toBe("no-store");
  expect(refusals.at(-1)).toBe("event_loop_lag");
  expect((await send(`${url}/healthz`)).status).toBe(200);

  unblock();
  await expect.poll(async () => (await send(`${url}/fast`)).status, { timeout: 10_000 }).toBe(200);
  release();
  expect((await slow).status).toBe(200);
});

test("with nothing in flight a request is admitted however late the loop runs", async () => {
  // A lone request cannot wait behind others: the lateness came from elsewhere (a cold start,
  // a backup, another process on the CPU), and refusing it would only turn a slow page into none.
  const { url, lag } = await startApp();
  blockLoop();
  await expect.poll(() => lag.current(), { interval: 20, timeout: 10_000 }).toBeGreaterThan(MAX_LAG_MS);
  expect((await send(`${url}/fast`)).status).toBe(200);
});
