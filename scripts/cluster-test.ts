// Several processes on one PostgreSQL (issue 14, "More than one process"): server A runs two
// workers (WEB_CONCURRENCY=2), server B one, both on one database, as two machines behind a
// load balancer would. A sign-in on B works on both of A's workers, a sign-out on A ends the
// session on B within seconds, and the sign-in rate limit counts attempts made on both.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/cluster-test.ts
//
// Uses the production build in BUILD_DIR (default build). Exits 1 when a check fails.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { FAILED_START_MS } from "../server/cluster";
import { cookieOf, createDemoPostgres, dropDatabase, freePort, waitForHealth, workerPids } from "./test-server";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error("Needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  process.exit(2);
}
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.error(`No build in ${BUILD_DIR}: run \`BUILD_DIR=${BUILD_DIR} npx react-router build\` first.`);
  process.exit(2);
}

const SIGN_IN_LIMIT = 6;
const AUTH_SECRET = randomBytes(32).toString("hex");
// The session lookup is cached this long in each process (SESSION_CACHE_SECONDS), plus slack.
const REVOCATION_SECONDS = 8;

interface Server {
  name: string;
  origin: string;
  child: ChildProcess;
  /** When it first answered: its workers had been forked by then. */
  readyAt: number;
}

const work = fs.mkdtempSync(path.join(tmpdir(), "harbor-cluster-"));
const databaseName = `harbor_cluster_${randomBytes(4).toString("hex")}`;
const servers: Server[] = [];
const failures: string[] = [];

function check(ok: boolean, what: string) {
  console.info(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

try {
  const databaseUrl = await createDemoPostgres(serverUrl, databaseName, work);
  const a = await start("A", databaseUrl, 2);
  const b = await start("B", databaseUrl, 1);

  const workers = workerPids(a.child.pid as number);
  check(workers.length === 2, `server A runs 2 worker processes (found ${workers.length})`);

  // Signed in on B: every request to A, whichever worker takes it, knows the session.
  const signedIn = await post(b, "/signIn", { email: "client@example.org", password: "harbor-demo" });
  const cookie = cookieOf(signedIn);
  check(signedIn.status === 302 && cookie.includes("session_token"), "sign-in on B answers with a session");
  // Another job seeker's session, for the last check: B has never looked it up.
  const other = await post(a, "/signIn", { email: "amina@example.org", password: "harbor-demo" });
  const otherCookie = cookieOf(other);
  const onA = await Promise.all(Array.from({ length: 8 }, () => get(a, "/jobsSaved", cookie)));
  check(
    onA.every((response) => response.status === 200),
    `the session opens Saved Jobs on A, 8 times over its workers (${onA.map((r) => `${r.status} ${r.headers.get("location") ?? ""}`.trim()).join(", ")})`,
  );

  // Signed out on A: B, which has just looked the session up (each process caches a lookup
  // briefly), refuses it within seconds.
  check((await get(b, "/jobsSaved", cookie)).status === 200, "the session opens Saved Jobs on B");
  const signedOut = await post(a, "/signOut", {}, cookie);
  check(signedOut.status < 400, `sign-out on A (${signedOut.status})`);
  const started = Date.now();
  let refused = false;
  while (!refused && Date.now() - started < REVOCATION_SECONDS * 1000) {
    const response = await get(b, "/jobsSaved", cookie);
    refused = response.status === 302 && (response.headers.get("location") ?? "").startsWith("/signIn");
    if (!refused) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  check(refused, `B refuses the signed-out session within ${REVOCATION_SECONDS} s (${Date.now() - started} ms)`);

  // The address' sign-in limit counts on both servers: the two sign-ins above were two attempts.
  const statuses: number[] = [];
  for (let attempt = 3; attempt <= SIGN_IN_LIMIT + 1; attempt++) {
    const server = attempt % 2 === 0 ? a : b;
    const response = await post(server, "/signIn", { email: "client@example.org", password: `wrong-${attempt}` });
    statuses.push(response.status);
  }
  check(
    statuses.slice(0, -1).every((status) => status === 401) && statuses.at(-1) === 429,
    `wrong passwords alternately on A and B: ${SIGN_IN_LIMIT - 2} refused as wrong, the next as too many ` +
      `(${statuses.join(" ")})`,
  );

  // A worker that dies is replaced, and A keeps serving. One that dies within FAILED_START_MS of
  // its start failed to start, and stops the server instead: A's workers were forked before it
  // answered, so that long after it is long enough (the checks above may take less on a quick host).
  const [first] = workers;
  const young = a.readyAt + FAILED_START_MS + 500 - Date.now();
  if (young > 0) await new Promise((resolve) => setTimeout(resolve, young));
  if (first !== undefined) process.kill(first, "SIGKILL");
  const replaced = await waitFor(() => {
    const now = workerPids(a.child.pid as number);
    return now.length === 2 && !now.includes(first as number);
  }, 30_000);
  check(replaced, "a killed worker of A is replaced");
  check((await get(a, "/healthz")).status === 200, "A answers after the replacement");

  // A stop waits for a request under way even when its client has gone (the server no longer
  // counts its connection): B's first lookup of A's new session waits on a lock here, its client
  // gives up, B is told to stop, then the lock goes. The page's loaders still need the database.
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE");
  const gaveUp = new AbortController();
  const request = get(b, "/jobsSaved", otherCookie, gaveUp.signal).catch(() => undefined);
  const waiting = await waitFor(
    async () => (await locker.query("SELECT 1 FROM pg_locks WHERE NOT granted")).rowCount !== 0,
    10_000,
  );
  check(waiting, "B's lookup of the session waits on the lock");
  gaveUp.abort();
  await request;
  const exited = new Promise<number | null>((resolve) => b.child.once("exit", (code) => resolve(code)));
  b.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await locker.query("COMMIT");
  await locker.end();
  const code = await exited;
  const afterStop = fs.readFileSync(path.join(work, "server-B.log"), "utf8").split("SIGTERM: shutting down")[1] ?? "";
  check(
    code === 0 && !/error/i.test(afterStop),
    `B stops cleanly after finishing a request its client left (exit ${code}, log after the stop: ${JSON.stringify(afterStop.trim().slice(0, 300))})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failures.push("the test could not run");
} finally {
  await Promise.all(servers.map(stop));
  await dropDatabase(serverUrl, databaseName);
  if (failures.length === 0) fs.rmSync(work, { recursive: true, force: true });
  else console.error(`Server logs: ${work}`);
}
console.info(failures.length === 0 ? "Cluster test passed." : `Cluster test failed: ${failures.length} checks.`);
process.exitCode = failures.length === 0 ? 0 : 1;

async function start(name: string, databaseUrl: string, workers: number): Promise<Server> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const log = fs.openSync(path.join(work, `server-${name}.log`), "a");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(work, name),
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      BUILD_DIR,
      DEMO: "1",
      NODE_ENV: "",
      SMTP_URL: "",
      PGLITE_DIR: "",
      SIGNIN_RATE_LIMIT: String(SIGN_IN_LIMIT),
      // Shared by every machine of one deployment (docs/deploy.md), or each signs its own cookies.
      BETTER_AUTH_SECRET: AUTH_SECRET,
      // This checks sharing, not load: a busy test machine must not make a worker shed requests.
      MAX_EVENT_LOOP_LAG_MS: "5000",
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const server: Server = { name, origin, child, readyAt: 0 };
  servers.push(server);
  await waitForHealth(origin, child, 300);
  server.readyAt = Date.now();
  return server;
}

async function stop(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return condition();
}

function get(server: Server, pathname: string, cookie?: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${server.origin}${pathname}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
    signal,
  });
}

function post(server: Server, pathname: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return fetch(`${server.origin}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: server.origin, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
}
