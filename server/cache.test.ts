import express from "express";
import { expect, test } from "vitest";
import { noStoreByDefault } from "./cache";
import { listen, send } from "./test-http";

async function startApp() {
  const app = express();
  app.use(noStoreByDefault());
  app.get("/page", (_req, res) => void res.send("<p>page</p>"));
  // As @react-router/express copies a route's headers: res.append, then the body.
  app.get("/cached", (_req, res) => {
    res.append("Cache-Control", "public, max-age=60");
    res.end("cached");
  });
  app.get("/empty", (_req, res) => void res.status(204).end());
  return listen(app);
}

test("a response without Cache-Control gets private, no-store", async () => {
  const url = await startApp();
  expect((await send(`${url}/page`)).headers["cache-control"]).toBe("private, no-store");
  expect((await send(`${url}/empty`)).headers["cache-control"]).toBe("private, no-store");
  expect((await send(`${url}/missing`)).headers["cache-control"]).toBe("private, no-store");
});

test("a route's own Cache-Control is kept as it is", async () => {
  const url = await startApp();
  expect((await send(`${url}/cached`)).headers["cache-control"]).toBe("public, max-age=60");
});
