import { type APIRequestContext, type APIResponse, expect, type PlaywrightWorkerArgs, test } from "@playwright/test";
import routes from "../app/routes";
import { stateOf, type DemoAccount } from "./helpers";

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

test("a page asks for its scripts after its first frame, and runs them", async ({ page }) => {
  // Written by React Router; the server moves them into an inline script (scripts-after-paint.server.ts).
  const html = await (await page.request.get("/signIn")).text();
  expect(html).not.toContain('rel="modulepreload"');
  // The first frame's callbacks run in the order they were asked for: this one, asked for before
  // the page's own scripts, runs first. No frame runs while the stylesheet is still loading.
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
  });
  await page.goto("/signIn");
  // Hydrated: React Router's client router is there.
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const { firstFrameAt, scripts } = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(firstFrameAt).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThan(firstFrameAt as number);
});

// ---------------------------------------------------------------------------
// Headers on every route: each path of app/routes.ts, as a page and as its .data request,
// signed out and as each kind of account (the demo accounts), answered without a 5xx and
// with the security headers and Cache-Control: private, no-store.

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function routePaths(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [full || "/", ...routePaths(entry.children ?? [], full)];
  });
}

const ACCOUNTS: Record<string, DemoAccount | null> = {
  "signed out": null,
  client: "client",
  "pending employer": "pending",
  employer: "employer",
  admin: "admin",
};

/** Requests with a demo account's saved session (auth.setup.ts); only GETs, which sign no one out. */
function signedInContext(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  account: DemoAccount | null,
): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, storageState: account ? stateOf(account) : undefined });
}

/** Real ids for the :jobId and :userId parameters, so the detail pages show something. */
async function sampleIds(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const admin = await signedInContext(playwright, baseURL, "admin");
  // A demo job and a demo client that no test deletes.
  const jobs = await (await admin.get("/admin/jobs/approved?q=Janitor")).text();
  const users = await (await admin.get("/admin/users/client?q=amina")).text();
  await admin.dispose();
  const jobId = /\/admin\/jobs\/approved\/([0-9a-f-]{36})/.exec(jobs)?.[1];
  const userId = /\/admin\/users\/client\/([0-9a-f-]{36})/.exec(users)?.[1];
  expect(jobId).toBeDefined();
  expect(userId).toBeDefined();
  return { jobId: jobId!, userId: userId! };
}

function concretePaths(ids: { jobId: string; userId: string }): string[] {
  const paths = routePaths(routes as RouteEntry[]).map((path) =>
    path
      .replace(":jobId", ids.jobId)
      .replace(":userId", ids.userId)
      .replace("/users/:tab", "/users/client")
      .replace(":tab", "approved")
      .replace("*", "no-such-page"),
  );
  return [...new Set(paths)];
}

// React Router's data request of a path: "/jobs" → "/jobs.data", "/" → "/_root.data".
const dataUrlOf = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

function expectEdgeHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect.soft(response.status(), what).toBeLessThan(500);
  expect.soft(headers["content-security-policy"], what).toMatch(/^default-src 'self'; script-src 'self' 'nonce-/);
  expect.soft(headers["x-content-type-options"], what).toBe("nosniff");
  expect.soft(headers["x-frame-options"], what).toBe("DENY");
  expect.soft(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect.soft(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  // /healthz and the app's manifest say what they want themselves: they hold nothing of anyone's.
  const own: Record<string, string> = {
    "GET /healthz": "no-store",
    "GET /manifest.webmanifest": "public, max-age=3600",
  };
  expect.soft(headers["cache-control"], what).toBe(own[what] ?? "private, no-store");
}

for (const [who, account] of Object.entries(ACCOUNTS)) {
  test(`every route answers ${who} with the security headers and private, no-store`, async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const paths = concretePaths(await sampleIds(playwright, baseURL!));
    const api = await signedInContext(playwright, baseURL!, account);
    let pages = 0;
    for (const path of paths) {
      for (const url of [path, dataUrlOf(path)]) {
        const response = await api.get(url, { maxRedirects: 0 });
        expectEdgeHeaders(response, `GET ${url}`);
        const html = response.status() === 200 && response.headers()["content-type"]?.startsWith("text/html");
        if (html) {
          pages++;
          // Demo mode (as the e2e server runs) says so on every page.
          expect.soft(await response.text(), `demo banner on ${url}`).toContain('href="/dev/outbox"');
        }
      }
    }
    // The walk reached real pages, not only redirects to /signIn.
    expect(pages).toBeGreaterThan(account ? 5 : 3);
    await api.dispose();
  });
}

test("answers to posts carry the same headers", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const posts = [
    ["/signIn", { email: "client@example.org", password: "wrong-password" }],
    ["/language", { locale: "fr", redirectTo: "/jobs" }],
    ["/signIn.data", { email: "client@example.org", password: "wrong-password" }],
  ] as const;
  for (const [path, form] of posts) {
    const response = await request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
    expectEdgeHeaders(response, `POST ${path}`);
  }
});

test("/language refuses a post from another site and keeps its cookie", async ({ request }) => {
  const response = await request.post("/language", {
    form: { locale: "ar", redirectTo: "/jobs" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

// Page guards do not depend on how a URL is spelt: React Router matches paths without regard
// to case or percent-escapes, so every spelling must get the answer of the usual one.
const SPELLINGS: ReadonlyArray<readonly [usual: string, others: readonly string[]]> = [
  ["/jobs", ["/JOBS", "/Jobs/", "/%6Aobs"]],
  ["/jobsSaved", ["/JOBSSAVED", "/jobssaved"]],
  ["/addJob", ["/ADDJOB", "/addjob"]],
  ["/admin/users", ["/Admin/Users", "/ADMIN/USERS/"]],
  ["/admin/users/client", ["/ADMIN/USERS/client", "/%61dmin/users/client"]],
  ["/admin/jobs", ["/ADMIN/JOBS", "/Admin/jobs/"]],
  ["/admin/jobs/pending", ["/ADMIN/jobs/pending", "/%61dmin/jobs/pending", "/admin/%6Aobs/pending"]],
  ["/employer/jobs", ["/EMPLOYER/JOBS"]],
  ["/employer/jobs/pending", ["/Employer/Jobs/pending", "/%65mployer/jobs/pending"]],
  ["/profile/account", ["/PROFILE/ACCOUNT"]],
];

// Where an answer leads: its status, and for a redirect the page it goes to (the redirectTo
// of a trip to /signIn names the URL as it was spelt, so it is left out).
async function answerTo(api: APIRequestContext, url: string) {
  const response = await api.get(url, { maxRedirects: 0 });
  const location = response.headers().location;
  return { status: response.status(), to: location ? new URL(location, "http://site").pathname : null };
}

for (const [who, account] of Object.entries(ACCOUNTS)) {
  test(`page guards answer ${who} the same for every spelling of a URL`, async ({ playwright, baseURL }) => {
    test.setTimeout(60_000);
    const api = await signedInContext(playwright, baseURL!, account);
    for (const [usual, others] of SPELLINGS) {
      const expected = await answerTo(api, usual);
      for (const other of others) expect.soft(await answerTo(api, other), `${other} as ${usual}`).toEqual(expected);
    }
    await api.dispose();
  });
}
