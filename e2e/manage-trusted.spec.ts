import { expect, test, type Page } from "@playwright/test";
import { fillJobForm, pageAs, signIn, uniqueJobTitle } from "./helpers";

// A trusted employer's first job is still reviewed; once staff have approved
// it, their next job reaches job seekers at once.
test("a trusted employer's second job appears to a job seeker at once, while the first was reviewed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `trusted-${Date.now()}@example.org`;
  const employer = await (await browser.newContext()).newPage();
  const admin = await pageAs(browser, "admin");
  const client = await pageAs(browser, "client");

  // A new employer signs up; staff approve the account and mark it as trusted.
  await employer.goto("/signUp");
  await employer.getByLabel("An employer").check();
  await employer.getByLabel("Full name").fill("Tariq Haddad");
  await employer.getByLabel("Email").fill(email);
  await employer.getByLabel("Phone number").fill("312-555-0166");
  await employer.getByLabel("Company name").fill("Haddad Movers");
  await employer.getByLabel("Password", { exact: true }).fill("tariq-password");
  await employer.getByLabel("Confirm password").fill("tariq-password");
  await employer.getByRole("button", { name: "Create account" }).click();
  await expect(employer).toHaveURL("/signIn");

  await admin.goto(`/admin/users/employer?q=${encodeURIComponent(email)}`);
  await admin
    .getByRole("row", { name: /Tariq Haddad/ })
    .getByRole("button", { name: "Approve Tariq Haddad" })
    .click();
  await expect(admin.getByText("Tariq Haddad has been approved.", { exact: false })).toBeVisible();
  await admin.getByRole("link", { name: "Edit Tariq Haddad" }).click();
  const trust = admin.getByRole("region", { name: "Trusted employer" });
  await expect(trust.getByText(/^Not trusted/)).toBeVisible();
  await trust.getByRole("button", { name: "Mark as trusted" }).click();
  await expect(admin.getByText("Tariq Haddad is now a trusted employer.")).toBeVisible();
  await expect(trust.getByRole("button", { name: "Stop trusting" })).toBeVisible();

  // The first job still waits for review.
  await signIn(employer, email, "tariq-password");
  await expect(employer.getByText("Every job is reviewed by the agency before job seekers see it.")).toBeVisible();
  const first = uniqueJobTitle("Mover");
  await postJob(employer, first);
  await expect(employer).toHaveURL(/\/employer\/jobs\/pending\/[0-9a-f-]{36}$/);
  await expect(await search(client, first)).toHaveCount(0);

  // Staff approve it.
  await admin.goto("/admin/jobs/pending");
  await admin.getByRole("link", { name: new RegExp(first) }).click();
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Job has been approved!")).toBeVisible();

  // The second job is published at once: a job seeker finds it straight away.
  await employer.goto("/employer/jobs/pending");
  await expect(employer.getByText(/You are a trusted employer/)).toBeVisible();
  const second = uniqueJobTitle("Packer");
  await postJob(employer, second);
  await expect(employer).toHaveURL(/\/employer\/jobs\/approved\/[0-9a-f-]{36}$/);
  await expect(await search(client, second)).toHaveCount(1);

  // Staff can still look at it: it is marked as published without review.
  await admin.goto("/admin/jobs/approved");
  await admin.getByRole("link", { name: new RegExp(second) }).click();
  await expect(admin.getByText("Published without review (trusted employer).")).toBeVisible();
});

async function postJob(page: Page, title: string) {
  await page.goto("/addJob");
  await fillJobForm(page, { title });
  await page.getByRole("button", { name: "Submit" }).click();
}

async function search(page: Page, title: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.locator("#job-count")).toBeVisible();
  return page.getByRole("link", { name: new RegExp(title) });
}
