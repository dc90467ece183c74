import { expect, test, type Page } from "@playwright/test";
import { fillJobForm, pageAs, signUpClientAndSignIn, uniqueJobTitle } from "./helpers";

// Three people who signed themselves up report a job (issue 39): their reports
// do not count (docs/decisions/025) and the job stays in Find Jobs. Staff see it
// under Reported, with every report, and dismiss it there with the bulk form.
test("reports from self-made accounts hide nothing; an admin dismisses them from the Reported tab", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = uniqueJobTitle("Reported Helper");
  const admin = await pageAs(browser, "admin");
  await admin.goto("/addJob");
  await fillJobForm(admin, { title });
  await admin.getByRole("button", { name: "Submit" }).click();
  await expect(admin).toHaveURL(/\/admin\/jobs\/approved\/[0-9a-f-]{36}$/);
  const jobId = admin.url().split("/").pop() as string;

  const reasons = ["Asks for money", "Looks fake", "Unsafe"];
  for (const [i, reason] of reasons.entries()) {
    const client = await (await browser.newContext()).newPage();
    await signUpClientAndSignIn(client, `Reporter ${i + 1}`);
    await client.goto(`/jobs/${jobId}`);
    await client.getByRole("link", { name: "Something is wrong with this job" }).click();
    await expect(client).toHaveURL(`/jobs/${jobId}/report`);
    await client.getByRole("radio", { name: reason }).check();
    await client.getByLabel("Tell us more (optional)").fill(`Report number ${i + 1}`);
    await client.getByRole("button", { name: "Send report" }).click();
    await expect(client.getByText("Thank you. Staff will look at this job.")).toBeVisible();
    // Still there: the reporter is back on the job, not on the list.
    await expect(client).toHaveURL(`/jobs/${jobId}`);
    await client.context().close();
  }

  // Still in Find Jobs for job seekers.
  const seeker = await pageAs(browser, "client");
  await expect(await search(seeker, title)).toHaveCount(1);

  // Staff see it under Reported, with every report marked as not counting.
  await admin.goto("/admin/jobs/reported");
  await admin.getByRole("link", { name: new RegExp(title) }).click();
  const panel = admin.getByRole("region", { name: /3 open reports/ });
  await expect(panel.getByText("Report number 2")).toBeVisible();
  await expect(panel.getByText(/has not shown that it belongs to a real person/)).toHaveCount(3);
  await expect(panel.getByText("Hidden from job seekers until you decide.")).toHaveCount(0);

  // Dismissed from the list with the bulk form, which asks for its box first.
  await admin.goto(`/admin/jobs/reported?q=${encodeURIComponent(title)}`);
  const bulk = admin.getByRole("form", { name: "Dismiss the reports on several jobs" });
  await admin.getByRole("checkbox", { name: `Select “${title}”` }).check();
  await bulk.getByRole("checkbox", { name: /Yes, dismiss every open report/ }).check();
  await bulk.getByRole("button", { name: "Dismiss reports on selected" }).click();
  await expect(admin.getByText("Reports dismissed on 1 job.")).toBeVisible();
  await expect(admin.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
});

async function search(page: Page, title: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.locator("#job-count")).toBeVisible();
  return page.getByRole("link", { name: new RegExp(title) });
}
