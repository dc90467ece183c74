import { expect, test, type Page } from "@playwright/test";
import { fillJobForm, pageAs, signUpClientAndSignIn, uniqueJobTitle } from "./helpers";

// Three job seekers report a job: it disappears from Find Jobs until staff
// dismiss the reports, and then it is back.
test("three reports hide a job from Find Jobs until an admin dismisses them", async ({ browser }) => {
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
    await client.context().close();
  }

  // Gone from Find Jobs for job seekers.
  const seeker = await pageAs(browser, "client");
  await expect(await search(seeker, title)).toHaveCount(0);

  // Staff see it under Reported, with every report, and dismiss them.
  await admin.goto("/admin/jobs/reported");
  await admin.getByRole("link", { name: new RegExp(title) }).click();
  const panel = admin.getByRole("region", { name: /3 open reports/ });
  await expect(panel.getByText("Report number 2")).toBeVisible();
  await expect(panel.getByText("Hidden from job seekers until you decide.")).toBeVisible();
  await panel.getByRole("button", { name: "Dismiss the reports" }).click();
  await expect(admin.getByText("3 reports dismissed.")).toBeVisible();

  // Back in Find Jobs.
  await expect(await search(seeker, title)).toHaveCount(1);
});

async function search(page: Page, title: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.locator("#job-count")).toBeVisible();
  return page.getByRole("link", { name: new RegExp(title) });
}
