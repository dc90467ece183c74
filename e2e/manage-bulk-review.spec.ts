import { expect, test } from "@playwright/test";
import { fillJobForm, pageAs, uniqueJobTitle } from "./helpers";

// Staff approve several pending jobs in one go from the Pending tab, ticking
// each job's checkbox by its label (the job's title); the cards' links stay links.
test("an admin approves three pending jobs at once", async ({ browser }) => {
  test.setTimeout(180_000);
  const base = uniqueJobTitle("Bulk");
  const titles = [`${base} Baker`, `${base} Cashier`, `${base} Driver`];
  const employer = await pageAs(browser, "employer");
  const admin = await pageAs(browser, "admin");

  for (const title of titles) {
    await employer.goto("/addJob");
    await fillJobForm(employer, { title });
    await employer.getByRole("button", { name: "Submit" }).click();
    await expect(employer).toHaveURL(/\/employer\/jobs\/pending\/[0-9a-f-]{36}$/);
  }

  await admin.goto(`/admin/jobs/pending?q=${encodeURIComponent(base)}`);
  await expect(admin.getByRole("link", { name: new RegExp(base) })).toHaveCount(3);
  const form = admin.getByRole("form", { name: "Review several jobs" });
  for (const title of titles) await admin.getByRole("checkbox", { name: `Select “${title}”` }).check();
  // The card's link still opens the job.
  await expect(admin.getByRole("link", { name: new RegExp(titles[0] as string) })).toHaveAttribute(
    "href",
    /\/admin\/jobs\/pending\/[0-9a-f-]{36}/,
  );
  await form.getByRole("button", { name: "Approve selected" }).click();
  await expect(admin.getByText("3 jobs approved.")).toBeVisible();
  await expect(admin.getByRole("link", { name: new RegExp(base) })).toHaveCount(0);

  await admin.goto(`/admin/jobs/approved?q=${encodeURIComponent(base)}`);
  await expect(admin.getByRole("link", { name: new RegExp(base) })).toHaveCount(3);
});
