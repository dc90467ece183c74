import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { recordNetwork } from "./request-chain";
import { startDemoServer, type DemoServer } from "./test-server";

// `npm run journey`: the first journey of a job seeker (issue 19) as they live
// it on a cheap phone — 375 px, 300 ms latency, 780/330 kbit/s, CPU 4× slower,
// in Arabic — in the system Chromium against the production build, once with an
// empty cache and once with a warm one. Prints, for every step, the time from
// the tap until the page shows its answer and the network is quiet, the
// requests and bytes that went over the network, and how many of them came one
// after another (a request sent only once an earlier one had been answered).
// The main thread's work in each step (scripts, layout, style) shows what the slowed CPU costs.
// JOURNEY_SCREENSHOTS=<dir> keeps a screenshot of every step; JOURNEY_PROFILE=<dir> a trace of
// every step (load it in Chrome DevTools' Performance panel). It is a report:
// it exits non-zero only when the journey itself cannot be completed.

const NETWORK = { latency: 300, downloadThroughput: (780 * 1024) / 8, uploadThroughput: (330 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
// A finger taps where it sees the control: the driver skips the checks Playwright makes before
// an action (visible, stable over two frames, enabled, not covered), each a round of messages to
// the slowed page that no person waits for. The step before has waited for the page to show.
const TAP = { force: true } as const;
const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Two demo job seekers: the warm run signs in with the other one, so its save is a new one.
const ACCOUNTS = ["amina@example.org", "client@example.org"] as const;
const DEMO_PASSWORD = "harbor-demo";

interface StepResult {
  name: string;
  ms: number;
  settledMs: number;
  feedbackMs: number | null;
  hydratedMs?: number | null;
  requests: number;
  cached: number;
  bytes: number;
  inARow: number;
  chain: string[];
  /**
   * The same step timed inside the page: from the tap's first input event until the frame showing
   * the answer has been painted, without the driver's own work (its actionability checks and the polling
   * of its waits, which run on the same slowed main thread).
   */
  inPageMs: number | null;
  /**
   * From the tap's first input event until the page sent its first request (data or a form's post):
   * the phone's own work in front of the round trip, which no network speed makes up for.
   */
  tapToRequestMs: number | null;
  /** The page's main thread during the step (Chromium's Performance metrics, at the slowed CPU). */
  cpu: { script: number; layout: number; style: number; task: number };
}

interface JourneyClock {
  tapAt: number | null;
  shownAt: number | null;
  /** When the first request sent by script after the tap started (Resource Timing). */
  requestAt?: number | null;
}

/**
 * What shows a step's answer: an element, and the address it must be on (a pattern). `fresh`: an
 * element that was not there at the tap (a toast while an earlier one may still be shown);
 * `visible`: one that is shown, not only in the document (a menu's link).
 */
interface Shown {
  selector: string;
  address?: string;
  fresh?: boolean;
  visible?: boolean;
}

/**
 * Runs in the page before a tap: forgets the last tap, then checks at every frame until the answer
 * is there (a route's address may change after its content, so a check on mutations alone can miss
 * it) and notes when the frame that paints it is done: a message posted from the frame's callback
 * is handled once the frame's style, layout and paint have run.
 */
function watchInPage({ selector, address, fresh, visible }: Shown) {
  const journey = (window as { journey?: JourneyClock }).journey;
  if (!journey) throw new Error("the journey's clock is not installed");
  journey.tapAt = null;
  journey.shownAt = null;
  performance.clearResourceTimings();
  const before = new Set(fresh ? document.querySelectorAll(selector) : []);
  // Not a named function: tsx would wrap it in a helper that does not exist in the page.
  const frame: { check?: FrameRequestCallback } = {};
  frame.check = () => {
    const shown =
      journey.tapAt !== null &&
      [...document.querySelectorAll(selector)].some(
        (element) => !before.has(element) && (!visible || element.checkVisibility()),
      ) &&
      (!address || new RegExp(address).test(location.pathname + location.search));
    if (shown) {
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => void (journey.shownAt = performance.now());
      afterPaint.port2.postMessage(null);
    } else if (frame.check) requestAnimationFrame(frame.check);
  };
  requestAnimationFrame(frame.check);
}

// What DevTools' Performance panel records: the main thread's tasks, rendering and JavaScript samples.
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
];

async function startTrace(cdp: CDPSession) {
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: TRACE_CATEGORIES },
    transferMode: "ReportEvents",
  });
}

async function stopTrace(cdp: CDPSession) {
  const traceEvents: unknown[] = [];
  const collect = ({ value }: { value: unknown[] }) => void traceEvents.push(...value);
  cdp.on("Tracing.dataCollected", collect);
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  cdp.off("Tracing.dataCollected", collect);
  return { traceEvents };
}

let server: DemoServer | undefined;
let browser: Browser | undefined;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

try {
  await main();
} catch (error) {
  console.error(`\nJourney failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}

async function main() {
  server = await startDemoServer("journey");
  const { base } = server;
  console.info(
    `Phone ${PHONE.viewport.width} px, ${NETWORK.latency} ms latency, 780/330 kbit/s, CPU ${CPU_SLOWDOWN}× slower. ` +
      `time: tap → answer on screen; settled: → network quiet; in a row: requests one after another before the answer.`,
  );
  const shotsDir = process.env.JOURNEY_SCREENSHOTS ? path.resolve(process.env.JOURNEY_SCREENSHOTS) : null;
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  const profileDir = process.env.JOURNEY_PROFILE ? path.resolve(process.env.JOURNEY_PROFILE) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // One context for both runs: the warm run finds the cold run's HTTP cache.
  const context = await browser.newContext({ ...PHONE, baseURL: base, locale: "en-US" });
  const runs: { name: string; steps: StepResult[] }[] = [];
  for (const [index, run] of (["cold", "warm"] as const).entries()) {
    await context.clearCookies();
    const page = await context.newPage();
    const steps = await journey(page, context, ACCOUNTS[index] ?? ACCOUNTS[0], {
      shotsDir: shotsDir && path.join(shotsDir, run),
      profileDir: profileDir && path.join(profileDir, run),
    });
    await page.close();
    runs.push({ name: run, steps });
  }
  for (const run of runs) printRun(run.name, run.steps);
  if (shotsDir) console.info(`\nScreenshots in ${shotsDir}`);
}

/** The journey of issue 19, step by step, in one tab with the phone's network and CPU. */
async function journey(
  page: Page,
  context: BrowserContext,
  email: string,
  { shotsDir, profileDir }: { shotsDir: string | null; profileDir: string | null },
) {
  // React marks the document when it starts hydrating it: from then on the scripts answer taps.
  await page.addInitScript(() => {
    const journey: JourneyClock = { tapAt: null, shownAt: null };
    (window as { journey?: JourneyClock }).journey = journey;
    // The tap's first event; a select's choice has no pointer event.
    for (const type of ["pointerdown", "change"]) {
      addEventListener(type, (event) => void (journey.tapAt ??= event.timeStamp), { capture: true });
    }
    const timer = setInterval(() => {
      if (!Object.keys(document).some((key) => key.startsWith("_reactListening"))) return;
      (window as { hydratedAt?: number }).hydratedAt = performance.now();
      clearInterval(timer);
    }, 10);
  });
  const cdp = await context.newCDPSession(page);
  const recorder = await recordNetwork(cdp);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  // Seconds of main-thread work so far: scripts, layout, style and all tasks.
  const cpuSoFar = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      script: value("ScriptDuration"),
      layout: value("LayoutDuration"),
      style: value("RecalcStyleDuration"),
      task: value("TaskDuration"),
    };
  };
  const steps: StepResult[] = [];
  let shot = 0;
  const step = async (
    name: string,
    tap: () => Promise<unknown>,
    shown: () => Promise<unknown>,
    { feedback, inPage }: { feedback?: () => Promise<unknown>; inPage?: Shown } = {},
  ) => {
    const since = recorder.mark();
    const cpuBefore = await cpuSoFar();
    if (inPage) await page.evaluate(watchInPage, inPage);
    if (profileDir) await startTrace(cdp);
    const started = performance.now();
    await tap();
    const feedbackAt = feedback ? await feedback().then(() => performance.now()) : null;
    await shown();
    const shownAt = performance.now();
    const answeredWhenShown = recorder.answered();
    const lastRequestAt = await recorder.quiet();
    const cpuAfter = await cpuSoFar();
    const cpuMs = (key: keyof typeof cpuAfter) => (cpuAfter[key] - cpuBefore[key]) * 1000;
    const clock = inPage
      ? await page.evaluate(() => {
          const journey = (window as { journey?: JourneyClock }).journey;
          if (!journey) return null;
          const tapAt = journey.tapAt ?? Infinity;
          const sent = performance
            .getEntriesByType("resource")
            .filter(
              (entry) => (entry as PerformanceResourceTiming).initiatorType === "fetch" && entry.startTime >= tapAt,
            )
            .map((entry) => entry.startTime);
          return { ...journey, requestAt: sent.length ? Math.min(...sent) : null };
        })
      : null;
    if (profileDir) {
      mkdirSync(profileDir, { recursive: true });
      const trace = await stopTrace(cdp);
      writeFileSync(
        path.join(profileDir, `${steps.length + 1}-${name.replace(/\W+/g, "-")}.json`),
        JSON.stringify(trace),
      );
    }
    steps.push({
      cpu: { script: cpuMs("script"), layout: cpuMs("layout"), style: cpuMs("style"), task: cpuMs("task") },
      name,
      ms: shownAt - started,
      settledMs: Math.max(shownAt, lastRequestAt) - started,
      feedbackMs: feedbackAt && feedbackAt - started,
      inPageMs: clock?.tapAt != null && clock.shownAt != null ? clock.shownAt - clock.tapAt : null,
      tapToRequestMs: clock?.tapAt != null && clock.requestAt != null ? clock.requestAt - clock.tapAt : null,
      ...recorder.summary(since, answeredWhenShown),
    });
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: path.join(shotsDir, `${++shot}-${name.replace(/\W+/g, "-")}.png`) });
    }
  };

  await step(
    "open sign-in",
    () => page.goto("/signIn", { waitUntil: "commit" }),
    // Done when the scripts answer taps; the first paint is reported beside it.
    () => page.waitForFunction(() => (window as { hydratedAt?: number }).hydratedAt !== undefined),
  );
  const firstPage = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    hydrated: (window as { hydratedAt?: number }).hydratedAt ?? null,
  }));
  const firstStep = steps[0];
  if (firstStep) {
    firstStep.feedbackMs = firstPage.paint;
    firstStep.hydratedMs = firstPage.hydrated;
    firstStep.inPageMs = firstPage.paint;
  }

  await step(
    "choose Arabic",
    () => page.locator("#language-select").selectOption("ar", TAP),
    // The page's own clock, polled every frame: a locator's wait polls ever less often (up to every
    // 500 ms), which added up to 400 ms to this step, the one step with no URL change to wait on.
    () => page.waitForFunction(() => (window as { journey?: JourneyClock }).journey?.shownAt != null),
    { inPage: { selector: 'html[lang="ar"][dir="rtl"]' } },
  );

  // Typing is the person's time: the step is the tap on the button.
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await step(
    "sign in",
    () => page.locator('form:has(input[name="password"]) button[type="submit"]').click(TAP),
    async () => {
      await page.waitForURL("**/jobs");
      await page.locator("main li.job-card").first().waitFor();
    },
    { inPage: { selector: "main li.job-card", address: "^/jobs$" } },
  );

  await page.locator("main summary").click();
  await page.locator('input[name="type"][value="Full-time"]').check();
  await step(
    "filter: full-time",
    () => page.locator('main details form button[type="submit"]').click(TAP),
    async () => {
      await page.waitForURL("**/jobs?type=Full-time");
      await page.locator("main li.job-card").first().waitFor();
    },
    { inPage: { selector: "main li.job-card", address: "^/jobs\\?type=Full-time$" } },
  );

  // The first job this person has not saved yet (the demo data saves some for them).
  const card = page
    .locator("main li.job-card")
    .filter({ has: page.locator('button[aria-pressed="false"]') })
    .first();
  const jobId = /\/jobs\/([0-9a-f-]{36})/.exec((await card.locator("a").first().getAttribute("href")) ?? "")?.[1];
  if (!jobId) throw new Error("no unsaved job in the filtered list");
  await step(
    "open the job",
    () => card.locator("a").first().click(TAP),
    async () => {
      await page.waitForURL(`**/jobs/${jobId}?type=Full-time`);
      await page.locator("#job-title").waitFor();
    },
    { inPage: { selector: "#job-title", address: `^/jobs/${jobId}` } },
  );

  const saveForm = page.locator('main form[action="/api/saved-jobs"]:has(input[name="jobId"])');
  // Shown: the server's answer (the toast); feedback: the button turns to "Unsave".
  await step(
    "save it",
    () => saveForm.locator('button[type="submit"]').click(TAP),
    // A toast of an earlier step may still be shown: the page's clock waits for a new one.
    () => page.waitForFunction(() => (window as { journey?: JourneyClock }).journey?.shownAt != null),
    {
      feedback: () => saveForm.locator('input[name="saved"][value="0"]').waitFor({ state: "attached" }),
      inPage: { selector: '[role="status"]', fresh: true },
    },
  );

  // On a phone the link is in the menu: opening it is a step of its own, so the time between the two
  // taps (a person's, here the driver's) is not counted as the machine's.
  if (!(await page.locator('a[href="/jobsSaved"]').first().isVisible())) {
    await step(
      "open the menu",
      () => page.locator("header button[aria-controls]").click(TAP),
      () => page.locator('a[href="/jobsSaved"]:visible').first().waitFor(),
      { inPage: { selector: 'a[href="/jobsSaved"]', visible: true } },
    );
  }
  await step(
    "open Saved Jobs",
    () => page.locator('a[href="/jobsSaved"]:visible').first().click(TAP),
    async () => {
      await page.waitForURL("**/jobsSaved");
      await page.locator(`main li.job-card a[href^="/jobsSaved/${jobId}"]`).waitFor();
    },
    { inPage: { selector: `main li.job-card a[href^="/jobsSaved/${jobId}"]`, address: "^/jobsSaved$" } },
  );
  await cdp.detach();
  return steps;
}

function printRun(name: string, steps: StepResult[]) {
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const bytes = steps.reduce((sum, step) => sum + step.bytes, 0);
  // The first page's forms work as plain forms from its first paint (issue 19): a tap need not
  // wait for its scripts, so the journey's machine time counts that page until it is painted.
  const [first] = steps;
  const fromPaint = first?.feedbackMs == null ? total : total - first.ms + first.feedbackMs;
  console.info(
    `\n${name}: ${(fromPaint / 1000).toFixed(1)} s with the first page until its paint ` +
      `(${(total / 1000).toFixed(1)} s until its scripts answer), ` +
      `${steps.reduce((s, step) => s + step.requests, 0)} requests, ${(bytes / 1024).toFixed(0)} KB; ` +
      `timed in the page: ${(steps.reduce((sum, step) => sum + (step.inPageMs ?? step.ms), 0) / 1000).toFixed(1)} s`,
  );
  const rows = steps.map((step) => [
    step.name,
    `${Math.round(step.ms)} ms`,
    step.inPageMs === null ? "" : `${Math.round(step.inPageMs)} ms`,
    step.tapToRequestMs === null ? "" : `${Math.round(step.tapToRequestMs)} ms`,
    `${Math.round(step.settledMs)} ms`,
    [step.feedbackMs, step.hydratedMs]
      .map((ms, i) => (ms === null || ms === undefined ? "" : `${i ? "scripts " : ""}${Math.round(ms)} ms`))
      .filter(Boolean)
      .join(", "),
    String(step.requests),
    String(step.cached),
    `${(step.bytes / 1024).toFixed(1)} KB`,
    String(step.inARow),
    `${Math.round(step.cpu.task)} ms (${[step.cpu.script, step.cpu.layout, step.cpu.style].map(Math.round).join("/")})`,
    step.chain.join(" → "),
  ]);
  const head = [
    "step",
    "time",
    "in page",
    "tap → request",
    "settled",
    "shown",
    "requests",
    "cached",
    "bytes",
    "in a row",
    "main thread (script/layout/style)",
    "longest chain",
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join("  ");
  console.info(line(head));
  for (const row of rows) console.info(line(row));
}

async function cleanup() {
  await browser?.close();
  browser = undefined;
  await server?.stop();
  server = undefined;
}
