import { expect, test } from "@playwright/test";
import { signInFromStart } from "./helpers";

test("a client opening an admin URL is sent to their landing page", async ({ page }) => {
  await signInFromStart(page, "client@example.org");
  await page.goto("/admin/users/client");
  await expect(page).toHaveURL("/jobs");
  await page.goto("/employer/jobs/approved");
  await expect(page).toHaveURL("/jobs");
});

test("an employer cannot open Find Jobs or Saved Jobs", async ({ page }) => {
  await signInFromStart(page, "employer@example.org");
  await page.goto("/jobsSaved");
  await expect(page).toHaveURL("/employer/jobs/pending");
});

test("an unknown page says it was not found", async ({ page }) => {
  await signInFromStart(page, "client@example.org");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
