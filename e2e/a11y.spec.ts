import { expect, test, type Page } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { axeViolations, hydrated, stateOf, type DemoAccount } from "./helpers";

// WCAG 2.2 AA on every page, signed out and for each role, in a left-to-right and a
// right-to-left language: each page once per language, here and in no other spec. Small tests,
// so that the workers share them evenly.
const LANGUAGES = ["en", "ar"] as const;

// axe takes seconds a page on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function expectNoViolations(page: Page, what: string) {
  // Soft, so one run lists the violations of every page, not only the first.
  expect.soft(await axeViolations(page), `${what} (${page.url()})`).toEqual([]);
}

/** Visits a page in the given language, waits for it to hydrate and scans it. */
async function scan(page: Page, lang: string, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await hydrated(page);
  await expectNoViolations(page, path);
}

/** The path of the first job linked from `listPath` (a search no other test's jobs match). */
async function jobPath(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  // Any of the matching demo jobs will do: no test changes them.
  const href = (await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href")) ?? "";
  const path = href.split("?")[0] ?? "";
  expect(path).toMatch(/[0-9a-f-]{36}$/);
  return path;
}

/** The pages of each test: fixed paths, or paths found from the demo data. */
interface PageSet {
  name: string;
  account: DemoAccount | null;
  phone?: boolean;
  paths: (page: Page) => Promise<string[]>;
  /** What is shown only after a click, scanned after the pages. */
  then?: (page: Page, lang: string) => Promise<void>;
}

const fixed = (paths: string[]) => () => Promise.resolve(paths);
// One of the demo's Janitor jobs, seen by a job seeker.
const seekerJob = (page: Page) => jobPath(page, "/jobs?q=Janitor", "/jobs/");

const PAGE_SETS: PageSet[] = [
  {
    name: "sign-in and sign-up pages",
    account: null,
    paths: fixed(["/signIn", "/signUp", "/signIn/link"]),
    then: async (page) => {
      // The sign-in form with its error messages showing.
      await page.goto("/signIn");
      await hydrated(page);
      await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
      // The first of the fields marked invalid.
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page, "sign-in errors");
    },
  },
  {
    name: "password and phone sign-in pages",
    account: null,
    paths: fixed(["/forget_password", "/set_password", "/signIn/phone"]),
    then: async (page) => {
      // The phone sign-in's second step: the code (the demo's phone-only client).
      await page.goto("/signIn/phone");
      await hydrated(page);
      await page.locator('input[name="phone"]').fill("+1 773 555 0108");
      await page.locator('form:has(input[name="phone"]) button[type="submit"]').click();
      await expect(page.locator('input[name="code"]')).toBeVisible();
      await expectNoViolations(page, "phone sign-in code step");
    },
  },
  {
    name: "a job seeker's job list, job and filter panel",
    account: "amina",
    paths: async (page) => {
      const job = await seekerJob(page);
      return ["/jobs", job, `${job}/report`];
    },
    then: async (page) => {
      await page.goto("/jobs");
      await hydrated(page);
      await page.locator("main details summary").click();
      await expect(page.locator('input[type="checkbox"][name="type"]').first()).toBeVisible();
      await expectNoViolations(page, "filter panel");
      // The parts shown only on request: the shift hours and the distance.
      await page.locator('input[name="shift"][value="specify"]').check();
      await page.locator('input[type="checkbox"][name="anyDistance"]').uncheck();
      await expect(page.locator("#filter-distance")).toBeVisible();
      await expectNoViolations(page, "filter panel, shift and distance open");
    },
  },
  {
    name: "a job seeker's saved jobs and applications",
    account: "amina",
    paths: async (page) => {
      const job = await seekerJob(page);
      return ["/jobsSaved", "/applications", job.replace("/jobs/", "/applications/new/")];
    },
  },
  {
    name: "a job seeker's profile pages",
    account: "amina",
    paths: fixed([
      "/profile",
      "/profile/account",
      "/profile/set_profile",
      "/profile/set_password",
      "/profile/devices",
      "/profile/help",
    ]),
  },
  {
    name: "on a phone: job list, job and the slide-out menu",
    account: "client",
    phone: true,
    paths: async (page) => ["/jobs", await seekerJob(page)],
    then: async (page) => {
      await page.getByRole("banner").locator("button[aria-controls]").click();
      await expect(page.locator("dialog[open]")).toBeVisible();
      await expectNoViolations(page, "slide-out menu");
    },
  },
  {
    name: "employer pages",
    account: "employer",
    // A pending demo job of Lakeside Foods (db/seed.ts): other tests approve only their own.
    paths: async (page) => [
      "/employer/jobs/pending",
      "/addJob",
      "/profile",
      // Employers may add a second step to their sign-in: the page that starts it.
      "/profile/second_factor",
      await jobPath(page, "/employer/jobs/pending?q=Stocker", "/employer/jobs/pending/"),
    ],
    then: async (page, lang) => {
      // Only opened and scanned, on the job scanned last: nothing is submitted.
      const name = catalogs[lang as (typeof LANGUAGES)[number]]["manageJobs.action.close"];
      await page.getByRole("button", { name, exact: true }).click();
      await expect(page.locator("dialog[open]")).toBeVisible();
      await expectNoViolations(page, "close dialog");
    },
  },
  {
    name: "staff job pages and the reject dialog",
    account: "admin",
    // A job of the demo's pending employer, which stays pending.
    paths: async (page) => [
      "/jobs",
      "/admin/jobs/pending",
      "/admin/jobs/reported",
      "/addJob",
      await jobPath(page, "/admin/jobs/pending?q=Prairie+Logistics", "/admin/jobs/pending/"),
    ],
    then: async (page, lang) => {
      // Only opened and scanned: nothing is submitted, the demo data stays as it is.
      const name = catalogs[lang as (typeof LANGUAGES)[number]]["manageJobs.action.reject"];
      await page.getByRole("button", { name, exact: true }).click();
      await expect(page.locator("dialog[open]")).toBeVisible();
      await expectNoViolations(page, "reject dialog");
    },
  },
  {
    name: "staff account and report pages",
    account: "admin",
    paths: fixed([
      "/admin/users/client",
      "/admin/users/employer",
      "/admin/accounts/create",
      "/admin/placements",
      "/admin/follow-ups",
      "/admin/messages",
    ]),
  },
  {
    name: "staff application pages",
    account: "admin",
    // Fariba's request in the demo data.
    paths: async (page) => [
      "/admin/applications/sent",
      "/admin/applications/new?client=amina&job=cook",
      await jobPath(page, "/admin/applications/applied?q=Fariba", "/admin/applications/applied/"),
    ],
  },
  {
    name: "staff confirm pages (reject, close, delete, transfer) and a job in Find Jobs",
    account: "admin",
    // A demo job; the confirm pages only render, nothing is submitted.
    paths: async (page) => {
      const job = await jobPath(page, "/admin/jobs/approved?q=Janitor", "/admin/jobs/approved/");
      const id = job.split("/").pop() as string;
      return [
        ...["reject", "close", "delete", "transfer"].map((intent) => `${job}?confirm=${intent}&job=${id}`),
        // Find Jobs leads staff to the job in Manage Jobs.
        `/jobs/${id}`,
      ];
    },
  },
];

for (const lang of LANGUAGES) {
  test.describe(`accessibility in ${lang}`, () => {
    for (const set of PAGE_SETS) {
      test.describe(() => {
        test.use({
          storageState: set.account ? stateOf(set.account) : { cookies: [], origins: [] },
          ...(set.phone ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } : {}),
        });

        test(set.name, async ({ page, context, baseURL }) => {
          await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
          for (const path of await set.paths(page)) await scan(page, lang, path);
          await set.then?.(page, lang);
        });
      });
    }
  });
}
