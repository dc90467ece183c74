import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO_AUTHENTICATOR_SECRET } from "#db/seed";
import { authenticatorCode } from "~/shared/authenticator";

export const DEMO_PASSWORD = "harbor-demo";

/** The demo accounts (db/seed.ts) that auth.setup.ts signs in once per run. */
export const DEMO_ACCOUNTS = {
  admin: "admin@example.org",
  employer: "employer@example.org",
  pending: "pending@example.org",
  care: "care@example.org",
  hotel: "hotel@example.org",
  client: "client@example.org",
  amina: "amina@example.org",
  fariba: "fariba@example.org",
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * The saved cookies of a demo account's session, for `test.use({ storageState: stateOf("admin") })`
 * or `browser.newContext`. Many tests share a session at once: none may sign it out, change the
 * account's password or suspend it (those sign in on their own).
 */
export function stateOf(account: DemoAccount): string {
  return `.e2e-data/${process.env.E2E_PORT ?? 3100}/auth/${account}.json`;
}

/** A page of a new browser context signed in as a demo account. */
export async function pageAs(browser: Browser, account: DemoAccount): Promise<Page> {
  return (await browser.newContext({ storageState: stateOf(account) })).newPage();
}

/** Signs in on the sign-in page; the demo admin also passes the second step (db/seed.ts's key). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (email === DEMO_ACCOUNTS.admin) await enterAuthenticatorCode(page, DEMO_AUTHENTICATOR_SECRET);
}

const PERIOD_MS = 30_000;

/**
 * The second step of a sign-in, with the code an authenticator app with this key shows. The
 * server refuses a code used once already, and workers sign the demo admin in at the same time:
 * then the next 30 seconds' code (which the server also accepts) is tried, and past both, the
 * next pair once the app moves on. The page is opened afresh for each try, so that only this
 * try's answer is read.
 */
export async function enterAuthenticatorCode(page: Page, secret: string) {
  await expect(page).toHaveURL(/\/signIn\/second_step/);
  const step = page.url();
  for (let attempt = 0; attempt < 6; attempt++) {
    if (attempt > 0) {
      await page.goto(step);
      if (attempt % 2 === 0) await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 100);
    }
    await page.getByLabel("Code from the app").fill(await authenticatorCode(secret, attempt % 2));
    await page.getByRole("button", { name: "Sign in" }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith("/signIn")).then(() => "in" as const),
      page
        .getByText("This code was already used.")
        .waitFor()
        .then(() => "used" as const),
    ]);
    if (outcome === "in") return;
  }
  throw new Error("every code of the authenticator was refused as used");
}

export async function signInFromStart(page: Page, email: string) {
  await page.goto("/signIn");
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/signIn/);
}

/**
 * Waits until React listens on the page (it replays a click that comes before its render ends). The
 * page asks for its scripts only after its first frame (decision 023), so a click at once after
 * `goto` can come before them and take the way without JavaScript: a link to a page of its own
 * where a dialog would open. And hydration puts a <textarea>'s server text back over what was typed
 * into it before (React's `initTextarea`; inputs keep theirs).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
}

export function sidebar(page: Page) {
  return page.getByRole("complementary").getByRole("navigation", { name: "Main menu" });
}

/** Registers a new job seeker through the sign-up page and signs in; returns the email. */
export async function signUpClientAndSignIn(page: Page, name = "Test Seeker"): Promise<string> {
  const email = `seeker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  await page.goto("/signUp");
  await page.getByLabel("Looking for a job").check();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("312-555-0190");
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password");
  await page.getByLabel("Confirm password").fill("a-strong-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/signIn");
  await signIn(page, email, "a-strong-password");
  await expect(page).toHaveURL("/jobs");
  return email;
}

/** A job title no other test uses. */
export function uniqueJobTitle(base: string): string {
  return `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Fills every field of the job form (/addJob or /updateJob) with a valid job. */
export async function fillJobForm(page: Page, job: { title: string; instructions?: string }) {
  await hydrated(page);
  await page.getByLabel("Job Title").fill(job.title);
  await page.getByLabel("Start Date").fill("2026-03-02");
  await page.getByLabel("Job Type").selectOption("Part-time");
  await page.getByLabel("Shift Detail").fill("Mon-Fri 9am-5pm");
  await page.getByLabel("Salary Type").selectOption("Hourly");
  await page.getByLabel("Minimum ($)").fill("17");
  await page.getByLabel("Maximum ($)").fill("19.50");
  await page.getByLabel("Medical").check();
  await page.getByLabel("English Level").selectOption("Basic");
  await page.getByLabel("Other language(s) spoken at work").fill("Arabic, Dari");
  await page.getByLabel("Street address").fill("2740 W Devon Ave");
  await page.getByLabel("City").fill("Chicago");
  await page.getByLabel("State").fill("IL");
  await page.getByLabel("ZIP code").fill("60659");
  await page.getByLabel("Job Description").fill("Help bake bread and pack orders early in the morning.");
  await page.getByLabel("How to Apply").fill(job.instructions ?? "Email your resume to bakery@example.org");
}

export async function signOutFromSidebar(page: Page) {
  await page.getByRole("complementary").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/signIn");
}

/** Signs in from /signIn through the form's field names, so it works in every language. */
export async function signInInAnyLanguage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/signIn");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/signIn/);
}

/** A staff member's rarer job actions (close, transfer, delete) sit behind "More". */
export async function openMoreActions(page: Page) {
  await page.locator("article summary", { hasText: "More" }).click();
}

/**
 * axe-core's WCAG 2.2 AA violations on the page as it stands, one line each with its elements.
 * Legacy mode runs axe in the page itself; the default mode also opens a blank page to merge the
 * frames' results, which doubled the time of a scan, and these pages have no frames.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
