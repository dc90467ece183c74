import { expect, test, type Page } from "@playwright/test";
import { fillJobForm, hydrated, pageAs, stateOf, uniqueJobTitle } from "./helpers";

// Nothing reaches a job seeker without review: an employer posts, staff ask for
// a change, the employer fixes it, staff approve, and a job seeker finds it.
test("a posted job is reviewed, sent back, fixed, approved and found", async ({ browser }) => {
  test.setTimeout(150_000);
  const title = uniqueJobTitle("Bakery Helper");
  const instructions = `Ask for Rosa at the back door ${Date.now()}`;
  const employer = await pageAs(browser, "employer");
  const admin = await pageAs(browser, "admin");
  const client = await pageAs(browser, "client");

  // The employer posts the job: it waits for review.
  await employer.goto("/employer/jobs/pending");
  await employer.getByRole("complementary").getByRole("link", { name: "Post a Job" }).click();
  await expect(employer.getByLabel("Company Name")).toHaveValue("Lakeside Foods");
  await fillJobForm(employer, { title, instructions });
  await employer.getByRole("button", { name: "Submit" }).click();
  await expect(employer).toHaveURL(/\/employer\/jobs\/pending\/[0-9a-f-]{36}$/);
  await expect(employer.getByText("Job saved and sent to staff for review.")).toBeVisible();
  const jobId = employer.url().split("/").pop() as string;

  // Staff see it in the pending tab, whose count matches the list.
  await admin.goto("/admin/jobs/pending");
  await expectTabCountMatchesList(admin, "All Pending Jobs");
  await admin.getByRole("link", { name: new RegExp(title) }).click();
  await expect(admin).toHaveURL(`/admin/jobs/pending/${jobId}`);
  await expect(admin.getByText("Maria Lopez")).toBeVisible();

  // Staff who come across it in Find Jobs reach it in Manage Jobs, where its actions are.
  await admin.goto(`/jobs/${jobId}`);
  await expect(admin.getByRole("article").getByText("Pending", { exact: true })).toBeVisible();
  await admin.getByRole("link", { name: "Open in Manage Jobs" }).click();
  await expect(admin).toHaveURL(`/admin/jobs/pending/${jobId}`);
  await expect(admin.getByRole("button", { name: "Approve", exact: true })).toBeVisible();

  // Staff send it back with a message.
  await hydrated(admin);
  await admin.getByRole("button", { name: "Reject" }).click();
  const dialog = admin.getByRole("dialog", { name: "Reject this job" });
  await dialog.getByRole("button", { name: "Reject job" }).click();
  await expect(dialog.getByText("Please tell the employer what to change.")).toBeVisible();
  await dialog.getByLabel("Message to the employer").fill("Please give the hourly pay for Saturdays.");
  await dialog.getByRole("button", { name: "Reject job" }).click();
  await expect(admin.getByText("Job has been rejected!")).toBeVisible();
  await expect(admin).toHaveURL("/admin/jobs/pending");
  await expect(admin.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);

  // The employer sees Action Required with the message, edits and resubmits.
  await employer.goto("/employer/jobs/todo");
  await employer.getByRole("link", { name: new RegExp(title) }).click();
  await expect(employer.getByText("Action Required", { exact: true })).toBeVisible();
  await expect(employer.getByText("Please give the hourly pay for Saturdays.")).toBeVisible();
  await employer.getByRole("link", { name: "Edit" }).click();
  await expect(employer).toHaveURL(`/updateJob/${jobId}`);
  await hydrated(employer);
  await employer.getByLabel("Job Description").fill("Help bake bread early in the morning. Saturdays pay $21 an hour.");
  await employer.getByRole("button", { name: "Save changes" }).click();
  await expect(employer).toHaveURL(`/employer/jobs/pending/${jobId}`);

  // Staff approve it.
  await admin.goto(`/admin/jobs/pending/${jobId}`);
  await expect(admin.getByText("Saturdays pay $21 an hour.")).toBeVisible();
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Job has been approved!")).toBeVisible();
  await expect(admin).toHaveURL("/admin/jobs/pending");

  // A job seeker finds it in Find Jobs, without the staff-only instructions.
  await client.goto("/jobs");
  await client.getByRole("searchbox", { name: "Search jobs" }).fill(title);
  await client.keyboard.press("Enter");
  await client.getByRole("link", { name: new RegExp(title) }).click();
  await expect(client).toHaveURL(new RegExp(`/jobs/${jobId}`));
  await expect(client.getByText("Saturdays pay $21 an hour.")).toBeVisible();
  await expect(client.getByText(instructions)).toHaveCount(0);
  expect(await client.content()).not.toContain(instructions);
});

async function expectTabCountMatchesList(page: Page, tab: string) {
  const link = page.getByRole("link", { name: new RegExp(`^${tab}`) });
  await expect(link).toHaveAttribute("aria-current", "page");
  const count = Number(((await link.textContent()) ?? "").trim().replace(/^\D*/, ""));
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: `${count} jobs` })).toBeVisible();
}

test.describe("an employer", () => {
  test.use({ storageState: stateOf("employer") });

  test("a description typed before the page's scripts came is kept when they run", async ({ page }) => {
    // One of the employer's demo jobs: nothing is saved, and no test changes them.
    await page.goto("/employer/jobs/approved?q=Hotel+Room+Attendant");
    const href = (await page.locator('main a[href^="/employer/jobs/approved/"]').first().getAttribute("href")) ?? "";
    const jobId = href.split("?")[0]?.split("/").pop() ?? "";
    // A slow link: the scripts come a second and a half after the page, which takes input at once.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/updateJob/${jobId}`);
    const description = page.getByLabel("Job Description");
    await expect(description).not.toHaveValue("");
    await description.fill("Typed on a slow phone before the scripts came.");
    await hydrated(page);
    await expect(description).toHaveValue("Typed on a slow phone before the scripts came.");
  });
});
