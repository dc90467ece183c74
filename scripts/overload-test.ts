import "./load-env";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { readEdgeConfig } from "../server/config";
import { cookieOf, createDemoPostgres, dropDatabase, freePort, waitForHealth } from "./test-server";

const HELP = `Usage: npx tsx scripts/overload-test.ts [--connections 200] [--seconds 20] [--honour-retry-after]
                                       [--postgres] [--port <n>]

Starts the production server (the build in BUILD_DIR, default ./build) on a fresh demo database
on this machine (PGlite; with --postgres a new database on the PostgreSQL server of
TEST_DATABASE_URL, dropped at the end), signs in as the demo job seeker and keeps --connections
connections asking for the job list (/jobs) for --seconds. Prints the share of requests refused
with 503 and the latency of the accepted ones. Each connection asks again as soon as it has an
answer; with --honour-retry-after it waits the second a 503 asks for. The overload limits in the
environment (MAX_IN_FLIGHT, MAX_EVENT_LOOP_LAG_MS) are passed on to the server. The server
listens on --port (default: a free port).`;

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    "honour-retry-after": { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
    port: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.info(HELP);
  process.exit(0);
}
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const serverUrl = process.env.TEST_DATABASE_URL;
if (values.postgres && !serverUrl) {
  console.error("--postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  process.exit(2);
}
const PORT = values.port ? Number(values.port) : await freePort();
const origin = `http://localhost:${PORT}`;
const work = fs.mkdtempSync(path.join(tmpdir(), "harbor-overload-"));
const databaseName = values.postgres ? `harbor_overload_${randomBytes(4).toString("hex")}` : undefined;
const databaseUrl = databaseName ? await createDemoPostgres(serverUrl as string, databaseName, work) : "";
const serverEnv = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: work,
  PGLITE_DIR: "",
  DATABASE_URL: databaseUrl,
  DEMO: "1",
  BUILD_DIR,
  NODE_ENV: "",
  // The guard's limits are per process: one process shows them.
  WEB_CONCURRENCY: "1",
};
const limits = readEdgeConfig(serverEnv);
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: serverEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  // The first start migrates and seeds the demo data: minutes on a busy 2-core machine.
  await waitForHealth(origin, server, 300);
  const cookie = await signIn("client@example.org");
  // The first pages after a start are slow (code loading, caches): one person's pages, one at a
  // time, first; their latency is the service time the load is compared with.
  const alone: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}/jobs`, { headers: { Cookie: cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`/jobs answered ${response.status}`);
    alone.push(performance.now() - started);
  }
  const serviceMs = alone.slice(10).sort((a, b) => a - b)[10] ?? 0;
  const result = await load(cookie);
  const accepted = result.accepted;
  const onOpen = result.acceptedOnOpenConnection;
  const total = accepted.length + result.refused + result.other;
  console.info(
    [
      `${CONNECTIONS} connections for ${SECONDS} s on /jobs, ${databaseName ? "PostgreSQL" : "PGlite"} ` +
        `(MAX_IN_FLIGHT=${limits.MAX_IN_FLIGHT}, MAX_EVENT_LOOP_LAG_MS=${limits.MAX_EVENT_LOOP_LAG_MS}` +
        `${values["honour-retry-after"] ? ", waiting 1 s after a 503" : ""}):`,
      `  one request alone (after warming up): median ${serviceMs.toFixed(0)} ms`,
      `  ${total} requests, ${(total / SECONDS).toFixed(0)}/s; refused with 503: ${result.refused} (${((100 * result.refused) / total).toFixed(1)} %)` +
        (result.refusedWithoutRetryAfter ? `, ${result.refusedWithoutRetryAfter} without Retry-After` : ""),
      `  accepted: ${accepted.length} (${(accepted.length / SECONDS).toFixed(0)}/s), latency ms p50 ${at(accepted, 0.5)}, ` +
        `p90 ${at(accepted, 0.9)}, p99 ${at(accepted, 0.99)}, max ${at(accepted, 1)}`,
      // The first request on each connection also waits until the server takes the connection,
      // which Node does once per turn of its event loop (docs/reliability.md, "Overload").
      `  of which on a connection the server had already taken: ${onOpen.length}, latency ms p50 ${at(onOpen, 0.5)}, ` +
        `p99 ${at(onOpen, 0.99)}, max ${at(onOpen, 1)}`,
      `  other answers or errors: ${result.other}`,
      `  refused answers, latency ms p99: ${at(result.refusedMs, 0.99)}`,
    ].join("\n"),
  );
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
  if (serverUrl && databaseName) await dropDatabase(serverUrl, databaseName);
}

async function load(cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const accepted: number[] = [];
  const acceptedOnOpenConnection: number[] = [];
  const refusedMs: number[] = [];
  let refused = 0;
  let refusedWithoutRetryAfter = 0;
  let other = 0;
  const end = Date.now() + SECONDS * 1000;
  const get = () =>
    new Promise<{ status: number; retryAfter: boolean; reusedSocket: boolean }>((resolve, reject) => {
      const request = http.get(`${origin}/jobs`, { agent, headers: { Cookie: cookie } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Boolean(response.headers["retry-after"]),
            reusedSocket: request.reusedSocket,
          }),
        );
      });
      request.on("error", reject);
    });
  const connection = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const { status, retryAfter, reusedSocket } = await get();
        const ms = performance.now() - started;
        if (status === 200) {
          accepted.push(ms);
          if (reusedSocket) acceptedOnOpenConnection.push(ms);
        } else if (status === 503) {
          refused += 1;
          refusedMs.push(ms);
          if (!retryAfter) refusedWithoutRetryAfter += 1;
          if (values["honour-retry-after"]) await new Promise((resolve) => setTimeout(resolve, 1000));
        } else other += 1;
      } catch {
        other += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  agent.destroy();
  return { accepted, acceptedOnOpenConnection, refused, refusedMs, refusedWithoutRetryAfter, other };
}

/** The q-quantile of some latencies, in whole ms. */
function at(latencies: number[], q: number): string {
  const sorted = latencies.toSorted((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/signIn`, {
    method: "POST",
    body: new URLSearchParams({ email, password: "harbor-demo" }),
    headers: { Origin: origin },
    redirect: "manual",
  });
  const cookie = cookieOf(response);
  if (response.status !== 302) throw new Error(`Sign-in as ${email} failed (${response.status}).`);
  return cookie;
}
