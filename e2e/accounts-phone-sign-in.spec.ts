import { expect, test, type Page } from "@playwright/test";
import { signInFromStart } from "./helpers";

// Issue 18 part 3: a job seeker with a phone number and no email, created by staff, signs in
// with the code texted to the number. Without SMS settings the demo outbox keeps the texts.

/** The six digits of the newest sign-in code texted to this number, read from the demo outbox. */
async function codeFromOutbox(page: Page, e164: string): Promise<string> {
  await page.goto("/dev/outbox");
  const text = page
    .getByRole("listitem")
    .filter({ hasText: `To: ${e164}` })
    .filter({ hasText: "sign-in code" })
    .first();
  const code = /\b(\d{6})\b/.exec(await text.innerText())?.[1];
  if (!code) throw new Error("no code in the outbox");
  return code;
}

test("staff create a phone-only client, who signs in with the code texted to the number", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // A number no other test (or earlier run on this database) has: 872-555-01xx is fictional.
  const last = String(Date.now() % 100).padStart(2, "0");
  const e164 = `+187255501${last}`;

  await signInFromStart(page, "admin@example.org");
  await page.goto("/admin/accounts/create");
  await page.getByLabel("Client (job seeker)").check();
  await page.getByLabel("Full name").fill("Nadia Rahimi");
  await page.getByLabel("Phone number (optional)").fill(`(872) 555-01${last}`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText(`Nadia Rahimi's account is ready. We sent +1 872 555 01${last} a text message`),
  ).toBeVisible();

  const client = await browser.newPage({ baseURL });
  await client.goto("/signIn");
  await client.getByRole("link", { name: "Sign in with your phone number" }).click();
  await expect(client).toHaveURL("/signIn/phone");
  await client.getByLabel("Phone number").fill(`872 555 01${last}`);
  await client.getByRole("button", { name: "Text me a code" }).click();
  await expect(client.getByText(`If +1 872 555 01${last} belongs to an account, we have sent it a code`)).toBeVisible();

  // A wrong code is refused next to the field, and the page stays on the code step.
  const code = await codeFromOutbox(page, e164);
  const wrong = code === "000000" ? "111111" : "000000";
  await client.getByLabel("Code from the text message").fill(wrong);
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client.getByText("This code does not work")).toBeVisible();

  await client.getByLabel("Code from the text message").fill(code);
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client).toHaveURL("/jobs");
  await expect(client.getByRole("complementary").getByText("Signed in as Nadia Rahimi")).toBeVisible();

  // The profile shows the number and no email.
  await client.goto("/profile/account");
  await expect(client.getByText(`+1 872 555 01${last}`)).toBeVisible();
  await client.close();
});
