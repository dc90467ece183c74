import "./load-env";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const HELP = `Usage: npx tsx scripts/overload-test.ts [--connections 200] [--seconds 20] [--honour-retry-after]

Starts the production server (the build in BUILD_DIR, default ./build) on a fresh demo database
on this machine, signs in as the demo job seeker and keeps --connections connections asking for
the job list (/jobs) for --seconds. Prints the share of requests refused with 503 and the
latency of the accepted ones. Each connection asks again as soon as it has an answer; with
--honour-retry-after it waits the second a 503 asks for. MAX_IN_FLIGHT is passed on to the server.`;

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    "honour-retry-after": { type: "boolean", default: false },
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
const PORT = 47_000 + Math.floor(Math.random() * 1000);
const origin = `http://localhost:${PORT}`;
const work = fs.mkdtempSync(path.join(tmpdir(), "harbor-overload-"));

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: work,
    PGLITE_DIR: "",
    DATABASE_URL: "",
    DEMO: "1",
    BUILD_DIR,
    NODE_ENV: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitUntilServing(server);
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
  const accepted = result.accepted.sort((a, b) => a - b);
  const at = (q: number) => (accepted[Math.min(accepted.length - 1, Math.floor(q * accepted.length))] ?? 0).toFixed(0);
  const total = accepted.length + result.refused + result.other;
  console.info(
    [
      `${CONNECTIONS} connections for ${SECONDS} s on /jobs (MAX_IN_FLIGHT=${process.env.MAX_IN_FLIGHT ?? "default"}` +
        `${values["honour-retry-after"] ? ", waiting 1 s after a 503" : ""}):`,
      `  one request alone (after warming up): median ${serviceMs.toFixed(0)} ms`,
      `  ${total} requests, ${(total / SECONDS).toFixed(0)}/s; refused with 503: ${result.refused} (${((100 * result.refused) / total).toFixed(1)} %)` +
        (result.refusedWithoutRetryAfter ? `, ${result.refusedWithoutRetryAfter} without Retry-After` : ""),
      `  accepted: ${accepted.length}, latency ms p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)}`,
      `  other answers or errors: ${result.other}`,
      `  refused answers, latency ms p99: ${result.refusedP99.toFixed(0)}`,
    ].join("\n"),
  );
} finally {
  server.kill("SIGTERM");
  fs.rmSync(work, { recursive: true, force: true });
}

async function load(cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const accepted: number[] = [];
  const refusedMs: number[] = [];
  let refused = 0;
  let refusedWithoutRetryAfter = 0;
  let other = 0;
  const end = Date.now() + SECONDS * 1000;
  const get = () =>
    new Promise<{ status: number; retryAfter: boolean }>((resolve, reject) => {
      const request = http.get(`${origin}/jobs`, { agent, headers: { Cookie: cookie } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: Boolean(response.headers["retry-after"]) }),
        );
      });
      request.on("error", reject);
    });
  const connection = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const { status, retryAfter } = await get();
        const ms = performance.now() - started;
        if (status === 200) accepted.push(ms);
        else if (status === 503) {
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
  refusedMs.sort((a, b) => a - b);
  return {
    accepted,
    refused,
    refusedWithoutRetryAfter,
    other,
    refusedP99: refusedMs[Math.floor(0.99 * refusedMs.length)] ?? 0,
  };
}

async function waitUntilServing(child: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start (exit code ${child.exitCode}).`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not start within 300 s.");
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/signIn`, {
    method: "POST",
    body: new URLSearchParams({ email, password: "harbor-demo" }),
    headers: { Origin: origin },
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 302) throw new Error(`Sign-in as ${email} failed (${response.status}).`);
  return cookie;
}
