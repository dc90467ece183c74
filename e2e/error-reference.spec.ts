import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { adminQuery, createDatabase, dropDatabase } from "../scripts/test-server";
import { hydrated, sidebar, signUpClientAndSignIn } from "./helpers";

// A real failure of the production build: a server of its own on a PostgreSQL
// database, whose jobs table is then taken away under it. The page must show
// a short reference and nothing of the stack or the SQL; the server log must
// have the same reference with the details, and the response's X-Request-Id
// names it too. Only PostgreSQL lets a test break the database of a running
// server from outside, so this needs TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const ORIGIN = `http://localhost:${PORT}`;
// What a leaked error would show: the SQL, the driver's words, a stack frame ("at fn (/path").
const LEAKS = [
  /relation "jobs" does not exist/i,
  // The failed query as drizzle reports it, or any of its text (a column's name, never in copy):
  // "select … from" alone would also find "Select a job from the list".
  /Failed query/i,
  /posted_at/,
  /DrizzleQueryError/,
  /node_modules/,
  /\bat \S+ \(\//,
];

test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

let server: ChildProcess | undefined;
let log = "";
let databaseUrl = "";
const database = `harbor_e2e_ref_${process.pid}_${Date.now()}`;

test.beforeAll(async () => {
  // Starting runs the migrations: slow on a busy machine.
  test.setTimeout(120_000);
  if (!serverUrl) return;
  databaseUrl = await createDatabase(serverUrl, database);
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      BASE_URL: ORIGIN,
      DATABASE_URL: databaseUrl,
      DATA_DIR: `.e2e-data/${PORT}`,
      NODE_ENV: "test",
      DEMO: "1",
      SMTP_URL: "",
      SIGNIN_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  if (serverUrl) await dropDatabase(serverUrl, database);
});

interface LogLine {
  reqId?: string;
  msg?: string;
  method?: string;
  path?: string;
  err?: { stack?: string };
}

/** The failure's JSON log line under `reference` (app/entry.server.tsx), if written yet. */
function failureLine(reference: string): LogLine | undefined {
  // Whole lines only: the last may still be on its way.
  return log
    .split("\n")
    .slice(0, -1)
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)
    .find((line) => line.reqId === reference && line.msg === "request failed");
}

/** The reference the error page shows, after checking it is eight hex digits. */
async function shownReference(page: Page): Promise<string> {
  const code = page.getByText("If this keeps happening, tell the agency this reference:").locator("code");
  await expect(code).toHaveText(/^[0-9a-f]{8}$/);
  return (await code.textContent()) ?? "";
}

test("a server failure shows a short reference that the log has with the details, and never the stack or the SQL", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpClientAndSignIn(page);
  await adminQuery(databaseUrl, "ALTER TABLE jobs RENAME TO jobs_taken_away");

  // A page load: the server renders the error page.
  const response = await page.goto("/jobs");
  expect(response?.status()).toBe(500);
  const body = (await response?.text()) ?? "";
  for (const leak of LEAKS) expect(body).not.toMatch(leak);
  const first = await shownReference(page);
  expect(response?.headers()["x-request-id"]).toBe(first);
  await expect.poll(() => failureLine(first)).toMatchObject({ method: "GET", path: "/jobs" });
  const details = failureLine(first)?.err?.stack ?? "";
  expect(details).toMatch(/relation "jobs" does not exist/);
  // The patterns above find this failure's own words where they are: in the log.
  expect(details).toMatch(/Failed query/);
  expect(details).toMatch(/posted_at/);

  // A client-side navigation: the browser gets the reference of its data request.
  await page.goto("/profile");
  // Before the scripts run, the link loads a whole page, whose reference is the document's.
  await hydrated(page);
  await sidebar(page).getByRole("link", { name: "Find Jobs" }).click();
  const second = await shownReference(page);
  expect(second).not.toBe(first);
  await expect.poll(() => failureLine(second)).toMatchObject({ method: "GET", path: "/jobs.data" });
  for (const leak of LEAKS) expect(await page.content()).not.toMatch(leak);
});
