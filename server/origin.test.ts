import express from "express";
import { describe, expect, test } from "vitest";
import { requireSameOrigin } from "./origin";
import { listen, send } from "./test-http";

async function startApp(options: { baseUrl?: string; port: number }) {
  const app = express();
  app.use(requireSameOrigin(options));
  app.all("*splat", (_req, res) => void res.send("ok"));
  return listen(app);
}

describe("requireSameOrigin without BASE_URL", () => {
  test.each([
    ["another site's Origin", { origin: "https://evil.example" }, 403],
    ["Origin null (sandboxed frame)", { origin: "null" }, 403],
    ["the right host on another port", { origin: "http://localhost:4000" }, 403],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }, 403],
    ["cross-site with our Origin", { "sec-fetch-site": "cross-site", origin: "http://localhost:3000" }, 403],
    ["the default site origin", { origin: "http://localhost:3000" }, 200],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }, 200],
    ["neither header (curl, scripts)", {}, 200],
  ])("a POST with %s gets %i", async (_name, headers, status) => {
    const url = await startApp({ port: 3000 });
    const reply = await send(url, { method: "POST", headers });
    expect(reply.status).toBe(status);
    if (status === 403) expect(reply.body.toString()).toBe("Cross-site request refused.\n");
  });

  test("accepts the origin of the host the request came to", async () => {
    const url = await startApp({ port: 3000 });
    expect((await send(url, { method: "POST", headers: { origin: url } })).status).toBe(200);
  });

  test.each(["DELETE", "PUT", "PATCH"])("checks %s too", async (method) => {
    const url = await startApp({ port: 3000 });
    expect((await send(url, { method, headers: { origin: "https://evil.example" } })).status).toBe(403);
  });

  test("leaves GET and HEAD alone", async () => {
    const url = await startApp({ port: 3000 });
    const headers = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    expect((await send(url, { headers })).status).toBe(200);
    expect((await send(url, { method: "HEAD", headers })).status).toBe(200);
  });
});

describe("requireSameOrigin with BASE_URL", () => {
  test("accepts only BASE_URL's origin, not the host the request came to", async () => {
    const url = await startApp({ baseUrl: "https://jobs.example.org/app", port: 3000 });
    expect((await send(url, { method: "POST", headers: { origin: "https://jobs.example.org" } })).status).toBe(200);
    expect((await send(url, { method: "POST", headers: { origin: url } })).status).toBe(403);
    expect((await send(url, { method: "POST", headers: { origin: "http://localhost:3000" } })).status).toBe(403);
  });
});
