import { expect, test, type Page } from "@playwright/test";
import { axeViolations, signInInAnyLanguage } from "./helpers";

// WCAG 2.2 AA on every page, signed out and for each role, in a left-to-right and a
// right-to-left language.
const LANGUAGES = ["en", "ar"] as const;

// Each test runs axe on several whole pages: seconds each on a 2-core machine that also runs
// the servers and a second test worker, so none of them fits the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function expectNoViolations(page: Page, what: string) {
  // Soft, so one run lists the violations of every page, not only the first.
  expect.soft(await axeViolations(page), `${what} (${page.url()})`).toEqual([]);
}

/** Visits a page in the given language, waits for it to hydrate and scans it. */
async function scan(page: Page, lang: string, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.waitForLoadState("networkidle");
  await expectNoViolations(page, path);
}

/** The href of the first link in the main area whose path starts with `prefix` and ends in an id. */
async function firstJobPath(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(path);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  const href = (await link.getAttribute("href")) ?? "";
  const jobPath = href.split("?")[0] ?? "";
  expect(jobPath).toMatch(/[0-9a-f-]{36}$/);
  return jobPath;
}

for (const lang of LANGUAGES) {
  test.describe(`accessibility in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    });

    test("signed-out pages", async ({ page }) => {
      for (const path of ["/signIn", "/signUp", "/forget_password", "/set_password", "/signIn/link", "/signIn/phone"]) {
        await scan(page, lang, path);
      }
      // The sign-in form with its error messages showing.
      await page.goto("/signIn");
      await page.waitForLoadState("networkidle");
      await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page, "sign-in errors");
      // The phone sign-in's second step: the code (the demo's phone-only client).
      await page.goto("/signIn/phone");
      await page.waitForLoadState("networkidle");
      await page.locator('input[name="phone"]').fill("+1 773 555 0108");
      await page.locator('form:has(input[name="phone"]) button[type="submit"]').click();
      await expect(page.locator('input[name="code"]')).toBeVisible();
      await expectNoViolations(page, "phone sign-in code step");
    });

    test("job seeker pages, the filter panel included", async ({ page }) => {
      test.setTimeout(120_000);
      await signInInAnyLanguage(page, "amina@example.org");
      const job = await firstJobPath(page, "/jobs", "/jobs/");
      for (const path of [
        "/jobs",
        job,
        `${job}/report`,
        "/jobsSaved",
        "/applications",
        job.replace("/jobs/", "/applications/new/"),
        "/profile",
        "/profile/account",
        "/profile/set_profile",
        "/profile/set_password",
        "/profile/help",
      ]) {
        await scan(page, lang, path);
      }
      await page.goto("/jobs");
      await page.waitForLoadState("networkidle");
      await page.locator("details summary").first().click();
      await expect(page.locator('input[type="checkbox"]').first()).toBeVisible();
      await expectNoViolations(page, "filter panel");
      // The parts shown only on request: the shift hours and the distance.
      await page.locator('input[name="shift"][value="specify"]').check();
      await page.locator('input[type="checkbox"][name="anyDistance"]').uncheck();
      await expect(page.locator("#filter-distance")).toBeVisible();
      await expectNoViolations(page, "filter panel, shift and distance open");
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

      test("job list, job and the slide-out menu", async ({ page }) => {
        await signInInAnyLanguage(page, "client@example.org");
        const job = await firstJobPath(page, "/jobs", "/jobs/");
        await scan(page, lang, "/jobs");
        await scan(page, lang, job);
        await page.getByRole("banner").locator("button[aria-controls]").click();
        await expect(page.locator("dialog[open]")).toBeVisible();
        await expectNoViolations(page, "slide-out menu");
      });
    });

    test("employer pages", async ({ page }) => {
      await signInInAnyLanguage(page, "employer@example.org");
      const job = await firstJobPath(page, "/employer/jobs/pending", "/employer/jobs/pending/");
      for (const path of ["/employer/jobs/pending", job, "/addJob", "/profile"]) {
        await scan(page, lang, path);
      }
    });

    test("staff pages and the reject dialog", async ({ page }) => {
      test.setTimeout(120_000);
      await signInInAnyLanguage(page, "admin@example.org");
      const job = await firstJobPath(page, "/admin/jobs/pending", "/admin/jobs/pending/");
      for (const path of [
        "/jobs",
        "/admin/jobs/pending",
        "/admin/jobs/reported",
        "/admin/users/client",
        "/admin/users/employer",
        "/admin/accounts/create",
        "/admin/placements",
        "/admin/messages",
        "/admin/applications/sent",
        "/admin/applications/new?client=amina&job=cook",
        await firstJobPath(page, "/admin/applications/applied", "/admin/applications/applied/"),
        "/addJob",
        job,
      ]) {
        await scan(page, lang, path);
      }
      // Only opened and scanned: nothing is submitted, the demo data stays as it is.
      await page.locator('main button:has-text("Reject"), main button:has-text("رفض")').first().click();
      const dialog = page.locator("dialog[open]");
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, "reject dialog");
    });
  });
}
