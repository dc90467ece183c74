import { expect, test } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { recordNetwork } from "../scripts/request-chain";
import { hydrated, signUpClientAndSignIn } from "./helpers";

// Issue 19: on a slow phone link every request in a row costs a full latency,
// so after the first page a tap may cost one round of requests to the server,
// sent side by side — no redirect chains, no route discovered at the tap, no
// chunk waiting for the module that imports it. A form's submission is the
// tap's own request; the page it lands on is then that one round. Counted, not
// timed: every request gets 150 ms of latency, so requests sent together
// overlap and a request that had to wait for another is sent after its answer.
// Only requests answered by the time the answer showed can have held it up;
// files fetched ahead for later taps are not counted.
const LATENCY_MS = 150;

test.use({ viewport: { width: 375, height: 740 } });

test("each tap of the first journey costs one round trip", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  // An account of its own, so no earlier save is in the way; then a first visit with an empty cache.
  const signUp = await browser.newPage();
  const email = await signUpClientAndSignIn(signUp, "Round Trip");
  await signUp.close();

  const cdp = await context.newCDPSession(page);
  const network = await recordNetwork(cdp);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const rounds: Record<string, string[]> = {};
  // `shown` waits on events (URL change, DOM mutation), not on expect's backoff polling,
  // so files fetched after the answer are not mistaken for part of it.
  const step = async (name: string, tap: () => Promise<unknown>, shown: () => Promise<unknown>) => {
    const since = network.mark();
    await tap();
    await shown();
    const answeredWhenShown = network.answered();
    await network.quiet();
    const summary = network.summary(since, answeredWhenShown);
    // The submission that starts a chain is the tap itself, not a round trip more.
    rounds[name] = summary.chain[0]?.startsWith("POST ") ? summary.chain.slice(1) : summary.chain;
    return summary;
  };

  await step(
    "first page",
    () => page.goto("/signIn"),
    () => hydrated(page),
  );
  await step(
    "choose a language",
    () => page.locator("#language-select").selectOption("ar"),
    () => page.locator('html[lang="ar"]').waitFor({ state: "attached" }),
  );
  const signIn = await step(
    "sign in",
    async () => {
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill("a-strong-password");
      await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
    },
    () => page.waitForURL(`${baseURL}/jobs`),
  );
  // The list's data came with the sign-in's answer, and its files while the form was filled in:
  // nothing waited for the sign-in's answer.
  expect(signIn.sent.filter((request) => request.includes(".data"))).toEqual(["POST /signIn.data"]);
  expect(rounds["sign in"]).toEqual([]);
  await page.locator("main summary").click();
  await page.locator('input[name="type"][value="Full-time"]').check();
  await step(
    "filter",
    () => page.locator('main details form button[type="submit"]').click(),
    () => page.waitForURL(`${baseURL}/jobs?type=Full-time`),
  );
  await step(
    "open a job",
    () => page.locator("main li.job-card a").first().click(),
    () => page.locator("#job-title").waitFor(),
  );
  const saveForm = page.locator('main form[action="/api/saved-jobs"]:has(input[name="jobId"])');
  const save = await step(
    "save it",
    () => saveForm.locator('button[type="submit"]').click(),
    () => page.locator('[role="status"]').first().waitFor(),
  );
  // The answer is all the star needs: the page's data is not reloaded.
  expect(save.sent).toEqual(["POST /api/saved-jobs.data"]);
  await expect(saveForm.locator('input[name="saved"]')).toHaveValue("0");
  await step(
    "open Saved Jobs",
    async () => {
      await page.locator("header button[aria-controls]").click();
      await page.locator('a[href="/jobsSaved"]:visible').first().click();
    },
    () => page.waitForURL(`${baseURL}/jobsSaved`),
  );

  await expect(page.locator("main li.job-card")).toHaveCount(1);
  console.info(
    Object.entries(rounds)
      .map(([name, chain]) => `${name}: ${chain.length} in a row (${chain.join(" → ")})`)
      .join("\n"),
  );
  const { "first page": _firstPage, ...taps } = rounds;
  for (const [name, chain] of Object.entries(taps)) {
    expect(chain.length, `${name}: ${chain.join(" → ")}`).toBeLessThanOrEqual(1);
  }
});

test("moving between pages leaves out the shared strings when the language did not change", async ({
  page,
  context,
}) => {
  await signUpClientAndSignIn(page, "Same Language");
  // The language came from the browser, never chosen: no lang cookie to compare with.
  await context.clearCookies({ name: "lang" });
  // A demo job no test changes (the newest jobs are other tests' own, which they may delete).
  await page.goto("/jobs?q=Janitor");
  await hydrated(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.locator("main li.job-card a").first().click();
  await page.locator("#job-title").waitFor();
  await page.locator("header button[aria-controls]").click();
  await page.locator('a[href="/jobsSaved"]:visible').first().click();
  await page.waitForURL("**/jobsSaved");
  expect(dataRequests).toHaveLength(2);
  // Opening a job fetches the job alone: the list stays as it was.
  expect(new URL(dataRequests[0] ?? "").searchParams.get("_routes")).toBe("areas/find-jobs/jobs-detail");
  for (const url of dataRequests) {
    const routes = new URL(url).searchParams.get("_routes");
    expect(routes, url).not.toBeNull();
    expect(routes?.split(","), url).not.toContain("root");
    // Find Jobs and Saved Jobs share their area's strings, sent when the visit entered the area.
    expect(routes?.split(","), url).not.toContain(AREA_STRINGS);
  }
});

const AREA_STRINGS = "areas/find-jobs/area-strings";

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a search leaves out the area's strings, another language brings them", async ({ page }) => {
    await signUpClientAndSignIn(page, "Strings Once");
    const dataRequests: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url);
    });
    const search = page.getByRole("searchbox", { name: catalogs.en["jobs.searchLabel"] });
    await search.fill("cook");
    await search.press("Enter");
    await page.waitForURL("**/jobs?q=cook");
    await expect(page.locator("main li.job-card").first()).toBeVisible();
    expect(dataRequests.map((url) => url.searchParams.get("_routes"))).toEqual(["areas/find-jobs/jobs"]);

    dataRequests.length = 0;
    await page.locator("#language-select").selectOption("ar");
    await expect(page.locator("h1")).toHaveText(catalogs.ar["findJobs.findTitle"]);
    await expect(page.getByRole("searchbox", { name: catalogs.ar["jobs.searchLabel"] })).toHaveValue("cook");
    expect(dataRequests.flatMap((url) => url.searchParams.get("_routes")?.split(",") ?? [])).toContain(AREA_STRINGS);
  });
});
