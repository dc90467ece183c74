import "./load-env";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { adminQuery, cookieOf } from "./test-server";

// `npm run bench`: builds a separate database with 100,000 jobs and 10,000
// users and times the Find Jobs loader (session check, viewer lookup, search,
// count and one page) for a set of searches. PGlite always runs, in a
// temporary folder; PostgreSQL too when DATABASE_URL is set, in a database of
// its own that is dropped afterwards. Each engine runs in a child process,
// because the app keeps one database connection per process.

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
// Des Moines, Iowa: a few hundred kilometres from the generated jobs.
const BY_A_WORKPLACE = { latitude: 41.59, longitude: -93.62 };

const child = process.argv[2] === "--child";

if (!child) {
  await main();
} else {
  await runChild();
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), "harbor-bench-"));
  try {
    runEngine("PGlite", { DATABASE_URL: "", DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, "pglite") });
    if (serverUrl) {
      const name = `harbor_bench_${randomBytes(4).toString("hex")}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        runEngine("PostgreSQL", { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
      } finally {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      }
    } else {
      console.info("\nDATABASE_URL is not set: PostgreSQL skipped.");
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function runEngine(label: string, env: Record<string, string>) {
  console.info(`\n== ${label} ==`);
  const result = spawnSync(process.execPath, [...process.execArgv, process.argv[1] as string, "--child"], {
    stdio: "inherit",
    env: { ...process.env, ...env, NODE_ENV: "test", SMTP_URL: "", DEMO: "0" },
  });
  if (result.status !== 0) throw new Error(`${label} benchmark failed`);
}

// ---------------------------------------------------------------------------

async function timeRuns(run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95), max: times[times.length - 1] as number };
}

async function runChild() {
  const { sql } = await import("drizzle-orm");
  const { closeDb, dbKind, getDb, migrateDb } = await import("~/shared/server/db.server");
  const { loader } = await import("~/areas/find-jobs/jobs");
  const { seedBenchData } = await import("./bench-data");
  const { createAccount } = await import("~/shared/server/users.server");
  const { signInWithPassword, CLIENT_IP_HEADER } = await import("~/shared/server/auth.server");
  const { requirePage } = await import("~/shared/access/guard.server");

  try {
    await migrateDb();
    let started = performance.now();
    const seeded = await seedBenchData(getDb(), { jobs: JOBS, users: USERS });
    console.info(
      `${dbKind()}: ${JOBS} jobs, ${USERS} users written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Jobs at one address share a distance (the offline geocoder puts a ZIP code's jobs at its
    // centre): a workplace of 40 jobs, 30 of them cooks, at the place of the job nearest to a job
    // seeker far from every other, so that the pages of both searches below end among them.
    await getDb().execute(sql`
      INSERT INTO jobs (title, company, job_type, wage_type, wage_min, wage_max, english_level,
        street, city, state, zip, location, latitude, longitude, status, owner_id, posted_at)
      SELECT CASE WHEN g % 4 = 0 THEN 'Packer' ELSE 'Line cook' END, 'Bench Workplace Foods', job_type,
        wage_type, wage_min, wage_max, english_level, street, city, state, zip, location, latitude,
        longitude, 'approved', owner_id, now() - g * interval '1 hour'
      FROM (SELECT * FROM jobs WHERE status = 'approved' AND earth IS NOT NULL
        ORDER BY earth <-> ll_to_earth(${BY_A_WORKPLACE.latitude}, ${BY_A_WORKPLACE.longitude}) LIMIT 1) AS nearest,
        generate_series(1, 40) AS g`);
    started = performance.now();
    await getDb().execute(sql`VACUUM ANALYZE`);
    console.info(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Job seekers: one with an address in a busy area (nearest first, distances), one without, one
    // who lives a few hundred kilometres from every job (Springfield, Illinois), and one whose
    // nearest place holds the workplace above.
    const password = "bench-password-123";
    const cookies: Record<string, string> = {};
    for (const [key, origin] of [
      ["with address", seeded.busyOrigin],
      ["no address", null],
      ["far away", { latitude: 39.78, longitude: -89.65 }],
      ["by a workplace", BY_A_WORKPLACE],
    ] as const) {
      const email = `bench-${key.replaceAll(" ", "-")}@bench.example`;
      const created = await createAccount({
        name: `Bench ${key}`,
        email,
        role: "client",
        status: "approved",
        password,
      });
      if (!created.ok) throw new Error("could not create the bench user");
      if (origin) {
        await getDb().execute(
          sql`UPDATE users SET latitude = ${origin.latitude}, longitude = ${origin.longitude} WHERE id = ${created.id}`,
        );
      }
      await getDb().execute(sql`
        INSERT INTO saved_jobs (user_id, job_id)
        SELECT ${created.id}, id FROM jobs WHERE status = 'approved' ORDER BY id LIMIT 25`);
      const signedIn = await signInWithPassword(
        new Request("http://localhost/", { headers: { [CLIENT_IP_HEADER]: "10.9.9.9" } }),
        email,
        password,
      );
      if (!signedIn.ok) throw new Error("bench sign-in failed");
      cookies[key] = cookieOf(signedIn);
    }

    const combos: [string, string, string][] = [
      ["none", "", "with address"],
      ["none (no address: newest first)", "", "no address"],
      ["text 'cook'", "q=cook", "with address"],
      ["text 'lakeside'", "q=lakeside", "no address"],
      ["text 'technician'", "q=technician", "no address"],
      ["text 'cook', far from every job", "q=cook", "far away"],
      ["none, far from every job", "", "far away"],
      ["none, far, a workplace nearest", "", "by a workplace"],
      ["'cook', far, a workplace nearest", "q=cook", "by a workplace"],
      ["posted past week", "posted=7", "with address"],
      ["job type part-time", "type=Part-time", "with address"],
      ["pay $18+", "pay=18", "with address"],
      ["english basic+intermediate", "english=Basic&english=Intermediate", "with address"],
      ["language Persian/Farsi", "lang=Persian%2FFarsi", "with address"],
      ["shift 9am-6pm", "shift=specify&from=9&to=18", "with address"],
      ["distance 25 mi, nearest first", "anyDistance=0&distance=25", "with address"],
      ["benefit medical+others", "benefit=medical&benefit=others", "with address"],
      [
        "all together",
        "q=cook&posted=30&type=Full-time&pay=16&english=Basic&english=Intermediate&lang=Arabic&shift=specify&from=6&to=22&anyDistance=0&distance=100&benefit=medical",
        "with address",
      ],
      ["page 200 (deep)", "page=200", "with address"],
    ];

    const rows: { name: string; p50: number; p95: number; max: number; total: number }[] = [];
    for (const [name, search, who] of combos) {
      const request = () =>
        new Request(`http://localhost/jobs${search ? `?${search}` : ""}`, { headers: { Cookie: cookies[who] ?? "" } });
      const call = () => loader({ request: request(), params: {}, context: {} } as never);
      const total = (await call()).result.total;
      rows.push({ name, ...(await timeRuns(call)), total });
    }

    console.info(`\nFind Jobs loader, ${RUNS} runs each (ms):`);
    console.info(`${"search".padEnd(34)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"max".padStart(7)}  matches`);
    for (const r of rows) {
      console.info(
        `${r.name.padEnd(34)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)}  ${r.total}`,
      );
    }

    // How much of each loader call is the session check (better-auth; it reads the viewer's address too).
    const overhead = await timeRuns(async () => {
      await requirePage(
        new Request("http://localhost/jobs", { headers: { Cookie: cookies["with address"] ?? "" } }),
        "findJobs",
      );
    });
    console.info(`\nof which the session check: p50 ${overhead.p50.toFixed(1)}, p95 ${overhead.p95.toFixed(1)}`);
  } finally {
    await closeDb();
  }
}
