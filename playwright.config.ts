import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";

// E2E_PORT lets several checkouts or runs share a machine; each gets its own data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = `.e2e-data/${PORT}`;

// The test workers and Chromium share the machine's cores with every server the tests start, so
// a server's event loop runs late from want of CPU, not from a queue of requests, and the overload
// guard would refuse pages at random. The guard has tests of its own (server/overload.test.ts,
// scripts/overload-test.ts); here it only stops real runaways. Set in process.env as well, which
// the servers started by fixtures and specs inherit.
const TEST_OVERLOAD_LIMITS = { MAX_EVENT_LOOP_LAG_MS: "5000", MAX_IN_FLIGHT: "64" };
Object.assign(process.env, TEST_OVERLOAD_LIMITS);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three by default: much of a test's time is waiting on a server, so a third worker fills the
  // cores the other two leave idle (E2E_WORKERS to compare, see the final report of issue 45).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [["list"]],
  // A test's whole budget, not a wait for one thing (that is expect's 10 s): on a starved machine
  // (load average 12 on 2 cores) single clicks took 1–3 s and flows of 25 s ran past 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test's trace keeps the network and a DOM snapshot of every step. Without the
    // screencast: recording it for every test cost a sixth of the run's time (133 s to 110 s for
    // four specs), and CI has a time limit.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Signs in each demo account once; the specs reuse the saved sessions (e2e/auth.setup.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
  ],
  webServer: {
    // A fresh embedded database with the demo data for every run.
    command: `rm -rf ${DATA_DIR} && tsx server.ts`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: "test",
      DEMO: "1",
      DATABASE_URL: "",
      SMTP_URL: "",
      SIGNIN_RATE_LIMIT: "1000",
      // No /metrics here (e2e/observability.spec.ts starts a server with it).
      METRICS_TOKEN: "",
      ...TEST_OVERLOAD_LIMITS,
    },
  },
});
