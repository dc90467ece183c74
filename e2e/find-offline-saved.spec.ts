import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, signOutFromSidebar, signUpClientAndSignIn } from "./helpers";

// Issue 18, parts 4 and 5: saved jobs readable offline, nothing kept on a shared phone, and
// signing out clears what the app kept (docs/decisions/018).

const savedOnToday = `Offline — saved on ${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date())}`;

/** The pages the service worker keeps, by path. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("saved-jobs"))) return [];
    const kept = await (await caches.open("saved-jobs")).keys();
    return kept.map((request) => new URL(request.url).pathname);
  });
}

function storedOnDevice(page: Page) {
  return page.evaluate(async () => ({
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
}

test("a client's saved jobs stay readable offline, and signing out clears them", async ({ page, context }) => {
  await signUpClientAndSignIn(page, "Offline Reader");
  // A demo job no other test changes (the newest jobs are other tests' own, which they may delete).
  await page.goto("/jobs?q=Janitor");
  const firstCard = page.locator("main li.job-card").first();
  const jobTitle = (await firstCard.locator("a span.text-lg").textContent()) ?? "";
  const star = firstCard.getByRole("button", { name: `Save ${jobTitle}` });
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  const jobPath = `/jobsSaved/${(await firstCard.locator("a").first().getAttribute("href"))?.split("?")[0]?.split("/").pop()}`;

  await page.goto("/jobsSaved");
  // Once the page is idle the service worker installs and keeps the list and every saved job.
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(["/jobsSaved", jobPath]));
  expect((await storedOnDevice(page)).caches.some((name) => name.startsWith("workbox-precache"))).toBe(true);
  // Online, the notice is in the page but not shown.
  await expect(page.getByText(savedOnToday)).toBeHidden();

  await context.setOffline(true);
  await page.goto("/jobsSaved");
  await expect(page.getByText(savedOnToday)).toBeVisible();
  await page.getByRole("main").locator(`a[href^="${jobPath}"]`).first().click();
  await expect(page).toHaveURL(jobPath);
  await expect(page.getByRole("heading", { name: jobTitle, level: 2 })).toBeVisible();
  await expect(page.getByText(savedOnToday)).toBeVisible();
  // Styled: the stylesheet came from the service worker too.
  await expect(page.getByText(savedOnToday)).toHaveCSS("background-color", "oklch(0.962 0.059 95.617)");
  // What needs the server is left out of the copy.
  await expect(page.getByRole("button", { name: "Unsave" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Something is wrong with this job" })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath("offline-saved-job-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await context.setOffline(false);
  await page.goto("/jobsSaved");
  await expect(page.getByText(savedOnToday)).toBeHidden();
  await signOutFromSidebar(page);
  await expect.poll(() => storedOnDevice(page)).toEqual({ caches: [], workers: 0 });
});

test("a copy the service worker was fetching while the client signed out is not kept", async ({ page, context }) => {
  await signUpClientAndSignIn(page, "Quick Leaver");
  // A demo job no other test changes (the newest jobs are other tests' own, which they may delete).
  await page.goto("/jobs?q=Janitor");
  const star = page
    .locator("main li.job-card")
    .first()
    .getByRole("button", { name: /^Save / });
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.goto("/jobsSaved");
  await expect.poll(() => keptPages(page)).toContain("/jobsSaved");

  // The copies the service worker fetches once the page has loaded get the server's answer,
  // signed in, and that answer is held on its way until the client has signed out.
  const held: (() => Promise<void>)[] = [];
  let loaded = false;
  await context.route("**/jobsSaved**", async (route) => {
    if (!loaded || !route.request().serviceWorker()) return route.continue();
    const response = await route.fetch();
    held.push(() => route.fulfill({ response }));
  });
  // Held from the moment the page's own request has been answered: the worker fetches its copies
  // once the page runs, which on a busy machine can come before the load event.
  await page.reload({ waitUntil: "commit" });
  loaded = true;
  await expect.poll(() => held.length).toBe(2);
  await signOutFromSidebar(page);
  await Promise.all(held.map((release) => release()));
  // Without the clean-up the worker stores the copies within 300 ms here.
  await page.waitForTimeout(1000);
  expect(await storedOnDevice(page)).toEqual({ caches: [], workers: 0 });
});

test("on a shared phone the session ends with the browser and nothing is kept", async ({ page, context }) => {
  await page.goto("/signIn");
  await page.getByLabel("Email").fill("amina@example.org");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("This is a shared phone").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/jobs");
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session?.expires).toBe(-1);

  await page.goto("/jobsSaved");
  await expect(page.getByRole("heading", { name: "Saved Jobs" })).toBeAttached();
  await expect(page.getByText(/^Offline — saved on/)).toHaveCount(0);
  // Past the moment the service worker would have been registered (load, then idle).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
  expect(await storedOnDevice(page)).toEqual({ caches: [], workers: 0 });
});
