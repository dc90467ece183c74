import { expect, test } from "@playwright/test";
import { fillJobForm, hydrated, openMoreActions, pageAs, uniqueJobTitle } from "./helpers";

test("staff transfer a job to another employer; it moves between their dashboards", async ({ browser }) => {
  test.setTimeout(150_000);
  const title = uniqueJobTitle("Night Porter");
  const oldOwner = await pageAs(browser, "care");
  const admin = await pageAs(browser, "admin");
  const newOwner = await pageAs(browser, "hotel");

  await oldOwner.goto("/addJob");
  await fillJobForm(oldOwner, { title });
  await oldOwner.getByRole("button", { name: "Submit" }).click();
  await expect(oldOwner).toHaveURL(/\/employer\/jobs\/pending\//);
  const jobId = oldOwner.url().split("/").pop() as string;

  await admin.goto(`/admin/jobs/pending/${jobId}`);
  await hydrated(admin);
  await expect(admin.locator("p", { hasText: "Posted by:" })).toContainText("Grace Okafor");
  await openMoreActions(admin);
  await admin.getByRole("button", { name: "Transfer" }).click();
  const dialog = admin.getByRole("dialog", { name: "Transfer this job" });
  await dialog.getByRole("combobox", { name: "New owner" }).fill("Tom");
  await dialog.getByRole("option", { name: /Tom Becker/ }).click();
  await dialog.getByRole("button", { name: "Transfer job" }).click();
  await expect(admin.getByText("Job transferred to Tom Becker.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin).toHaveURL(`/admin/jobs/pending/${jobId}`);
  await expect(admin.locator("p", { hasText: "Posted by:" })).toContainText("Tom Becker");

  // It left the old owner's dashboard…
  await oldOwner.goto("/employer/jobs/pending");
  await expect(oldOwner.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  expect((await oldOwner.goto(`/employer/jobs/pending/${jobId}`))?.status()).toBe(404);
  await expect(oldOwner.getByText(`Job ${jobId} does not exist`)).toBeVisible();

  // …and arrived in the new owner's.
  await newOwner.goto("/employer/jobs/pending");
  await newOwner.getByRole("link", { name: new RegExp(title) }).click();
  await expect(newOwner.getByRole("heading", { name: title })).toBeVisible();
});

test("the first click on Transfer job works while the name suggestions are open", async ({ browser }) => {
  const title = uniqueJobTitle("Pastry Cook");
  const page = await pageAs(browser, "admin");
  await page.goto("/addJob");
  await fillJobForm(page, { title });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/approved\/[0-9a-f-]{36}$/);
  const jobPath = new URL(page.url()).pathname;

  await hydrated(page);
  await openMoreActions(page);
  await page.getByRole("button", { name: "Transfer" }).click();
  const dialog = page.getByRole("dialog", { name: "Transfer this job" });
  await dialog.getByRole("combobox", { name: "New owner" }).pressSequentially("hotel@example.org");
  // Nothing chosen from the list: the server finds the owner from the typed email.
  await expect(dialog.getByRole("option", { name: /Tom Becker/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Transfer job" }).click();
  await expect(page.getByText("Job transferred to Tom Becker.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(jobPath);
  await expect(page.locator("p", { hasText: "Posted by:" })).toContainText("Tom Becker");
});
