import { expect, test } from "./accounts-mail-fixture";
import { signOutFromSidebar, signUpClientAndSignIn } from "./helpers";

test("a client signs in with an emailed link, which works only once", async ({ page, mailbox }) => {
  // Two people, sign-ups and delivered email: longer than the default budget on a busy machine.
  test.slow();
  const email = await signUpClientAndSignIn(page, "Leyla Haidari");
  await signOutFromSidebar(page);

  await page.getByRole("link", { name: "Sign in with a link sent to your email" }).click();
  await expect(page).toHaveURL("/signIn/link");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page).toHaveURL("/confirm_send_email");
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link to sign in.`)).toBeVisible();
  await expect(page.getByText("The link works once, for 15 minutes.")).toBeVisible();

  const mail = await mailbox.waitFor(email, /^Your sign-in link for Harbor Jobs$/);
  const link = mailbox.linkIn(mail);
  await page.goto(link);
  await expect(page.getByText("Press the button to sign in.")).toBeVisible();
  // This account's email had never been proven, so its password was removed; the toast says so.
  // Watched for from the tap on: a success toast stays two seconds (see arabic-journey.spec.ts).
  const toast = expect(
    page.getByText("You are signed in. For your safety, the password of this account was removed"),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/jobs");
  await toast;
  await expect(page.getByRole("complementary").getByText("Signed in as Leyla Haidari")).toBeVisible();

  await signOutFromSidebar(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link does not work any more" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/signIn/link");
});
