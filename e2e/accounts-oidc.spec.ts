import type { Page } from "@playwright/test";
import { axeViolations, hydrated } from "./helpers";
import { expect, test } from "./oidc-fixture";

async function expectNoViolations(page: Page) {
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
}

/** From the sign-in page, through the provider's own sign-in form, as `email`. */
async function signInThroughProvider(page: Page, email: string) {
  await page.goto("/signIn");
  await page.getByRole("button", { name: "Sign in with Agency Login" }).click();
  await expect(page.getByRole("heading", { name: "Agency Login" })).toBeVisible();
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("staff sign in through the agency's identity provider (an unknown email is refused) and unlink it under Setting", async ({
  page,
}) => {
  // Two trips through the provider and an accessibility scan: longer than the default budget on a busy machine.
  test.slow();
  await signInThroughProvider(page, "stranger@elsewhere.example");
  await expect(page).toHaveURL(/\/signIn\?error=/);
  await expect(page.getByRole("alert")).toHaveText(
    "No account here uses the email Agency Login gave us. Agency staff create accounts: ask them, then try again.",
  );
  await expectNoViolations(page);

  // The provider remembers who signed in there; a new visit starts over.
  await page.context().clearCookies();
  await signInThroughProvider(page, "admin@example.org");
  await expect(page).toHaveURL("/jobs");
  await expect(page.getByRole("complementary").getByText("Signed in as")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Accounts" })).toBeVisible();

  // The first sign-in linked the provider; with a password left, it can be unlinked.
  await page.goto("/profile/account");
  await expect(page.getByText("Linked: you can sign in with Agency Login.")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Unlink Agency Login" }).click();
  await expect(page.getByText("Agency Login is no longer linked. Sign in with your password.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Link Agency Login" })).toBeVisible();
});
