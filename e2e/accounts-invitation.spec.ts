import { expect, test } from "./accounts-mail-fixture";
import { signIn, signInFromStart } from "./helpers";

test("an admin creates a client without a password; the client follows the invitation and signs in", async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  // Two people, sign-ups and delivered email: longer than the default budget on a busy machine.
  test.slow();
  const email = `invited-${Date.now()}@example.org`;
  await signInFromStart(page, "admin@example.org");
  await page.getByRole("complementary").getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/admin/accounts/create");

  // The role is required; nothing is chosen for the admin.
  await page.getByLabel("Full name").fill("Yusuf Karimi");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please choose the type of account.")).toBeVisible();
  await page.getByLabel("Client (job seeker)").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText(`The account for ${email} was created and an invitation was emailed (valid 7 days).`),
  ).toBeVisible();
  // The admin is still signed in as themselves.
  await expect(page.getByRole("complementary").getByText("Signed in as Alex Morgan")).toBeVisible();

  // The same email again is refused.
  await page.getByLabel("Client (job seeker)").check();
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("This email is already registered.")).toBeVisible();

  const mail = await mailbox.waitFor(email, /^Your Harbor Jobs account is ready$/);
  expect(mail.text).toContain("for 7 days");

  const client = await browser.newPage({ baseURL });
  await client.goto(mailbox.linkIn(mail));
  await expect(client.getByRole("heading", { name: "Welcome! Choose your password" })).toBeVisible();
  await client.getByLabel("New password", { exact: true }).fill("short");
  await client.getByLabel("Confirm new password").fill("short");
  await client.getByRole("button", { name: "Save password" }).click();
  await expect(client.getByText("The password must have at least 8 characters.")).toBeVisible();
  await client.getByLabel("New password", { exact: true }).fill("yusuf-chooses-this");
  await client.getByLabel("Confirm new password").fill("yusuf-chooses-this");
  await client.getByRole("button", { name: "Save password" }).click();
  await expect(client).toHaveURL("/signIn");
  await signIn(client, email, "yusuf-chooses-this");
  await expect(client).toHaveURL("/jobs");
  await client.close();
});
