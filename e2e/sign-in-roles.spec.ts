import { expect, test } from "@playwright/test";
import { sidebar, signInFromStart } from "./helpers";

const roles = [
  {
    email: "admin@example.org",
    landing: "/jobs",
    links: [
      "Create Account",
      "Post a Job",
      "Find Jobs",
      "Manage Jobs",
      "Manage Accounts",
      "Applications",
      // With the count of calls due, when there are any.
      /^Follow-ups/,
      "Placement report",
      "Undelivered messages",
      "Setting",
    ],
    active: "Find Jobs",
  },
  {
    email: "employer@example.org",
    landing: "/employer/jobs/pending",
    links: ["Post a Job", "Manage Jobs", "Setting"],
    active: "Manage Jobs",
  },
  {
    email: "client@example.org",
    landing: "/jobs",
    links: ["Find Jobs", "Saved Jobs", "My applications", "Setting"],
    active: "Find Jobs",
  },
];

for (const role of roles) {
  test(`${role.email} signs in and sees the role's sidebar`, async ({ page }) => {
    // A success toast stays two seconds: watched for from the start (see arabic-journey.spec.ts).
    const toast = expect(page.getByText("You are signed in.")).toBeVisible({ timeout: 20_000 });
    await signInFromStart(page, role.email);
    await expect(page).toHaveURL(role.landing);
    await toast;
    const nav = sidebar(page);
    await expect(nav.getByRole("link")).toHaveText(role.links);
    await expect(nav.getByRole("link", { name: role.active })).toHaveAttribute("aria-current", "page");
    const box = await page.getByRole("complementary").boundingBox();
    expect(box?.width).toBe(240);

    await nav.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/signIn");
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await page.goto(role.landing);
    await expect(page).toHaveURL(/\/signIn\?redirectTo=/);
  });
}

test("a wrong password gets a clear message and keeps the email", async ({ page }) => {
  await page.goto("/signIn");
  await page.getByLabel("Email").fill("client@example.org");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is not correct. Check them and try again.");
  await expect(page.getByLabel("Email")).toHaveValue("client@example.org");
});
