import express from "express";
import { expect, test } from "vitest";
import { refuseOverload } from "./overload";
import { listen, send } from "./test-http";

const MAX_IN_FLIGHT = 3;

async function startApp() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  const app = express();
  app.use(refuseOverload({ maxInFlight: MAX_IN_FLIGHT, exempt: ["/healthz"] }));
  app.get("/slow", async (_req, res) => {
    waiting += 1;
    await released;
    res.send("slow done");
  });
  app.get("/healthz", (_req, res) => void res.send("healthy"));
  app.get("/fast", (_req, res) => void res.send("fast"));
  return { url: await listen(app), release, waiting: () => waiting };
}

test("past the limit of requests in flight, new ones get 503 with Retry-After until one finishes", async () => {
  const { url, release, waiting } = await startApp();
  const slow = Array.from({ length: MAX_IN_FLIGHT }, () => send(`${url}/slow`));
  await expect.poll(waiting).toBe(MAX_IN_FLIGHT);

  const refused = await send(`${url}/fast`);
  expect(refused.status).toBe(503);
  expect(refused.headers["retry-after"]).toBe("1");
  expect(refused.body.toString()).toBe("The server is busy. Try again in a moment.\n");

  release();
  expect((await Promise.all(slow)).map((reply) => reply.status)).toEqual([200, 200, 200]);
  expect((await send(`${url}/fast`)).status).toBe(200);
});

test("the health check is answered while the server is full", async () => {
  const { url, release, waiting } = await startApp();
  const slow = Array.from({ length: MAX_IN_FLIGHT }, () => send(`${url}/slow`));
  await expect.poll(waiting).toBe(MAX_IN_FLIGHT);
  const health = await send(`${url}/healthz`);
  expect(health.status).toBe(200);
  expect(health.body.toString()).toBe("healthy");
  release();
  await Promise.all(slow);
});

test("a client that goes away frees its place", async () => {
  const { url, release, waiting } = await startApp();
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
