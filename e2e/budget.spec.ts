import { expect, test, type Page } from "@playwright/test";
import { pageAs, stateOf } from "./helpers";

// Issue 6: the job list and sign-in pages load at most 150 KB of compressed
// JavaScript and CSS on a first visit, all from the same origin.
const BUDGET_BYTES = 150 * 1024;

async function firstVisitWeight(page: Page, path: string) {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    const type = request.resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    // responseBodySize is the size on the wire, i.e. after compression.
    pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return Promise.all(pending);
}

for (const path of ["/signIn", "/jobs"]) {
  test(`${path} stays within the first-visit budget`, async ({ page, browser }) => {
    // A first visit: a new browser context (empty cache) holding only the session cookie.
    if (path !== "/signIn") page = await pageAs(browser, "client");
    const assets = await firstVisitWeight(page, path);
    const total = assets.reduce((sum, a) => sum + a.bytes, 0);
    console.info(`${path}: ${assets.length} files, ${(total / 1024).toFixed(1)} KB compressed JS+CSS`);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(new URL(asset.url).origin).toBe(new URL(page.url()).origin);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

// Issue 3: the HTML of a list page stays within 60 KB before compression — a
// job seeker's Find Jobs, in English, with a full page of 20 cards. Arabic is
// reported alongside (longer strings, two bytes a letter).
const HTML_BUDGET_BYTES = 60 * 1024;

test.describe("a job seeker", () => {
  test.use({ storageState: stateOf("client") });

  test("the job list's HTML stays within 60 KB", async ({ page, context, baseURL }) => {
    const sizes: Record<string, number> = {};
    for (const lang of ["en", "ar"]) {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "" }]);
      const response = await page.request.get("/jobs");
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<li class="job-card/g)).toHaveLength(20);
      sizes[lang] = (await response.body()).length;
    }
    console.info(
      `/jobs HTML: ${Object.entries(sizes)
        .map(([lang, bytes]) => `${lang} ${(bytes / 1024).toFixed(1)} KB`)
        .join(", ")}`,
    );
    expect(sizes.en).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
  });
});
