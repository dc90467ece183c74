import { expect, test } from "@playwright/test";
import { authenticatorCode } from "~/shared/authenticator";
import { enterAuthenticatorCode, pageAs, signIn, signOutFromSidebar } from "./helpers";

test("a new admin sets up an authenticator app before acting, then signs out and back in with its code", async ({
  browser,
  baseURL,
}) => {
  // Two people and a second step that may wait for the app's next code.
  test.slow();
  const email = `second-factor-${Date.now()}@example.org`;
  const password = "a-strong-password-2";

  // The demo admin makes the new admin's account, with a password.
  const staff = await pageAs(browser, "admin");
  await staff.goto("/admin/accounts/create");
  await staff.getByLabel("Administrator (agency staff)").check();
  await staff.getByLabel("Full name").fill("Nadia Rahimi");
  await staff.getByLabel("Email").fill(email);
  await staff.getByLabel("Password (optional)").fill(password);
  await staff.getByRole("button", { name: "Create Account" }).click();
  await expect(staff.getByText(`The account for ${email} was created.`)).toBeVisible();
  await staff.context().close();

  // Signed in with the password alone, every page leads to the set-up.
  const page = await browser.newPage({ baseURL });
  await page.goto("/signIn");
  await signIn(page, email, password);
  await expect(page).toHaveURL("/profile/second_factor");
  await page.goto("/admin/users/client");
  await expect(page).toHaveURL("/profile/second_factor");
  await expect(page.getByRole("alert")).toHaveText(
    "Staff accounts need a second step at sign-in. Set up an authenticator app to continue working.",
  );

  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = await page.getByLabel("Key to type into the app").inputValue();
  await page.getByLabel("Code from the app").fill(await authenticatorCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ })).toHaveCount(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL("/jobs");
  await page.goto("/admin/users/client");
  await expect(page).toHaveURL("/admin/users/client");

  // Back in: the password, then the app's code (not the one the set-up used).
  await signOutFromSidebar(page);
  await signIn(page, email, password);
  await enterAuthenticatorCode(page, secret);
  await expect(page).toHaveURL("/jobs");
  await expect(page.getByRole("complementary").getByText("Signed in as Nadia Rahimi")).toBeVisible();
});
