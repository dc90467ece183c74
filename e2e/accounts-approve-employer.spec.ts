import { expect, test } from "./accounts-mail-fixture";
import { signIn, signInFromStart } from "./helpers";

test("an admin approves a pending employer, who gets an email and loses the pending banner", async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  // Two people, sign-ups and delivered email: longer than the default budget on a busy machine.
  test.slow();
  const email = `bakery-${Date.now()}@example.org`;
  const employer = await browser.newPage({ baseURL });
  await employer.goto("/signUp");
  await employer.getByLabel("An employer").check();
  await employer.getByLabel("Full name").fill("Rosa Diaz");
  await employer.getByLabel("Email").fill(email);
  await employer.getByLabel("Phone number").fill("312-555-0177");
  await employer.getByLabel("Company name").fill("Rosa's Bakery");
  await employer.getByLabel("Password", { exact: true }).fill("rosa-password");
  await employer.getByLabel("Confirm password").fill("rosa-password");
  await employer.getByRole("button", { name: "Create account" }).click();
  await expect(employer).toHaveURL("/signIn");
  await signIn(employer, email, "rosa-password");
  await expect(employer.getByRole("status").getByText("Your account is waiting for approval")).toBeVisible();

  await signInFromStart(page, "admin@example.org");
  await page.getByRole("complementary").getByRole("link", { name: "Manage Accounts" }).click();
  await expect(page).toHaveURL("/admin/users/client");
  await page.getByRole("link", { name: /^Employers/ }).click();
  await expect(page).toHaveURL("/admin/users/employer");
  await page.getByLabel("Search by name, email or company").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/admin/users/employer?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row", { name: /Rosa Diaz/ });
  await expect(row.getByText("Pending")).toBeVisible();
  await row.getByRole("button", { name: "Approve Rosa Diaz" }).click();
  await expect(page.getByText("Rosa Diaz has been approved. We emailed them.")).toBeVisible();
  await expect(row.getByText("Approved")).toBeVisible();

  const mail = await mailbox.waitFor(email, /^Your Harbor Jobs account is approved$/);
  expect(mail.text).toContain("Hello Rosa Diaz");
  expect(mailbox.linkIn(mail)).toBe("/signIn");

  await employer.reload();
  await expect(employer.getByText("Your account is waiting for approval")).toHaveCount(0);
  await employer.close();
});
