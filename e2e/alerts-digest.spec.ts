import { expect, test } from "./accounts-mail-fixture";
import { fillJobForm, signInFromStart, signUpClientAndSignIn, uniqueJobTitle } from "./helpers";

// "As they come" runs every 2 seconds on this spec's server instead of every 15 minutes, so the
// digest arrives in seconds through the real scheduled run and the real SMTP server.
test.use({ mailAppEnv: { JOB_ALERT_INSTANT_SECONDS: "2" } });

// A job seeker saves a search as an alert, staff approve a new job that matches, the digest
// arrives by email, and its stop link asks before it stops the alert.
test("a saved search sends a digest of a newly approved job, and its stop link asks first", async ({
  browser,
  mailbox,
}) => {
  test.setTimeout(60_000);
  const title = uniqueJobTitle("Alert Baker");
  const word = title.split(" ").at(-1) as string;
  const client = await (await browser.newContext()).newPage();
  const employer = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();

  // The job seeker searches and saves the search as an alert.
  const email = await signUpClientAndSignIn(client);
  await client.getByRole("searchbox", { name: "Search jobs" }).fill(word);
  await client.keyboard.press("Enter");
  await expect(client).toHaveURL(new RegExp(`q=${word}`));
  await client.getByRole("link", { name: "Tell me about new jobs like these" }).click();
  await expect(client.getByRole("heading", { name: "Tell me about new jobs like these" })).toBeVisible();
  await expect(client.getByText(`“${word}”`)).toBeVisible();
  await client.getByLabel("As they come (every few minutes)").check();
  await client.getByRole("button", { name: "Save alert" }).click();
  await expect(client).toHaveURL("/profile/alerts");
  await expect(client.getByText("Alert saved. We will email you about new jobs like these.")).toBeVisible();
  await expect(client.getByRole("link", { name: `“${word}”` })).toBeVisible();

  // An employer posts a matching job; staff approve it.
  await signInFromStart(employer, "employer@example.org");
  await employer.goto("/addJob");
  await fillJobForm(employer, { title });
  await employer.getByRole("button", { name: "Submit" }).click();
  await expect(employer).toHaveURL(/\/employer\/jobs\/pending\/[0-9a-f-]{36}$/);
  const jobId = employer.url().split("/").pop() as string;
  await signInFromStart(admin, "admin@example.org");
  await admin.goto(`/admin/jobs/pending/${jobId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Job has been approved!")).toBeVisible();

  // The digest names the job, links to it, and carries a stop link.
  const digest = await mailbox.waitFor(email, /^New jobs for/);
  expect(digest.text).toContain(title);
  expect(digest.text).toContain(`/jobs/${jobId}`);
  expect(digest.html).toContain(title);
  const stopLink = /https?:\/\/\S+\/alerts\/stop\?token=\S+/.exec(digest.text)?.[0] as string;
  const stopPath = new URL(stopLink).pathname + new URL(stopLink).search;

  // Opening the link (as a mail scanner would) stops nothing.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(stopPath);
  await expect(visitor.getByRole("heading", { name: "Stop this job alert?" })).toBeVisible();
  await client.reload();
  await expect(client.getByText("On", { exact: true })).toBeVisible();

  // The button does, without signing in; the job seeker sees it paused under Setting.
  await visitor.getByRole("button", { name: "Stop these emails" }).click();
  await expect(visitor.getByText("This job alert is stopped.")).toBeVisible();
  await client.reload();
  await expect(client.getByText("Paused", { exact: true })).toBeVisible();
});
