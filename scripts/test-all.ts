import { spawn } from "node:child_process";

// `npm test`: the whole suite, in stages. The steps of a stage run side by side: the checks,
// the audit and the production build mostly wait on one core each, and a 2-core machine sat
// three-quarters idle while they ran one after another. Vitest and the end-to-end suite each
// fill the machine on their own, so they run alone. A stage with a failure stops the run after
// every step of that stage has finished, so one run lists every failing check. The table at the
// end shows where the time went.

interface Step {
  name: string;
  command: string[];
  /** Output printed as it comes; for a step that runs alone. Side-by-side steps print when done. */
  live?: boolean;
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const stages: Step[][] = [
  // Route types for both the typecheck and the build, written once before they run side by side.
  [{ name: "route types", command: ["npx", "react-router", "typegen"] }],
  [
    { name: "typecheck", command: ["npx", "tsc", "--noEmit"] },
    { name: "lint", command: ["npx", "eslint", ".", "--max-warnings", "0"] },
    { name: "format", command: ["npx", "prettier", "--check", "--log-level", "warn", "."] },
    { name: "audit", command: ["npx", "tsx", "scripts/audit.ts"] },
    { name: "chromium and build", command: ["sh", "-c", "npx tsx scripts/ensure-chromium.ts && npm run build"] },
  ],
  [{ name: "unit and integration (Vitest)", command: ["npx", "vitest", "run"], live: true }],
  [{ name: "end-to-end (Chromium)", command: ["npx", "playwright", "test"], live: true }],
  [
    { name: "crash (3 kills)", command: ["npx", "tsx", "scripts/crash-test.ts", "--short"] },
    ...(onPostgres ? [{ name: "cluster", command: ["npx", "tsx", "scripts/cluster-test.ts"] }] : []),
  ],
];

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  const [command = "", ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: step.live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (!step.live) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(0)} s) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) process.stdout.write(`✗ ${step.name} failed\n`);
      resolve({ name: step.name, seconds, ok });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

const started = performance.now();
const outcomes: Outcome[] = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}

const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
process.stdout.write("\nstep".padEnd(width + 3) + "seconds\n");
for (const outcome of outcomes) {
  process.stdout.write(
    `${outcome.ok ? "✓" : "✗"} ${outcome.name.padEnd(width)} ${outcome.seconds.toFixed(0).padStart(7)}\n`,
  );
}
const total = (performance.now() - started) / 1000;
process.stdout.write(`  ${"total".padEnd(width)} ${total.toFixed(0).padStart(7)}\n`);
const failed = outcomes.filter((outcome) => !outcome.ok).length;
const ran = outcomes.length;
const skipped = stages.flat().length - ran;
process.stdout.write(`steps: ${ran - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exit(failed ? 1 : 0);
