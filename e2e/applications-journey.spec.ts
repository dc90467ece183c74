import type { Page } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { expect, test } from "./accounts-mail-fixture";
import { signInFromStart, signUpClientAndSignIn } from "./helpers";

const ar = catalogs.ar;

// Asking for help with a job, end to end: a job seeker using the Arabic pages
// asks for a job, staff take the request and move it along, and the job seeker
// sees the outcome on the page and in an email (a real SMTP server, the
// fixture's). Staff also make a request for a client who came to the office.

/** Staff open a request from the queue's tab by searching for the client. */
async function openFromQueue(staff: Page, tab: string, client: string) {
  await staff.goto(`/admin/applications/${tab}?q=${encodeURIComponent(client)}`);
  await staff.getByRole("link", { name: new RegExp(`^${client} for `) }).click();
  await expect(staff.getByRole("heading", { level: 1, name: new RegExp(`^${client} for `) })).toBeVisible();
}

async function moveTo(staff: Page, status: string, note: string, audience: "internal" | "employer") {
  await staff.getByRole("radio", { name: status, exact: true }).check();
  await staff.getByLabel("Note (optional)", { exact: true }).fill(note);
  await staff.getByRole("radio", { name: audience === "internal" ? /internal note/ : /note for the employer/ }).check();
  await staff.getByRole("button", { name: "Save status" }).click();
  await expect(staff.getByText("The status was saved. We emailed the client.")).toBeVisible();
}

test("a job seeker asks in Arabic for a job; staff assign it, mark it Applied (the employer sees her), then Hired; the job seeker sees Hired and gets the email", async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  // Two people, four steps, delivered email: longer than the default budget on a busy machine.
  test.slow();
  const email = await signUpClientAndSignIn(page, "Layla Haddad");
  // The language switcher keeps the choice on the account too, so emails come in Arabic.
  await page.request.post("/language", { form: { locale: "ar", redirectTo: "/jobs" } });

  await page.goto("/jobs?q=Line%20Cook");
  // The demo employer's job, so that the employer can look at it below.
  await page
    .getByRole("link", { name: /Line Cook/ })
    .filter({ hasText: "Lakeside Foods" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}(\?|$)/);
  const jobId = new URL(page.url()).pathname.split("/").pop() as string;
  await page.getByRole("link", { name: ar["findJobs.wantJob"] }).click();
  await expect(page.getByRole("heading", { name: ar["applications.ask.title"] })).toBeVisible();
  await page.getByRole("radio", { name: ar["applications.contact.text"] }).check();
  await page.getByLabel(ar["applications.form.note"]).fill("أستطيع البدء يوم الاثنين");
  await page.getByRole("button", { name: ar["applications.ask.confirm"] }).click();
  await expect(page).toHaveURL(/\/applications#/);
  await expect(page.getByText(ar["applications.toast.sent"])).toBeVisible();
  await expect(page.getByText(ar["requestStatus.sent"], { exact: true })).toBeVisible();

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInFromStart(staff, "admin@example.org");
  await openFromQueue(staff, "sent", "Layla Haddad");
  await expect(staff.getByText("Text message or WhatsApp")).toBeVisible();
  // The note shows on its own and in the history.
  await expect(staff.getByText("أستطيع البدء يوم الاثنين").first()).toBeVisible();
  await staff.getByLabel("Assign to").selectOption({ label: "Alex Morgan (me)" });
  await staff.getByRole("button", { name: "Assign" }).click();
  await expect(staff.getByText("The request was assigned.")).toBeVisible();
  await expect(staff.getByText("Assigned to Alex Morgan").first()).toBeVisible();
  await moveTo(staff, "Applied", "Sent her CV to the kitchen manager", "employer");
  await expect(staff).toHaveURL(/\/admin\/applications\/applied\//);
  await expect(staff.getByText("Note for the employer: Sent her CV to the kitchen manager")).toBeVisible();

  // The job's employer now sees her as a referred candidate: the note staff wrote for them, and no contact details
  // (staff did not share them).
  const employerContext = await browser.newContext({ baseURL });
  const employer = await employerContext.newPage();
  await signInFromStart(employer, "employer@example.org");
  await employer.goto(`/employer/jobs/approved/${jobId}`);
  const candidates = employer.getByRole("region", { name: "Candidates referred by the agency" });
  await expect(candidates.getByText("Layla Haddad")).toBeVisible();
  await expect(candidates.getByText("Sent her CV to the kitchen manager")).toBeVisible();
  await expect(candidates.getByText("Contact the agency to reach this candidate.")).toBeVisible();
  await expect(candidates.getByText(email)).toHaveCount(0);
  await employerContext.close();

  // Hired is recorded with the placement: start, pay, hours, type and health benefits.
  await staff.getByLabel("Start date").fill("2026-03-02");
  await staff.getByLabel("Scheduled hours a week").fill("40");
  await staff.getByLabel("Pay ($)").fill("17.50");
  await staff.getByRole("radio", { name: "Offered", exact: true }).check();
  await staff.getByLabel("Note about the hire (optional)").fill("Starts on Monday");
  await staff.getByRole("button", { name: "Record the hire" }).click();
  await expect(staff.getByText("The hire was recorded. We emailed the client.")).toBeVisible();
  await expect(staff.getByText("This request is closed: its outcome is recorded.")).toBeVisible();
  await expect(staff.getByText("Internal note: Starts on Monday")).toBeVisible();
  await staffContext.close();

  await page.goto("/applications");
  await expect(page.getByText(ar["requestStatus.hired"], { exact: true })).toBeVisible();
  // Staff acted: the request can no longer be withdrawn.
  await expect(page.getByRole("link", { name: ar["applications.withdraw.action"] })).toHaveCount(0);
  const mail = await mailbox.waitFor(email, new RegExp(ar["requestStatus.hired"]));
  expect(mail.text).toContain("Line Cook");
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain("/applications");
});

test("staff make a request for a client who came to the office", async ({ page }) => {
  await signInFromStart(page, "admin@example.org");
  await page.goto("/admin/applications");
  await expect(page).toHaveURL("/admin/applications/sent");
  await page.getByRole("link", { name: "New request for a client" }).click();
  await page.getByLabel("Client's name or email").fill("amina@example.org");
  await page.getByLabel("Job title or employer").fill("Forklift Operator");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("radio", { name: /Amina Yusuf/ })).toBeChecked();
  // The demo data has several forklift jobs: staff choose one.
  await page
    .getByRole("radio", { name: /Forklift Operator/ })
    .first()
    .check();
  await page.getByRole("radio", { name: "I will visit the office" }).check();
  await page.getByLabel("Note for staff (optional)").fill("Came in with her case worker");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("The request was made for the client.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Amina Yusuf for Forklift Operator" })).toBeVisible();
  await expect(page.getByText(/^Made by Alex Morgan on /)).toBeVisible();
  await expect(page.getByText("Came in with her case worker").first()).toBeVisible();
});
