import { expect, test } from "./accounts-mail-fixture";
import { signIn, signOutFromSidebar, signUpClientAndSignIn } from "./helpers";

test("a client changes the password: a wrong current password changes nothing, the right one works", async ({
  page,
}) => {
  // Two people, sign-ups and delivered email: longer than the default budget on a busy machine.
  test.slow();
  const email = await signUpClientAndSignIn(page, "Omar Said");
  await page.getByRole("complementary").getByRole("link", { name: "Setting" }).click();
  await expect(page.getByText("client account")).toBeVisible();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL("/profile/set_password");

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("omar-new-password");
  await page.getByLabel("Confirm new password").fill("omar-new-password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("This is not your current password. Nothing was changed.")).toBeVisible();

  await page.getByLabel("Current password").fill("a-strong-password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByText("Password updated")).toBeVisible();

  await signOutFromSidebar(page);
  await signIn(page, email, "a-strong-password");
  await expect(page.getByText("The email or password is not correct.")).toBeVisible();
  await signIn(page, email, "omar-new-password");
  await expect(page).toHaveURL("/jobs");
});
