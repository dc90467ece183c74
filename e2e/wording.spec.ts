import { expect, test } from "@playwright/test";
import { stateOf } from "./helpers";

// Words that told people the wrong thing (issue 15, item 9).

test("the sign-in page invites job seekers and employers alike to create an account", async ({ page }) => {
  await page.goto("/signIn");
  await page.getByRole("link", { name: "New here? Create an account" }).click();
  await expect(page).toHaveURL("/signUp");
  await expect(page.getByLabel("Looking for a job")).toBeVisible();
  await expect(page.getByLabel("An employer")).toBeVisible();
});

test.describe("a job seeker", () => {
  test.use({ storageState: stateOf("client") });

  test("a job seeker's help page points to the job's “How to apply”, not to instructions they cannot see", async ({
    page,
  }) => {
    await page.goto("/profile/help");
    const main = page.getByRole("main");
    await expect(main).toContainText("read “How to apply” in the job");
    await expect(main).not.toContainText("follow the instructions in the job");
  });
});

test.describe("an employer", () => {
  test.use({ storageState: stateOf("employer") });

  test("the job form says who sees “How to Apply”: staff and the employer, never job seekers", async ({ page }) => {
    await page.goto("/addJob");
    const field = page.getByLabel("How to Apply");
    await expect(field).toBeVisible();
    await expect(page.getByText("Not shown to job seekers")).toBeVisible();
    await expect(page.getByText(/Seen by agency staff and by you, never by job seekers/)).toBeVisible();
    await expect(page.getByText("Staff only", { exact: true })).toHaveCount(0);
  });
});
