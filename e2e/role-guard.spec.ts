import { expect, test } from "@playwright/test";
import { stateOf } from "./helpers";

test.describe("a client", () => {
  test.use({ storageState: stateOf("client") });

  test("a client opening an admin URL is sent to their landing page", async ({ page }) => {
    await page.goto("/admin/users/client");
    await expect(page).toHaveURL("/jobs");
    await page.goto("/employer/jobs/approved");
    await expect(page).toHaveURL("/jobs");
  });

  test("an unknown page says it was not found", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("an employer", () => {
  test.use({ storageState: stateOf("employer") });

  test("an employer cannot open Find Jobs or Saved Jobs", async ({ page }) => {
    await page.goto("/jobsSaved");
    await expect(page).toHaveURL("/employer/jobs/pending");
  });
});
