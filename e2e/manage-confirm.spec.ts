import { expect, test, type Page } from "@playwright/test";
import { fillJobForm, hydrated, openMoreActions, pageAs, stateOf, uniqueJobTitle } from "./helpers";

// Reject, close, delete and transfer ask first: in a dialog, or without JavaScript on the
// job's own page (`?confirm=`), whose plain form posts like the dialog's. Their accessibility
// scans are in a11y.spec.ts.

async function postJob(page: Page, base: string): Promise<{ title: string; id: string }> {
  const title = uniqueJobTitle(base);
  await page.goto("/addJob");
  await fillJobForm(page, { title });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/(admin|employer)\/jobs\/(pending|approved)\/[0-9a-f-]{36}$/);
  await hydrated(page);
  return { title, id: page.url().split("/").pop() as string };
}

test("closing a job posting asks first and says how to undo it, for employers and staff", async ({ browser }) => {
  test.setTimeout(120_000);
  const employer = await pageAs(browser, "employer");
  const mine = await postJob(employer, "Dishwasher");
  const jobPath = `/employer/jobs/pending/${mine.id}`;

  // Named for what it does, and it does nothing before it is confirmed.
  await employer.getByRole("button", { name: "Close job posting", exact: true }).click();
  const dialog = employer.getByRole("dialog", { name: "Close this job posting?" });
  await expect(dialog).toContainText(`“${mine.title}” moves to All Closed Jobs, and job seekers stop seeing it.`);
  await expect(dialog).toContainText("choose Reopen: it then goes back to staff for review");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await employer.reload();
  await expect(employer).toHaveURL(jobPath);
  await hydrated(employer);
  await expect(employer.getByRole("article").getByText("Pending", { exact: true })).toBeVisible();

  await employer.getByRole("button", { name: "Close job posting", exact: true }).click();
  await dialog.getByRole("button", { name: "Close job posting" }).click();
  await expect(employer.getByText("Job closed. Job seekers no longer see it.")).toBeVisible();
  await expect(employer).toHaveURL("/employer/jobs/pending");
  await employer.goto("/employer/jobs/closed");
  await expect(employer.getByRole("link", { name: new RegExp(mine.title) })).toBeVisible();

  // Staff hear that reopening publishes the job again at once.
  const admin = await pageAs(browser, "admin");
  const staffJob = await postJob(admin, "Line Cook");
  await openMoreActions(admin);
  await admin.getByRole("button", { name: "Close job posting", exact: true }).click();
  const staffDialog = admin.getByRole("dialog", { name: "Close this job posting?" });
  await expect(staffDialog).toContainText("choose Reopen: job seekers see it again straight away.");
  await staffDialog.getByRole("button", { name: "Close job posting" }).click();
  await expect(admin).toHaveURL("/admin/jobs/approved");
  await admin.goto(`/admin/jobs/closed/${staffJob.id}`);
  await expect(admin.getByRole("article").getByText("Closed", { exact: true })).toBeVisible();
});

test("reject, close, delete and transfer work without JavaScript, on confirm pages", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await pageAs(browser, "admin");
  const toReject = await postJob(admin, "Warehouse Sorter");
  const toClose = await postJob(admin, "Hotel Porter");
  const toTransfer = await postJob(admin, "Laundry Attendant");
  const toDelete = await postJob(admin, "Parking Attendant");

  const page = await (await browser.newContext({ javaScriptEnabled: false, storageState: stateOf("admin") })).newPage();
  const confirmPage = (name: string) => page.getByRole("region", { name });

  // Reject: the message is required, as in the dialog; the list's search is kept throughout.
  await page.goto(`/admin/jobs/approved/${toReject.id}?q=sorter`);
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page).toHaveURL(`/admin/jobs/approved/${toReject.id}?q=sorter&confirm=reject&job=${toReject.id}`);
  const reject = confirmPage("Reject this job");
  await expect(reject).toContainText(`“${toReject.title}” goes back to its employer as Action Required`);
  await reject.getByRole("button", { name: "Reject job" }).click();
  await expect(reject.getByText("Please tell the employer what to change.")).toBeVisible();
  await reject.getByLabel("Message to the employer").fill("Please give the hours.");
  await reject.getByRole("button", { name: "Reject job" }).click();
  await expect(page).toHaveURL("/admin/jobs/approved");
  await page.goto(`/admin/jobs/todo/${toReject.id}`);
  await expect(page.getByText("Please give the hours.")).toBeVisible();

  // Close: Cancel goes back to the job as it was; a refusal (someone edited the job
  // meanwhile) is told on the page, which asks again.
  await page.goto(`/admin/jobs/approved/${toClose.id}`);
  await openMoreActions(page);
  await page.getByRole("button", { name: "Close job posting", exact: true }).click();
  const close = confirmPage("Close this job posting?");
  await expect(close).toContainText("choose Reopen: job seekers see it again straight away.");
  await close.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`/admin/jobs/approved/${toClose.id}`);
  await expect(close).toHaveCount(0);
  await openMoreActions(page);
  await page.getByRole("button", { name: "Close job posting", exact: true }).click();
  await admin.goto(`/updateJob/${toClose.id}`);
  await hydrated(admin);
  await admin.getByLabel("Job Description").fill("Carry bags and greet guests.");
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(admin).toHaveURL(`/admin/jobs/approved/${toClose.id}`);
  await close.getByRole("button", { name: "Close job posting" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to close job: Someone else edited this job after you opened it, so nothing was changed. Check the job as it is now before you try again.",
  );
  await expect(page.getByText("Carry bags and greet guests.")).toBeVisible();
  await close.getByRole("button", { name: "Close job posting" }).click();
  await expect(page).toHaveURL("/admin/jobs/approved");
  await page.goto(`/admin/jobs/closed/${toClose.id}`);
  await expect(page.getByRole("article").getByText("Closed", { exact: true })).toBeVisible();

  // Transfer: the typed text is resolved by the server, and kept when it matches nobody.
  await page.goto(`/admin/jobs/approved/${toTransfer.id}`);
  await openMoreActions(page);
  await page.getByRole("button", { name: "Transfer" }).click();
  const transfer = confirmPage("Transfer this job");
  await transfer.getByRole("combobox", { name: "New owner" }).fill("nobody-here");
  await transfer.getByRole("button", { name: "Transfer job" }).click();
  await expect(transfer.getByText("No employer or admin matches this text. Try their email.")).toBeVisible();
  await expect(transfer.getByRole("combobox", { name: "New owner" })).toHaveValue("nobody-here");
  await transfer.getByRole("combobox", { name: "New owner" }).fill("hotel@example.org");
  await transfer.getByRole("button", { name: "Transfer job" }).click();
  await expect(page).toHaveURL(`/admin/jobs/approved/${toTransfer.id}`);
  await expect(page.locator("p", { hasText: "Posted by:" })).toContainText("Tom Becker");

  // Delete.
  await page.goto(`/admin/jobs/approved/${toDelete.id}`);
  await openMoreActions(page);
  await page.getByRole("button", { name: "Delete" }).click();
  const remove = confirmPage("Delete this job?");
  await expect(remove).toContainText(`“${toDelete.title}”`);
  await remove.getByRole("button", { name: "Delete job" }).click();
  await expect(page).toHaveURL("/admin/jobs/approved");
  expect((await page.goto(`/admin/jobs/approved/${toDelete.id}`))?.status()).toBe(404);
});

test("a confirm page opens only for its own job", async ({ browser }) => {
  const admin = await pageAs(browser, "admin");
  const job = await postJob(admin, "Stock Clerk");
  const other = await postJob(admin, "Stock Runner");

  // The list beside the job keeps the page's query in its links; another job opened from
  // there must not ask to be deleted.
  await admin.goto(`/admin/jobs/approved/${other.id}?confirm=delete&job=${job.id}`);
  await expect(admin.getByRole("heading", { name: other.title })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Delete this job?" })).toHaveCount(0);
});
