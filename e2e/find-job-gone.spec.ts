import { expect, test } from "@playwright/test";
import { fillJobForm, hydrated, openMoreActions, pageAs, uniqueJobTitle } from "./helpers";

// Opening a job does not reload the list beside it (listShouldRevalidate): a job closed after the
// list was loaded is found gone when opened, and the list is then loaded afresh without it.
test("a job closed after the list was loaded leaves the list when it is opened", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await pageAs(browser, "admin");
  const title = uniqueJobTitle("Night Baker");
  await admin.goto("/addJob");
  await fillJobForm(admin, { title });
  await admin.getByRole("button", { name: "Submit" }).click();
  await expect(admin).toHaveURL(/\/admin\/jobs\/approved\/[0-9a-f-]{36}$/);

  const client = await pageAs(browser, "client");
  await client.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = client.locator("main li.job-card", { hasText: title });
  await expect(card).toHaveCount(1);
  // Opened by the client-side router, which keeps the list as it was.
  await hydrated(client);

  await openMoreActions(admin);
  await admin.getByRole("button", { name: "Close job posting", exact: true }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Close job posting" }).click();
  await expect(admin).toHaveURL("/admin/jobs/approved");

  await card.locator("a").click();
  await expect(client.getByRole("heading", { name: "Job not found" })).toBeVisible();
  await expect(card).toHaveCount(0);
});
