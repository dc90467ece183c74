import { expect, test } from "@playwright/test";

// The HTTP edge of the production build (server.ts): what it refuses before the app sees
// a request, and how it labels what it sends. See docs/security.md.

test("a form post over the body limit is refused with 413 before the app reads it", async ({ request }) => {
  const response = await request.post("/signIn", {
    form: { email: "client@example.org", password: "x".repeat(100 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toBe("Request body too large.\n");
});

test("a JSON post is refused with 415", async ({ request }) => {
  const response = await request.post("/signIn", { data: { email: "client@example.org", password: "harbor-demo" } });
  expect(response.status()).toBe(415);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
});

test("a post from another site is refused with 403", async ({ request }) => {
  const response = await request.post("/signIn", {
    form: { email: "client@example.org", password: "harbor-demo" },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("a post from the site itself still signs in", async ({ request, baseURL }) => {
  const response = await request.post("/signIn", {
    form: { email: "client@example.org", password: "harbor-demo" },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["set-cookie"]).toMatch(/session_token/);
});

test("pages and data are private, no-store", async ({ request }) => {
  for (const path of ["/signIn", "/jobs.data", "/signIn.data"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("fingerprinted assets come precompressed with brotli and are immutable", async ({ request }) => {
  const html = await (await request.get("/signIn")).text();
  const script = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  expect(script).toBeDefined();

  const br = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
  expect(br.status()).toBe(200);
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers().vary).toBe("Accept-Encoding");

  const plain = await request.get(script!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(Number(br.headers()["content-length"])).toBeLessThan(Number(plain.headers()["content-length"]) / 2);
  // Playwright decodes the brotli body: the same script either way.
  expect(await br.text()).toBe(await plain.text());
});
