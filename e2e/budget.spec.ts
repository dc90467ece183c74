import { expect, test, type Page } from "@playwright/test";
import { signInFromStart } from "./helpers";

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
  test(`${path} stays within the first-visit budget`, async ({ page, context, browser }) => {
    if (path !== "/signIn") {
      await signInFromStart(page, "client@example.org");
      // A first visit: a new browser context (empty cache) holding only the session cookie.
      const session = (await context.cookies()).filter((c) => c.name.includes("session_token"));
      const fresh = await browser.newContext();
      await fresh.addCookies(session);
      page = await fresh.newPage();
    }
    const assets = await firstVisitWeight(page, path);
    const total = assets.reduce((sum, a) => sum + a.bytes, 0);
    console.info(`${path}: ${assets.length} files, ${(total / 1024).toFixed(1)} KB compressed JS+CSS`);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(new URL(asset.url).origin).toBe(new URL(page.url()).origin);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
