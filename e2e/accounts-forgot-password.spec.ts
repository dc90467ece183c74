import { expect, test } from "./accounts-mail-fixture";
import { signIn, signOutFromSidebar, signUpClientAndSignIn } from "./helpers";

test("a client who forgot the password gets an emailed link, sets a new one and signs in", async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  // Two people, sign-ups and delivered email: longer than the default budget on a busy machine.
  test.slow();
  const email = await signUpClientAndSignIn(page, "Farah Ali");
  // Sign-up answers every email alike; the welcome email is what tells a new account apart.
  await mailbox.waitFor(email, /^Welcome to Harbor Jobs$/);
  await signOutFromSidebar(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill("not an email");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page).toHaveURL("/confirm_send_email");
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();
  await expect(page.getByText("Look in your spam or junk folder too.")).toBeVisible();

  const mail = await mailbox.waitFor(email, /^Set a new password for Harbor Jobs$/);
  expect(mail.text).toContain("works once, for one hour");
  expect(mail.html).toContain("Harbor Jobs");

  // "Send again" is rate-limited: no second email within the minute.
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText(/Please wait \d+ seconds before asking again/)).toBeVisible();
  expect(mailbox.countTo(email)).toBe(2); // the welcome email and one password link

  // An address with no account gets the very same answer, and no email.
  const stranger = `nobody-${Date.now()}@example.org`;
  await page.goto("/forget_password");
  await page.getByLabel("Email").fill(stranger);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText(`If an account uses ${stranger}, we have sent it a link`)).toBeVisible();

  const link = mailbox.linkIn(mail);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("my-new-password");
  await page.getByLabel("Confirm new password").fill("my-other-password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("my-new-password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL("/signIn");
  await expect(page.getByText("Your password is saved. Please sign in.")).toBeVisible();

  await signIn(page, email, "a-strong-password");
  await expect(page.getByText("The email or password is not correct.")).toBeVisible();
  await signIn(page, email, "my-new-password");
  await expect(page).toHaveURL("/jobs");

  // The code worked once: opening it again says so and offers a new link.
  const other = await browser.newPage({ baseURL });
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "This link does not work any more" })).toBeVisible();
  await other.getByRole("link", { name: "Send me a new link" }).click();
  await expect(other).toHaveURL("/forget_password");
  await other.close();
});
