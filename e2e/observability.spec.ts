import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForHealth } from "../scripts/test-server";

// What operators watch (docs/deploy.md, "Monitoring"), on the production build: a server of this
// spec's own with METRICS_TOKEN set and request lines in its log, beside the suite's server,
// which runs without METRICS_TOKEN (playwright.config.ts).

const TOKEN = "observability-spec-token-0123456789abcdef";
// A search that must never reach the log: a person's query string.
const SEARCH = "q=private-search-words";

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let base = "";
let log = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "harbor-observability-"));

test.beforeAll(async () => {
  // Starting runs the migrations and seeds the demo: slow on a busy machine.
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "test",
      DEMO: "1",
      SMTP_URL: "",
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(base, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The JSON log lines written so far. */
function logLines(): Record<string, unknown>[] {
  // Whole lines only: the last may still be on its way.
  return log
    .split("\n")
    .slice(0, -1)
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test("a request's log line carries the id of its X-Request-Id header, its route pattern and never its query", async () => {
  const page = await fetch(`${base}/signIn?${SEARCH}`);
  expect(page.status).toBe(200);
  const id = page.headers.get("x-request-id") ?? "";
  expect(id).toMatch(/^[0-9a-f]{8}$/);
  const data = await fetch(`${base}/signIn.data?${SEARCH}`);
  const unknown = await fetch(`${base}/no/such-page-4f7e/a?${SEARCH}`, { redirect: "manual" });

  await expect
    .poll(() => logLines().find((line) => line.reqId === id))
    .toMatchObject({
      level: "info",
      method: "GET",
      route: "/signIn",
      status: 200,
      ms: expect.any(Number) as unknown,
    });
  const routeOf = (response: Response) =>
    logLines().find((line) => line.reqId === response.headers.get("x-request-id"))?.route;
  await expect.poll(() => routeOf(data)).toBe("/signIn.data");
  // An unknown path gets the catch-all route's label, not its own.
  await expect.poll(() => routeOf(unknown)).toBe("/*");
  expect(log).not.toContain("private-search-words");
  expect(log).not.toContain("such-page-4f7e");
});

test("/metrics answers only with the token, with the requests by route pattern and status", async () => {
  for (let count = 0; count < 3; count++) expect((await fetch(`${base}/profile/help`)).status).toBeLessThan(400);
  const metricsWith = (authorization?: string) =>
    fetch(`${base}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

  for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
    const refused = await metricsWith(authorization);
    expect(refused.status, authorization).toBe(401);
    expect(await refused.text()).not.toContain("harbor_");
  }

  const scrape = await metricsWith(`Bearer ${TOKEN}`);
  expect(scrape.status).toBe(200);
  expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await scrape.text();
  // Not signed in, the help page redirects to the sign-in page: three times.
  expect(text).toMatch(
    /^harbor_http_request_duration_seconds_count\{method="GET",route="\/profile\/help",status="30\d"\} 3$/m,
  );
  expect(text).toContain(
    'harbor_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/signIn",status="200"}',
  );
  expect(text).toMatch(/^harbor_message_queue_messages\{state="queued"\} \d+$/m);
  expect(text).toMatch(/^harbor_message_queue_messages\{state="failed"\} \d+$/m);
  expect(text).toMatch(/^harbor_message_queue_messages\{state="scheduled"\} \d+$/m);
  expect(text).toMatch(/^harbor_message_queue_oldest_age_seconds \d/m);
  for (const name of ["harbor_overload_refusals_total", "harbor_job_alert_runs_total"]) {
    expect(text).toContain(`# TYPE ${name} counter`);
  }
  // No pool on the embedded database.
  expect(text).not.toContain("harbor_db_pool");
});

test("without METRICS_TOKEN there is no /metrics", async ({ request }) => {
  // The suite's own server (playwright.config.ts), started without the setting.
  const response = await request.get("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` }, maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("harbor_");
});
