import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("an employer signs up, signs in and sees that the account is pending", async ({ page }) => {
  const email = `new-employer-${Date.now()}@example.org`;
  await page.goto("/signIn");
  await page.getByRole("link", { name: "New here? Create an account" }).click();
  await expect(page).toHaveURL("/signUp");

  await page.getByLabel("An employer").check();
  await page.getByLabel("Full name").fill("Rosa Diaz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("312-555-0177");
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password");
  await page.getByLabel("Confirm password").fill("a-strong-password");
  await page.getByRole("button", { name: "Create account" }).click();
  // The company is required for employers: the message sits next to the field and nothing is lost.
  await expect(page.getByText("Employers must enter a company name.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Rosa Diaz");

  await page.getByLabel("Company name").fill("Rosa's Bakery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/signIn");
  // The same answer a registered email gets (see below); the email says which it was.
  await expect(page.getByText("We sent a message to your email.")).toBeVisible();

  await signIn(page, email, "a-strong-password");
  await expect(page).toHaveURL("/employer/jobs/pending");
  await expect(page.getByRole("status").getByText("Your account is waiting for approval")).toBeVisible();
});

test("signing up with a registered email answers as for a new one and tells the owner by email", async ({ page }) => {
  await page.goto("/signUp");
  await page.getByLabel("Looking for a job").check();
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill("CLIENT@example.org");
  await page.getByLabel("Phone number").fill("312-555-0178");
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password");
  await page.getByLabel("Confirm password").fill("a-strong-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/signIn");
  await expect(page.getByText("We sent a message to your email.")).toBeVisible();

  // Demo mode keeps mail at /dev/outbox: the owner is told, and the account is unchanged.
  await page.goto("/dev/outbox");
  const notice = page
    .getByRole("listitem")
    .filter({ hasText: "Someone tried to sign up to Harbor Jobs with your email" })
    .first();
  await expect(notice).toContainText("client@example.org");
  await page.goto("/signIn");
  await signIn(page, "client@example.org", "a-strong-password");
  await expect(page.getByText("The email or password is not correct.")).toBeVisible();
});
