import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// What the measuring scripts (journey, lighthouse, crash, bench) and the
// end-to-end tests that run a server of their own share.

const root = path.resolve(import.meta.dirname, "..");

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The worker processes of the server `pid` (Linux /proc): its children that run this server.ts.
 * Its other children, if any, are esbuild's: tsx starts them when it compiles a file its cache
 * does not hold yet (a fresh clone), and they stay.
 */
export function workerPids(pid: number): number[] {
  const script = path.join(root, "server.ts");
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent is the 4th field, after the command name in parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== pid) return false;
        return readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").includes(script);
      } catch {
        return false; // the process ended while being read
      }
    })
    .map(Number);
}

/** The cookies a browser would send back after this response. */
export function cookieOf(response: { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Waits until a started server answers /healthz, failing at once if it exits. */
export async function waitForHealth(base: string, child: ChildProcess, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (${child.exitCode ?? child.signalCode})`);
    }
    const healthy = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${seconds} s`);
}

/** One statement on a PostgreSQL server's maintenance connection (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database `name` on the PostgreSQL server of `serverUrl`; its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database made for a test or a measurement. `pool.end()` resolves before its clients'
 * sockets have closed, and forcing them off then failed a client that was closing in the same
 * process ("terminating connection due to administrator command", unhandled: seen once in CI).
 * So the drop first waits up to 5 s for the database's connections to leave.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
      const { rows } = await client.query<{ connected: number }>(
        "SELECT count(*)::int AS connected FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if (rows[0]?.connected === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A new database `name` on the PostgreSQL server of `serverUrl`, migrated and holding the
 * demo accounts and jobs (the server seeds demo data only into PGlite); its URL. The caller
 * drops it. `dataDir` is where this process' app modules may write (the env they read).
 */
export async function createDemoPostgres(serverUrl: string, name: string, dataDir: string): Promise<string> {
  const url = await createDatabase(serverUrl, name);
  Object.assign(process.env, { DATABASE_URL: url, DATA_DIR: dataDir, DEMO: "1", NODE_ENV: "" });
  const { closeDb, getDb, migrateDb } = await import("~/shared/server/db.server");
  const { hashPassword } = await import("~/shared/server/auth.server");
  const { seedDemo } = await import("#db/seed");
  const { enrollSecondFactor } = await import("~/shared/server/second-factor.server");
  try {
    await migrateDb();
    await seedDemo(getDb(), hashPassword, enrollSecondFactor);
  } catch (error) {
    await closeDb();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  await closeDb();
  return url.toString();
}

export interface DemoServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * A production build in a new folder `build-<name>-…` of the project, which the caller removes;
 * of the app, or of another React Router app whose project folder is `appRoot` (the benchmark's
 * floor). The build stays inside the project, where its imports find node_modules.
 */
export function buildInto(name: string, appRoot = "."): string {
  const buildDir = mkdtempSync(path.join(root, `build-${name}-`));
  console.info(`Building into ${path.relative(root, buildDir)} ...`);
  const built = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: path.join(root, appRoot),
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  if (built.status !== 0) {
    rmSync(buildDir, { recursive: true, force: true });
    console.error(built.stdout, built.stderr);
    throw new Error(`react-router build exited with ${built.status ?? built.signal}`);
  }
  return buildDir;
}

/**
 * Builds the app into a folder of its own and serves it on a free port with a fresh
 * embedded demo database (demo accounts, mail kept in the outbox).
 */
export async function startDemoServer(name: string): Promise<DemoServer> {
  const buildDir = buildInto(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), `harbor-${name}-`));
  const removeFolders = () => {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await freePort();
  const base = `http://localhost:${port}`;
  console.info(`Starting the server on ${base} ...`);
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      NODE_ENV: "test",
      DATABASE_URL: "",
      SMTP_URL: "",
      DEMO: "1",
      SIGNIN_RATE_LIMIT: "1000",
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    removeFolders();
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
