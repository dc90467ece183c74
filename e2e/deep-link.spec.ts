import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("a deep link opened while signed out returns there after sign-in", async ({ page }) => {
  await page.goto("/admin/users/employer?q=lake");
  await expect(page).toHaveURL(`/signIn?redirectTo=${encodeURIComponent("/admin/users/employer?q=lake")}`);
  await signIn(page, "admin@example.org");
  await expect(page).toHaveURL("/admin/users/employer?q=lake");
  await expect(page.getByRole("link", { name: "Manage Accounts" })).toHaveAttribute("aria-current", "page");
});

test("a signed-in user who opens /signIn goes to their landing page", async ({ page }) => {
  await page.goto("/signIn");
  await signIn(page, "employer@example.org");
  await expect(page).toHaveURL("/employer/jobs/pending");
  await page.goto("/signIn");
  await expect(page).toHaveURL("/employer/jobs/pending");
});
