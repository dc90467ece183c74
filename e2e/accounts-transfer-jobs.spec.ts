import { expect, test } from "./accounts-mail-fixture";
import { fillJobForm, hydrated, signIn, signInFromStart, uniqueJobTitle } from "./helpers";

// Runs on the accounts app server (its own database), since it moves a demo employer's jobs.
test("an admin moves all of an employer's jobs to another employer found with the search-as-you-type picker", async ({
  page,
}) => {
  await signInFromStart(page, "admin@example.org");
  await page.goto("/admin/users/employer?q=care%40example.org");
  await hydrated(page);
  await page.getByRole("link", { name: "Transfer the jobs of Grace Okafor" }).click();
  const dialog = page.getByRole("dialog", { name: "Transfer the jobs of Grace Okafor" });
  const picker = dialog.getByRole("combobox", { name: "New owner" });
  await picker.pressSequentially("lakeside");
  const option = dialog.getByRole("option", { name: /Maria Lopez/ });
  await expect(option).toContainText("employer@example.org · Lakeside Foods · employer");
  // The person being emptied is never offered as the new owner.
  await picker.fill("");
  await picker.pressSequentially("okafor");
  await expect(dialog.getByText("No employer or admin matches.")).toBeAttached();
  await picker.fill("");
  await picker.pressSequentially("lakeside");
  await expect(option).toBeVisible();
  await picker.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await picker.press("Enter");
  await expect(picker).toHaveValue("Maria Lopez (employer@example.org)");
  await dialog.getByRole("button", { name: "Transfer jobs" }).click();
  await expect(page.getByText(/^\d+ jobs moved from Grace Okafor to Maria Lopez\.$/)).toBeVisible();
  await expect(page.getByRole("row", { name: /Grace Okafor/ }).getByRole("link", { name: /Transfer/ })).toHaveCount(0);
});

test("the first click on Transfer jobs works while the name suggestions are open", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // An employer of its own with one job: the demo employers' jobs belong to other tests.
  const email = `movers-${Date.now()}@example.org`;
  const title = uniqueJobTitle("Forklift Driver");
  await signInFromStart(page, "admin@example.org");
  await page.goto("/admin/accounts/create");
  await page.getByLabel("Employer", { exact: true }).check();
  await page.getByLabel("Full name").fill("Rami Haddad");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Company name").fill("Haddad Movers");
  await page.getByLabel("Password (optional)").fill("a-strong-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`The account for ${email} was created.`)).toBeVisible();

  const employer = await browser.newPage({ baseURL });
  await employer.goto("/signIn");
  await signIn(employer, email, "a-strong-password");
  await expect(employer).toHaveURL("/employer/jobs/pending");
  await employer.goto("/addJob");
  await fillJobForm(employer, { title });
  await employer.getByRole("button", { name: "Submit" }).click();
  await expect(employer).toHaveURL(/\/employer\/jobs\/pending\//);

  await page.goto(`/admin/users/employer?q=${encodeURIComponent(email)}`);
  await hydrated(page);
  await page.getByRole("link", { name: "Transfer the jobs of Rami Haddad" }).click();
  const dialog = page.getByRole("dialog", { name: "Transfer the jobs of Rami Haddad" });
  await dialog.getByRole("combobox", { name: "New owner" }).pressSequentially("employer@example.org");
  // Nothing chosen from the list: the server finds the new owner from the typed email.
  await expect(dialog.getByRole("option", { name: /Maria Lopez/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Transfer jobs" }).click();
  await expect(page.getByText("1 job moved from Rami Haddad to Maria Lopez.")).toBeVisible();
});
