import "./load-env";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { DEMO_AUTHENTICATOR_SECRET } from "#db/seed";
import { PGLITE_EXTENSIONS, pgliteFolderOptions } from "~/shared/server/pglite.server";
import { authenticatorCode } from "~/shared/authenticator";
import { cookieOf, createDemoPostgres, dropDatabase, freePort } from "./test-server";

const HELP = `Usage: npm run test:crash -- [--short] [--postgres] [--kills N]

Starts the production server (the build in BUILD_DIR, default ./build) on a fresh database,
drives write load over HTTP (an admin posting jobs, a job seeker saving them), kills the server
with SIGKILL at a random moment, restarts it, and repeats. At the end it checks that every write
the server acknowledged is there and whole (each job with its audit entry, every field as sent,
every acknowledged save), and runs amcheck on every index.

  --short      3 kills (what npm test runs)
  --postgres   on PostgreSQL: a new database on the server of TEST_DATABASE_URL, dropped at the end
               (also chosen when TEST_DATABASE_URL is set)
  --kills N    this many kills (default 20 on PGlite, 5 on PostgreSQL)
  -h, --help   show this text

Exits 1 when an acknowledged write is missing or half-written, an index is corrupt, the server
answered 500 or failed to start again.`;

const { values } = parseArgs({
  options: {
    short: { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
    kills: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.info(HELP);
  process.exit(0);
}

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = values.postgres || Boolean(serverUrl);
if (onPostgres && !serverUrl) {
  console.error("--postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  process.exit(2);
}
const kills = values.short ? 3 : Number(values.kills ?? (onPostgres ? 5 : 20));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.error(`No build in ${BUILD_DIR}: run \`BUILD_DIR=${BUILD_DIR} npx react-router build\` first.`);
  process.exit(2);
}

const DEMO_PASSWORD = "harbor-demo";
// The load runs this long before each kill: long enough for writes to be in every state.
const LOAD_MS = { min: 500, max: 3_000 };
// The first start creates the database and the demo data: minutes on a busy 2-core machine.
const START_TIMEOUT_MS = 300_000;

interface PostedJob {
  id: string;
  title: string;
}

const work = fs.mkdtempSync(path.join(tmpdir(), "harbor-crash-"));
const dataDir = path.join(work, "data");
const logFile = path.join(work, "server.log");
const port = await freePort();
const origin = `http://localhost:${port}`;
let databaseUrl: string | undefined;
let databaseName: string | undefined;

const acked = { jobs: [] as PostedJob[], saves: [] as string[] };
const stats = { unanswered: 0, serverErrors: 0, restartsMs: [] as number[] };
const checked = { indexes: 0, jobs: 0 };

try {
  if (onPostgres) {
    databaseName = `harbor_crash_${randomBytes(5).toString("hex")}`;
    databaseUrl = await createDemoPostgres(serverUrl as string, databaseName, dataDir);
  }
  let server = await startServer();
  const cookies = { admin: await signIn("admin@example.org"), client: await signIn("client@example.org") };
  for (let round = 1; round <= kills; round++) {
    const load = startLoad(round, cookies);
    // Timed from the round's first acknowledged write: the first requests after a start are
    // slow, and a round without writes would test nothing.
    await load.firstWrite;
    await sleep(LOAD_MS.min + Math.random() * (LOAD_MS.max - LOAD_MS.min));
    server.kill("SIGKILL");
    await once(server, "exit");
    await load.stop();
    const started = performance.now();
    server = await startServer();
    stats.restartsMs.push(performance.now() - started);
    process.stdout.write(
      `kill ${round}/${kills}: ${acked.jobs.length} jobs and ${acked.saves.length} saves acknowledged so far\n`,
    );
  }
  server.kill("SIGTERM");
  await once(server, "exit");
  const problems = await verify();
  report(problems);
  process.exitCode = problems.length > 0 || stats.serverErrors > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`Server log: ${logFile}`);
  process.exitCode = 1;
} finally {
  if (databaseName) await dropDatabase(serverUrl as string, databaseName);
  if (process.exitCode === 0) fs.rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// The server

function startServer(): Promise<ChildProcess> {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: "1",
      BUILD_DIR,
      NODE_ENV: "",
      SMTP_URL: "",
      PGLITE_DIR: "",
      DATABASE_URL: databaseUrl ?? "",
      // The load signs in twice; the limit is for people, not for this test.
      SIGNIN_RATE_LIMIT: "1000",
      SAVE_RATE_LIMIT: "1000000",
      // SIGKILL to one process, as a crash would; several workers are cluster-test's subject.
      WEB_CONCURRENCY: "1",
      // The overload guard answers 503 when a busy machine delays the event loop, which this test
      // would count as a failed write; the guard has tests of its own (server/overload.test.ts).
      MAX_EVENT_LOOP_LAG_MS: "5000",
      MAX_IN_FLIGHT: "64",
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  return waitUntilServing(child);
}

async function waitUntilServing(child: ChildProcess): Promise<ChildProcess> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start (exit code ${child.exitCode}).`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

/** Signs a demo account in; the demo admin passes the second step with its authenticator's code. */
async function signIn(email: string): Promise<string> {
  let response = await post("/signIn", { email, password: DEMO_PASSWORD });
  if (response.headers.get("Location") === "/signIn/second_step") {
    const code = await authenticatorCode(DEMO_AUTHENTICATOR_SECRET);
    response = await post("/signIn/second_step", { code }, cookieOf(response));
  }
  const cookie = cookieOf(response);
  if (response.status !== 302 || !cookie.includes("session_token"))
    throw new Error(`Sign-in as ${email} failed (${response.status}).`);
  return cookie;
}

function post(pathname: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
}

// ---------------------------------------------------------------------------------------------
// The load: two admins post jobs (each job and its audit entry in one transaction), a job seeker
// saves each posted job. A write counts as acknowledged when its answer arrived.

function jobFields(title: string): Record<string, string> {
  return {
    title,
    company: "Crash Test Foods",
    startDate: "2026-03-02",
    jobType: "Full-time",
    shift: "Mon-Fri 9am-5pm",
    wageType: "Hourly",
    wageMin: "16",
    wageMax: "18.50",
    hasMedical: "on",
    benefitOthers: "",
    englishLevel: "Basic",
    languageNote: "Arabic",
    street: "2740 W Devon Ave",
    city: "Chicago",
    state: "IL",
    zip: "60659",
    description: `Written before a kill: ${title}`,
    instructions: "Email jobs@example.org",
  };
}

function startLoad(round: number, cookies: { admin: string; client: string }) {
  let running = true;
  const toSave: PostedJob[] = [];
  let sequence = 0;
  let wrote: () => void = () => undefined;
  const firstWrite = new Promise<void>((resolve) => (wrote = resolve));

  // An answer that never came (the kill) leaves the write's fate unknown: not counted.
  async function attempt(send: () => Promise<Response>): Promise<Response | undefined> {
    try {
      const response = await send();
      if (response.status >= 500) {
        stats.serverErrors += 1;
        console.error(`${response.status} from the server: ${(await response.text()).slice(0, 300)}`);
      }
      return response;
    } catch {
      stats.unanswered += 1;
      return undefined;
    }
  }

  async function poster(name: string) {
    while (running) {
      const title = `crash ${round}.${name}.${++sequence}`;
      const response = await attempt(() => post("/addJob", jobFields(title), cookies.admin));
      if (!response) return;
      const id =
        response.status === 302 ? /\/([0-9a-f-]{36})$/.exec(response.headers.get("location") ?? "")?.[1] : undefined;
      if (!id) throw new Error(`Posting a job answered ${response.status} ${response.headers.get("location") ?? ""}`);
      acked.jobs.push({ id, title });
      toSave.push({ id, title });
      wrote();
    }
  }

  async function saver() {
    while (running) {
      const job = toSave.shift();
      if (!job) {
        await sleep(5);
        continue;
      }
      const response = await attempt(() => post("/api/saved-jobs", { jobId: job.id, saved: "1" }, cookies.client));
      if (!response) return;
      if (response.status !== 200) throw new Error(`Saving a job answered ${response.status}`);
      acked.saves.push(job.id);
    }
  }

  const loops = Promise.all([poster("a"), poster("b"), saver()]);
  return {
    firstWrite,
    stop: async () => {
      running = false;
      await loops;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The check, on the database itself after a clean stop

type Query = <T>(sql: string) => Promise<T[]>;

async function verify(): Promise<string[]> {
  if (onPostgres) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await pool.query("CREATE EXTENSION IF NOT EXISTS amcheck");
      return await checkRows(async <T>(sql: string) => (await pool.query(sql)).rows as T[]);
    } finally {
      await pool.end();
    }
  }
  const client = await PGlite.create({
    ...pgliteFolderOptions(path.join(dataDir, "pglite")),
    extensions: { ...PGLITE_EXTENSIONS, amcheck },
  });
  try {
    await client.exec("CREATE EXTENSION IF NOT EXISTS amcheck");
    return await checkRows(async <T>(sql: string) => (await client.query<T>(sql)).rows);
  } finally {
    await client.close();
  }
}

async function checkRows(query: Query): Promise<string[]> {
  const problems: string[] = [];
  const expected = jobFields("");
  const jobs = await query<{
    id: string;
    title: string;
    company: string;
    description: string;
    wage_max: number;
    audits: number;
  }>(
    `SELECT j.id, j.title, j.company, j.description, j.wage_max,
            (SELECT count(*)::int FROM audit_log a WHERE a.entity_id = j.id::text AND a.action = 'job.create'
               AND a.details->>'title' = j.title) AS audits
     FROM jobs j WHERE j.title LIKE 'crash %'`,
  );
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const job of acked.jobs) {
    const row = byId.get(job.id);
    if (!row) problems.push(`acknowledged job missing: ${job.title} (${job.id})`);
    else if (row.title !== job.title) problems.push(`job ${job.id} has title ${row.title}, not ${job.title}`);
  }
  // Every job present, acknowledged or not, must be whole: its fields and its audit entry.
  for (const row of jobs) {
    if (row.audits !== 1) problems.push(`job ${row.title} has ${row.audits} audit entries, not 1`);
    if (
      row.company !== expected.company ||
      row.description !== `Written before a kill: ${row.title}` ||
      Number(row.wage_max) !== 18.5
    ) {
      problems.push(`job ${row.title} is not as it was sent`);
    }
  }
  const orphans = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log a WHERE a.action = 'job.create' AND a.details->>'title' LIKE 'crash %'
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id::text = a.entity_id)`,
  );
  if ((orphans[0]?.n ?? 0) > 0) problems.push(`${orphans[0]?.n} audit entries of jobs that are not there`);
  const saved = new Set(
    (
      await query<{ job_id: string }>(
        `SELECT s.job_id FROM saved_jobs s JOIN users u ON u.id = s.user_id WHERE u.email = 'client@example.org'`,
      )
    ).map((row) => row.job_id),
  );
  for (const jobId of acked.saves) if (!saved.has(jobId)) problems.push(`acknowledged save missing: job ${jobId}`);
  // amcheck: every B-tree index agrees with itself (bt_index_check raises an error otherwise).
  const indexes = await query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_am am ON am.oid = c.relam
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'i' AND am.amname = 'btree' AND n.nspname IN ('public', 'drizzle')`,
  );
  for (const { name } of indexes) {
    try {
      await query(`SELECT bt_index_check('${name}'::regclass, true)`); // true: every heap row is in the index
    } catch (error) {
      problems.push(`amcheck: index ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  checked.indexes = indexes.length;
  checked.jobs = jobs.length;
  return problems;
}

function report(problems: string[]) {
  const restarts = stats.restartsMs.map((ms) => ms / 1000).sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? 0;
  console.info(
    [
      `Crash test on ${onPostgres ? "PostgreSQL" : "PGlite"}: ${kills} SIGKILLs under write load.`,
      `Acknowledged: ${acked.jobs.length} job posts (job + audit entry), ${acked.saves.length} saves; ` +
        `${stats.unanswered} requests cut off by the kills (their fate unknown, not counted).`,
      `Found: ${checked.jobs} posted jobs, all whole; ${checked.indexes} B-tree indexes checked with amcheck.`,
      `Restart after a kill: median ${median.toFixed(1)} s, slowest ${(restarts.at(-1) ?? 0).toFixed(1)} s.`,
      `Answers >= 500: ${stats.serverErrors}.`,
      problems.length === 0
        ? "No acknowledged write lost, none half-written, every index intact."
        : `PROBLEMS (${problems.length}):`,
      ...problems.slice(0, 50).map((problem) => `  ${problem}`),
    ].join("\n"),
  );
}

// ---------------------------------------------------------------------------------------------

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
