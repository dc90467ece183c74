import "./load-env";
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { readEdgeConfig } from "../server/config";
import { buildInto, createDatabase, dropDatabase, freePort, waitForHealth, workerPids } from "./test-server";

const HELP = `Usage: npm run bench:http -- [options]

Builds the app (production mode), fills a fresh database with generated jobs through the data
factory, starts the production server on it, signs in as a job seeker with an address, and drives
each page with autocannon on this machine: first one request at a time (latency alone), then with
--connections at once (throughput, latency under load, server CPU per request and memory; the
load generator's CPU and the whole machine's per request, and how busy its cores were).

  --db pglite|postgres  the engine (default pglite). postgres: a new database on the server of
                        DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end
  --jobs N              jobs to generate (default 10000; 100000 and 1000000 work, slowly)
  --connections N       connections under load (default 10; on PGlite its server's limit of requests
                        in flight, 4: it refuses more at once with 503 by design, docs/reliability.md)
  --workers N           server worker processes (WEB_CONCURRENCY; default 1; more only with postgres)
  --seconds N           seconds under load per page (default 10; one at a time: half of it)
  --only a,b            only these pages (jobs-html, jobs-full, jobs-data, keyword-data, job-page,
                        save-unsave, sign-in-page, healthz; the floor: floor-html, floor-data, plain-html)
  --build DIR           serve this existing build instead of building a new one
  --port N              the server's port (default: a free one)
  --out FILE            the JSON result (default: bench-http-<db>.json in the system temp folder)
  --profile DIR         run the server with node --cpu-prof into DIR and print its ten costliest functions
  --seed FILE           only fill the database of DATABASE_URL (--jobs N; it must hold no job yet) and
                        write what it made to FILE
  --seeded FILE         measure the database of DATABASE_URL that --seed FILE filled, and keep it (a
                        million jobs take minutes to generate; each run adds a session and saved jobs)
  --no-fail             exit 0 even below the targets (to record figures before a change)
  -h, --help            this text

The floor, measured last in the same way: a bare React Router app served by server.ts (a 20-card
list from a loader, no database, no session, no translations: floor-html and its data, floor-data),
and Express with React rendering the same cards (plain-html, one process, uncompressed). It shows
what the framework leaves for the app on this machine at this moment (docs/perf.md, "The
framework's floor"). --build, --port and --profile apply to the app's server only.

The app's pages are held to shares of the floor's throughput in the same run (the table
TARGETS in this file; it prints each share): they hold on PostgreSQL with 10,000 jobs and the default
connections, and are checked only then. Exits 1 when a page answers with an unexpected status or
a share is below its target.`;

type AppPageName =
  "jobs-html" | "jobs-full" | "jobs-data" | "keyword-data" | "job-page" | "save-unsave" | "sign-in-page" | "healthz";
type FloorPageName = "floor-html" | "floor-data" | "plain-html";
type PageName = AppPageName | FloorPageName;

const PAGES: PageName[] = [
  "jobs-html",
  "jobs-full",
  "jobs-data",
  "keyword-data",
  "job-page",
  "save-unsave",
  "sign-in-page",
  "healthz",
  "floor-html",
  "floor-data",
  "plain-html",
];
/**
 * Issue 44's targets: an app page's throughput as a share of the floor's, both measured in the
 * same run (absolute figures move by a third from hour to hour on a shared host; their ratio
 * does not). On PostgreSQL, 10,000 jobs, signed in, the default connections.
 */
const TARGETS: { page: AppPageName; floor: FloorPageName; share: number }[] = [
  { page: "jobs-html", floor: "floor-html", share: 0.4 },
  { page: "jobs-data", floor: "floor-data", share: 0.5 },
  { page: "job-page", floor: "floor-html", share: 0.35 },
];
/** The floor's pages (measureFloor): which of its two servers answers, and what. */
const FLOOR: Record<FloorPageName, { server: "framework" | "plain"; label: string; path: string }> = {
  "floor-html": { server: "framework", label: "floor HTML", path: "/jobs" },
  "floor-data": { server: "framework", label: "floor data", path: "/jobs.data?_routes=jobs" },
  "plain-html": { server: "plain", label: "Express + React", path: "/jobs" },
};
const TARGET_JOBS = 10_000;
const TARGET_CONNECTIONS = 10;

/** A keyword, three filters (posted, type, pay) and the distance from the job seeker's address. */
const SEARCH = "q=cook&posted=30&type=Full-time&pay=16&anyDistance=0&distance=25";
// What the browser asks for when a filter changes: only the list's own loader runs
// (the root and the shell do not revalidate on a GET navigation).
const LIST_ROUTE_ID = "areas/find-jobs/jobs";
const PASSWORD = "bench-password-123";
// /proc counts CPU time in these.
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

interface Seeded {
  email: string;
  jobIds: string[];
  jobs: number;
}

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    jobs: { type: "string" },
    connections: { type: "string" },
    workers: { type: "string", default: "1" },
    seconds: { type: "string", default: "10" },
    only: { type: "string" },
    build: { type: "string" },
    port: { type: "string" },
    out: { type: "string" },
    profile: { type: "string" },
    "no-fail": { type: "boolean", default: false },
    // Also the child process that fills a new database, writing what it made to this file.
    seed: { type: "string" },
    seeded: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.info(HELP);
  process.exit(0);
}
if (values.seed) {
  // The child process that fills the database (the app keeps one connection per process).
  await seed(values.seed, Number(values.jobs ?? TARGET_JOBS));
  process.exit(0);
}

const seededBefore = values.seeded ? (JSON.parse(readFileSync(values.seeded, "utf8")) as Seeded) : null;
const engine = seededBefore ? "postgres" : (values.db ?? "pglite");
const jobCount = seededBefore?.jobs ?? Number(values.jobs ?? TARGET_JOBS);
// PGlite answers one request at a time: more connections than its limit of requests in flight would
// measure its refusals (503), not its throughput.
const defaultConnections = engine === "pglite" ? readEdgeConfig({}).MAX_IN_FLIGHT : TARGET_CONNECTIONS;
const connections = Number(values.connections ?? defaultConnections);
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const pages = (values.only?.split(",") ?? PAGES) as PageName[];
if (
  (seededBefore && (values.db === "pglite" || values.jobs !== undefined)) ||
  (engine !== "pglite" && engine !== "postgres") ||
  ![jobCount, connections, seconds, workers].every((n) => Number.isInteger(n) && n > 0) ||
  (workers > 1 && engine !== "postgres") ||
  pages.some((name) => !PAGES.includes(name))
) {
  console.error(HELP);
  process.exit(2);
}

// The results' table has its header once, above whichever page comes first.
let headerPrinted = false;

const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(tmpdir(), "harbor-bench-http-"));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(exitCode);

// ---------------------------------------------------------------------------

async function main(): Promise<number> {
  const results: PageResult[] = [];
  const isFloor = (name: PageName): name is FloorPageName => Object.hasOwn(FLOOR, name);
  const appPages = pages.filter((name): name is AppPageName => !isFloor(name));
  if (appPages.length > 0) results.push(...(await measureApp(appPages)));
  const floorPages = pages.filter(isFloor);
  // A floor that fails to build or start must not lose the app's figures (a million jobs take long).
  let floorFailure: string | undefined;
  if (floorPages.length > 0) {
    try {
      results.push(...(await measureFloor(floorPages)));
    } catch (error) {
      floorFailure = `the floor: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (values.profile) printProfile(path.resolve(values.profile));

  const checked = engine === "postgres" && jobCount === TARGET_JOBS && connections === defaultConnections;
  const shares = floorShares(results);
  printShares(shares, checked);
  const failures = [
    ...results.flatMap(unexpectedAnswers),
    ...(checked
      ? shares
          .filter((s) => s.share < s.target)
          .map((s) => `${s.label}: ${percent(s.share)} of ${s.floorLabel} < ${percent(s.target)}`)
      : []),
    ...(floorFailure ? [floorFailure] : []),
  ];
  const out = values.out ?? path.join(tmpdir(), `bench-http-${engine}.json`);
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
        machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
        engine,
        jobs: jobCount,
        connections,
        workers,
        seconds,
        targetsChecked: checked,
        results,
        shares,
        failures,
      },
      null,
      2,
    ),
  );
  console.info(`\nResult written to ${out}`);
  for (const failure of failures) console.error(`BELOW TARGET: ${failure}`);
  return failures.length > 0 && !values["no-fail"] ? 1 : 0;
}

/** The app's pages, on its production server over a database filled with generated jobs. */
async function measureApp(names: AppPageName[]): Promise<PageResult[]> {
  const buildDir = values.build ? path.resolve(values.build) : buildInto("bench-http");
  if (!values.build) cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));

  const dbEnv: Record<string, string> = { DATA_DIR: path.join(work, "data"), DATABASE_URL: "" };
  if (seededBefore) {
    dbEnv.DATABASE_URL = process.env.DATABASE_URL ?? "";
    if (!dbEnv.DATABASE_URL) throw new Error("--seeded measures the database of DATABASE_URL: set it");
  } else if (engine === "postgres") {
    const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
    const name = `harbor_bench_http_${randomBytes(4).toString("hex")}`;
    dbEnv.DATABASE_URL = await createDatabase(serverUrl, name);
    cleanups.push(() => dropDatabase(serverUrl, name));
  } else {
    dbEnv.PGLITE_DIR = path.join(work, "pglite");
  }

  const seeded = seededBefore ?? fill(dbEnv);

  const port = values.port ? Number(values.port) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    [...(values.profile ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(values.profile)] : []), "server.ts"],
    base,
    {
      ...dbEnv,
      PORT: String(port),
      BASE_URL: base,
      BUILD_DIR: buildDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      // Never reached: nothing in the benchmark sends mail, but production mode requires one.
      SMTP_URL: "smtp://127.0.0.1:9",
      DEMO: "0",
      SIGNIN_RATE_LIMIT: "1000",
      SAVE_RATE_LIMIT: "1000000",
      WEB_CONCURRENCY: String(workers),
    },
  );
  const cookie = await signIn(base, seeded.email);

  const results: PageResult[] = [];
  for (const name of names) {
    const result = await measure(base, server.pid as number, page(name, base, cookie, seeded.jobIds));
    results.push(result);
    printResult(result);
  }
  // Stopped here rather than at the end, so that its profile is written before main reads it.
  await stop(server);
  return results;
}

/**
 * The framework's floor (docs/perf.md, "The framework's floor"): what this machine gives, in the
 * same run, for a 20-card list with nothing of the app behind it. React Router's side is a bare app
 * (scripts/bench-floor) served by server.ts as the app is (headers, compression, the same handler);
 * beside it, Express and React alone render the same cards.
 */
async function measureFloor(names: FloorPageName[]): Promise<PageResult[]> {
  const buildDir = buildInto("bench-floor", "scripts/bench-floor");
  cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));
  const [frameworkPort, plainPort] = [await freePort(), await freePort()];
  const bases = { framework: `http://127.0.0.1:${frameworkPort}`, plain: `http://127.0.0.1:${plainPort}` };
  const servers = {
    framework: await startServer(["server.ts"], bases.framework, {
      PORT: String(frameworkPort),
      BASE_URL: bases.framework,
      BUILD_DIR: buildDir,
      DEMO: "0",
      // No database to spare: it takes every request the benchmark sends at once.
      MAX_IN_FLIGHT: String(connections),
      // As many workers as the app had. server.ts allows more than one only beside a database
      // server; the floor's build never connects to this one.
      DATABASE_URL: workers > 1 ? "postgres://127.0.0.1:9/never-connected" : "",
      WEB_CONCURRENCY: String(workers),
    }),
    plain: await startServer(["scripts/bench-floor/plain-server.tsx"], bases.plain, { PORT: String(plainPort) }),
  };
  const results: PageResult[] = [];
  for (const name of names) {
    const { server, label, path: requestPath } = FLOOR[name];
    const target: Page = { name, label, status: 200, request: () => ({ method: "GET", path: requestPath }) };
    const result = await measure(bases[server], servers[server].pid as number, target);
    results.push(result);
    printResult(result);
  }
  await Promise.all([stop(servers.framework), stop(servers.plain)]);
  return results;
}

/** Starts a script of the project in production mode on 127.0.0.1 and waits for its /healthz. */
async function startServer(args: string[], base: string, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
  });
  cleanups.push(() => stop(server));
  await waitForHealth(base, server);
  return server;
}

function fill(dbEnv: Record<string, string>): Seeded {
  console.info(`Filling the ${engine} database with ${jobCount} jobs ...`);
  const seededFile = path.join(work, "seeded.json");
  const seeding = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1] as string, "--seed", seededFile, "--jobs", String(jobCount)],
    { stdio: "inherit", env: { ...process.env, ...dbEnv, NODE_ENV: "test", SMTP_URL: "", DEMO: "0" } },
  );
  if (seeding.status !== 0) throw new Error(`filling the database failed (${seeding.status ?? seeding.signal})`);
  return JSON.parse(readFileSync(seededFile, "utf8")) as Seeded;
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Signs in through the sign-in form, as a browser would; returns the cookies a browser would send. */
async function signIn(base: string, email: string): Promise<string> {
  const attempt = () =>
    fetch(`${base}/signIn`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "" }),
    });
  let response = await attempt();
  // A server still warming up may refuse for a moment (503 with Retry-After, docs/reliability.md).
  for (let tries = 0; response.status === 503 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    response = await attempt();
  }
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  // Without the one-time toast: sent on every request, it would be read and cleared every time.
  const cookies = response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0] as string)
    .filter((c) => !c.startsWith("toast="));
  if (cookies.length === 0) throw new Error("sign-in set no cookie");
  return cookies.join("; ");
}

// ---------------------------------------------------------------------------

interface Page {
  name: PageName;
  label: string;
  status: number;
  request: (i: number) => { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };
}

function page(name: AppPageName, base: string, cookie: string, jobIds: string[]): Page {
  const signedIn = { Cookie: cookie };
  const jobAt = (i: number) => jobIds[i % jobIds.length] as string;
  // What the browser asks for when a search changes: the list's own loader alone.
  const listData =
    (search: string): Page["request"] =>
    () => ({
      method: "GET",
      path: `/jobs.data?${search}&_routes=${encodeURIComponent(LIST_ROUTE_ID)}`,
      headers: signedIn,
    });
  switch (name) {
    case "jobs-html":
      return {
        name,
        label: "job list HTML",
        status: 200,
        request: () => ({ method: "GET", path: `/jobs?${SEARCH}`, headers: signedIn }),
      };
    case "jobs-full":
      // SEARCH matches a couple of jobs at 10,000: the list as most visits open it has twenty cards.
      return {
        name,
        label: "full job list",
        status: 200,
        request: () => ({ method: "GET", path: "/jobs", headers: signedIn }),
      };
    case "jobs-data":
      return {
        name,
        label: "job list data",
        status: 200,
        request: listData(SEARCH),
      };
    case "keyword-data":
      // The search most job seekers make: a keyword alone, nearest first at any distance.
      return {
        name,
        label: "keyword list data",
        status: 200,
        request: listData("q=cook"),
      };
    case "job-page":
      return {
        name,
        label: "a job's page",
        status: 200,
        request: (i) => ({ method: "GET", path: `/jobs/${jobAt(i)}`, headers: signedIn }),
      };
    case "save-unsave":
      return {
        name,
        label: "save / unsave",
        status: 200,
        // The star's fetcher: each job saved on one round, unsaved on the next.
        request: (i) => ({
          method: "POST",
          path: "/api/saved-jobs.data",
          headers: { ...signedIn, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
          body: `set=${jobAt(i)}:${Math.floor(i / jobIds.length) % 2 === 0 ? 1 : 0}`,
        }),
      };
    case "sign-in-page":
      return { name, label: "sign-in page", status: 200, request: () => ({ method: "GET", path: "/signIn" }) };
    case "healthz":
      return { name, label: "/healthz", status: 200, request: () => ({ method: "GET", path: "/healthz" }) };
  }
}

interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

interface PageResult {
  name: PageName;
  label: string;
  alone: Latency & { requests: number };
  load: Latency & {
    /** Answered with the expected status. */
    requests: number;
    reqPerSec: number;
    cpuMsPerRequest: number;
    /** The load generator's CPU (this process) and the whole machine's, per request. */
    generatorCpuMsPerRequest: number;
    machineCpuMsPerRequest: number;
    /** How busy the machine's cores were, on average, in per cent of all of them. */
    machineBusyPercent: number;
    rssMb: number;
  };
  /** Answers with another status than expected, by status, and requests that failed. */
  errors: Record<string, number>;
  loadAverage: number;
}

/** One run of autocannon; every response time kept (autocannon's own summary has no p95). */
async function drive(base: string, target: Page, options: { connections: number; seconds: number }) {
  const times: number[] = [];
  const unexpected: Record<string, number> = {};
  // Only the expected answers count as throughput: an overloaded server refuses quickly (503), and
  // counting its refusals would raise its req/s and its share of the floor.
  let answered = 0;
  let counter = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            setupRequest: (request) => {
              const next = target.request(counter++);
              // What Chromium accepts: pages are compressed as they would be for a browser.
              const headers = { ...request.headers, "Accept-Encoding": "gzip, deflate, br, zstd", ...next.headers };
              return { ...request, ...next, headers };
            },
          },
        ],
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === target.status) answered++;
      else unexpected[statusCode] = (unexpected[statusCode] ?? 0) + 1;
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN);
  return {
    latency: { p50: at(0.5), p95: at(0.95), p99: at(0.99) },
    requests: answered,
    reqPerSec: round(answered / options.seconds),
    // By status, and the requests that got no answer.
    errors:
      result.errors + result.timeouts > 0 ? { ...unexpected, failed: result.errors + result.timeouts } : unexpected,
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The server's CPU time so far (user + system, its workers included), in ms, from /proc. */
function cpuMs(pid: number): number {
  return [pid, ...workerPids(pid)].reduce((sum, each) => {
    const fields = readFileSync(`/proc/${each}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  }, 0);
}

/** The machine's busy CPU time so far, all cores, in ms (/proc/stat: all but idle and I/O wait). */
function machineBusyMs(): number {
  const ticks = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").split(/\s+/).slice(1, 9).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS;
}

/** The server's resident memory, its workers included. */
function rssMb(pid: number): number {
  const kb = [pid, ...workerPids(pid)].reduce(
    (sum, each) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, "utf8"))?.[1]),
    0,
  );
  return Math.round(kb / 1024);
}

async function measure(base: string, pid: number, target: Page): Promise<PageResult> {
  const loadAverage = round(loadavg()[0] as number);
  // Warm-up: the JIT, the connection pool and the database's caches.
  await drive(base, target, { connections, seconds: 3 });
  const alone = await drive(base, target, { connections: 1, seconds: Math.max(2, Math.round(seconds / 2)) });
  const [cpuBefore, generatorBefore, machineBefore, started] = [
    cpuMs(pid),
    process.cpuUsage(),
    machineBusyMs(),
    performance.now(),
  ];
  const load = await drive(base, target, { connections, seconds });
  const cpu = cpuMs(pid) - cpuBefore;
  const generator = process.cpuUsage(generatorBefore);
  const machine = machineBusyMs() - machineBefore;
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, load.requests)) * 100) / 100;
  return {
    name: target.name,
    label: target.label,
    alone: { ...alone.latency, requests: alone.requests },
    load: {
      ...load.latency,
      requests: load.requests,
      reqPerSec: load.reqPerSec,
      cpuMsPerRequest: perRequest(cpu),
      generatorCpuMsPerRequest: perRequest((generator.user + generator.system) / 1000),
      machineCpuMsPerRequest: perRequest(machine),
      machineBusyPercent: Math.round((100 * machine) / ((performance.now() - started) * cpus().length)),
      rssMb: rssMb(pid),
    },
    errors: Object.fromEntries(
      [...new Set([...Object.keys(alone.errors), ...Object.keys(load.errors)])].map((key) => [
        key,
        (alone.errors[key] ?? 0) + (load.errors[key] ?? 0),
      ]),
    ) as Record<string, number>,
    loadAverage,
  };
}

function printResult(r: PageResult) {
  if (!headerPrinted) {
    headerPrinted = true;
    console.info(
      `\n${"page".padEnd(15)} ${"req/s".padStart(7)}  ${"p50/p95/p99 alone (ms)".padStart(23)}  ${`p50/p95/p99 at ${connections}`.padStart(23)}  ${"CPU ms/req".padStart(10)}  ${"generator".padStart(9)}  ${"machine".padStart(7)}  ${"busy".padStart(4)}  ${"RSS MB".padStart(6)}  errors  load avg`,
    );
  }
  const l = (x: Latency) => `${x.p50} / ${x.p95} / ${x.p99}`;
  console.info(
    `${r.label.padEnd(15)} ${String(r.load.reqPerSec).padStart(7)}  ${l(r.alone).padStart(23)}  ${l(r.load).padStart(23)}  ${String(r.load.cpuMsPerRequest).padStart(10)}  ${String(r.load.generatorCpuMsPerRequest).padStart(9)}  ${String(r.load.machineCpuMsPerRequest).padStart(7)}  ${`${r.load.machineBusyPercent}%`.padStart(4)}  ${String(r.load.rssMb).padStart(6)}  ${String(Object.values(r.errors).reduce((a, b) => a + b, 0)).padStart(6)}  ${r.loadAverage}`,
  );
}

function unexpectedAnswers(r: PageResult): string[] {
  const errors = Object.entries(r.errors).map(([status, n]) => `${n} × ${status}`);
  return errors.length > 0 ? [`${r.label}: unexpected answers (${errors.join(", ")})`] : [];
}

interface FloorShare {
  label: string;
  floorLabel: string;
  share: number;
  target: number;
  /** The floor's server CPU per request over the page's: steadier than throughput on a busy host, shown beside it. */
  cpuShare: number;
}

/** Each target's page as a share of its floor's throughput, where the run measured both. */
function floorShares(results: PageResult[]): FloorShare[] {
  const byName = new Map(results.map((r) => [r.name, r]));
  return TARGETS.flatMap(({ page: name, floor, share: target }) => {
    const [app, base] = [byName.get(name), byName.get(floor)];
    if (!app || !base) return [];
    const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
    const share = ratio(app.load.reqPerSec, base.load.reqPerSec);
    const cpuShare = ratio(base.load.cpuMsPerRequest, app.load.cpuMsPerRequest);
    return [{ label: app.label, floorLabel: base.label, share, target, cpuShare }];
  });
}

function printShares(shares: FloorShare[], checked: boolean) {
  if (shares.length === 0) return;
  console.info(
    `\nShare of the floor's throughput${checked ? "" : ` (not checked: the targets hold on postgres, ${TARGET_JOBS} jobs, ${TARGET_CONNECTIONS} connections)`}:`,
  );
  for (const s of shares) {
    const verdict = s.share >= s.target ? "ok" : "BELOW";
    console.info(
      `${s.label.padEnd(15)} ${percent(s.share).padStart(7)} of ${s.floorLabel.padEnd(10)}  target ≥ ${percent(s.target)}  ${verdict.padEnd(5)}  (by server CPU per request: ${percent(s.cpuShare)})`,
    );
  }
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

// ---------------------------------------------------------------------------

/**
 * The ten functions that used the most CPU themselves (not counting what they
 * called) in the server's profile, which node writes when the server exits.
 */
function printProfile(dir: string) {
  // The largest: the main thread's (tsx's module loader thread writes one too).
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).size - statSync(b).size)
    .at(-1);
  if (!file) {
    console.error(`No .cpuprofile in ${dir}`);
    return;
  }
  interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMicros = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const delta = profile.timeDeltas[i] ?? 0;
    if (!frame || frame.functionName === "(idle)") return;
    const where = frame.url
      ? ` ${frame.url.replace(/^file:\/\//, "").replace(`${root}/`, "")}:${frame.lineNumber + 1}`
      : "";
    const key = `${frame.functionName || "(anonymous)"}${where}`;
    selfMicros.set(key, (selfMicros.get(key) ?? 0) + delta);
    total += delta;
  });
  console.info(`\nCPU profile ${file}: busy ${(total / 1e6).toFixed(1)} s; ten largest self times:`);
  for (const [key, micros] of [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.info(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

// ---------------------------------------------------------------------------

async function seed(outFile: string, jobTotal: number) {
  const { eq, sql } = await import("drizzle-orm");
  const { jobs } = await import("#db/schema");
  const { insertUsers, userRow } = await import("#db/factory");
  const { closeDb, getDb, migrateDb } = await import("~/shared/server/db.server");
  const { hashPassword } = await import("~/shared/server/auth.server");
  const { seedBenchData } = await import("./bench-data");
  try {
    await migrateDb();
    const db = getDb();
    // Never into a database in use: a developer's own, or one filled before.
    const [held] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
    if (held?.count) throw new Error(`--seed fills an empty database; this one holds ${held.count} jobs`);
    const { busyOrigin } = await seedBenchData(db, { jobs: jobTotal, users: Math.max(500, Math.round(jobTotal / 10)) });
    // The job seeker of the benchmark lives in the busy area: distances and nearest first.
    const client = userRow({
      role: "client",
      name: "Bench Seeker",
      email: "seeker@bench-http.example",
      latitude: busyOrigin.latitude,
      longitude: busyOrigin.longitude,
    });
    await insertUsers(db, [client], await hashPassword(PASSWORD));
    await db.execute(sql`VACUUM ANALYZE`);
    const approved = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, "approved"))
      .orderBy(sql`random()`)
      .limit(200);
    writeFileSync(
      outFile,
      JSON.stringify({ email: client.email, jobIds: approved.map((r) => r.id), jobs: jobTotal } satisfies Seeded),
    );
  } finally {
    await closeDb();
  }
}
