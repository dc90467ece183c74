import { createReadableStreamFromReadable } from "@react-router/node";
import express, { type Request } from "express";
import { describe, expect, test } from "vitest";
import { limitBody, requireFormBody } from "./body";
import { listen, send } from "./test-http";

const LIMIT = 64 * 1024;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

// Reads the body the way @react-router/express hands it to an action's request.formData().
function formDataOf(req: Request) {
  return new globalThis.Request("http://localhost/", {
    method: req.method,
    headers: { "content-type": req.get("content-type") ?? "" },
    body: createReadableStreamFromReadable(req),
    duplex: "half",
  } as RequestInit).formData();
}

async function startApp() {
  const outcomes: string[] = [];
  const app = express();
  app.use(limitBody(LIMIT));
  app.use(requireFormBody());
  // The handler starts reading a little later, as after any asynchronous step on the way.
  app.use((_req, _res, next) => void setTimeout(next, 20));
  app.all("*splat", async (req, res) => {
    if (req.method === "GET" || !req.get("content-type")) return void res.send("ok");
    try {
      const form = await formDataOf(req);
      outcomes.push(`parsed ${String(form.get("note")).length}`);
      res.send(`note of ${String(form.get("note")).length}`);
    } catch {
      outcomes.push("rejected");
      if (!res.headersSent) res.status(400).send("unreadable form");
    }
  });
  return { url: await listen(app), outcomes };
}

// "note=xxxx…" in chunks of 16 KB, sent with Transfer-Encoding: chunked.
function* chunkedForm(totalBytes: number) {
  yield Buffer.from("note=");
  for (let sent = 5; sent < totalBytes; sent += 16 * 1024) {
    yield Buffer.alloc(Math.min(16 * 1024, totalBytes - sent), "x");
  }
}

describe("limitBody", () => {
  test("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const { url, outcomes } = await startApp();
    const reply = await send(url, { method: "POST", headers: FORM, body: Buffer.alloc(LIMIT + 1, "x") });
    expect(reply.status).toBe(413);
    expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
    expect(reply.body.toString()).toBe("Request body too large.\n");
    expect(outcomes).toEqual([]);
  });

  test("lets a body of exactly the limit through", async () => {
    const { url } = await startApp();
    const body = Buffer.concat([Buffer.from("note="), Buffer.alloc(LIMIT - 5, "x")]);
    const reply = await send(url, { method: "POST", headers: FORM, body });
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe(`note of ${LIMIT - 5}`);
  });

  test("refuses a chunked body once it passes the limit, and the handler never sees a cut-off form", async () => {
    const { url, outcomes } = await startApp();
    const reply = await send(url, { method: "POST", headers: FORM, body: chunkedForm(10 * LIMIT) });
    expect(reply.status).toBe(413);
    expect(reply.headers["transfer-encoding"]).toBeUndefined();
    await expect.poll(() => outcomes).toEqual(["rejected"]);
  });

  test("passes a chunked body under the limit to the handler whole", async () => {
    const { url } = await startApp();
    const reply = await send(url, { method: "POST", headers: FORM, body: chunkedForm(LIMIT - 100) });
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe(`note of ${LIMIT - 105}`);
  });
});

describe("requireFormBody", () => {
  test.each([
    ["application/json", '{"note":"x"}'],
    ["text/plain", "note=x"],
    ["application/xml", "<note/>"],
  ])("refuses a POST of %s with 415", async (type, body) => {
    const { url } = await startApp();
    const reply = await send(url, { method: "POST", headers: { "content-type": type }, body: Buffer.from(body) });
    expect(reply.status).toBe(415);
    expect(reply.body.toString()).toMatch(/application\/x-www-form-urlencoded/);
  });

  test("refuses a body without a Content-Type", async () => {
    const { url } = await startApp();
    expect((await send(url, { method: "PUT", body: Buffer.from("note=x") })).status).toBe(415);
  });

  test.each([
    ["application/x-www-form-urlencoded", "note=hello"],
    ["application/x-www-form-urlencoded; charset=UTF-8", "note=hello"],
    ["multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n'],
  ])("lets a form sent as %s through", async (type, body) => {
    const { url } = await startApp();
    const reply = await send(url, { method: "POST", headers: { "content-type": type }, body: Buffer.from(body) });
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe("note of 5");
  });

  test("lets a POST without a body and a GET of any type through", async () => {
    const { url } = await startApp();
    expect((await send(url, { method: "POST" })).status).toBe(200);
    expect((await send(url, { headers: { "content-type": "application/json" } })).status).toBe(200);
  });
});
