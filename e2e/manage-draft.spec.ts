import { expect, test } from "@playwright/test";
import { fillJobForm, hydrated, stateOf, uniqueJobTitle } from "./helpers";

test.use({ storageState: stateOf("hotel") });

test("the job form keeps a draft until the job is saved", async ({ page }) => {
  test.setTimeout(60_000);
  const title = uniqueJobTitle("Sewing Machine Operator");
  await page.goto("/addJob");
  // The draft is kept by the page's script: typing before it runs is not recorded.
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Load latest draft version?" })).toHaveCount(0);
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Shift Detail").fill("Sat-Sun 7am-3pm");

  // Leaving the form and coming back offers the draft.
  await page.getByRole("complementary").getByRole("link", { name: "Manage Jobs" }).click();
  await expect(page).toHaveURL(/\/employer\/jobs\/pending/);
  await page.goto("/addJob");
  const offer = page.getByRole("region", { name: "Load latest draft version?" });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveValue("");

  // Dismiss hides the offer but keeps the draft.
  await offer.getByRole("button", { name: "Dismiss" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await offer.getByRole("button", { name: "Load" }).click();
  await expect(page.getByText("Load draft succeeded")).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveValue(title);
  await expect(page.getByLabel("Shift Detail")).toHaveValue("Sat-Sun 7am-3pm");

  // A submit that fails keeps the draft.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter the ZIP code.")).toBeVisible();
  await page.reload();
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Load" }).click();

  // A saved job clears it.
  await fillJobForm(page, { title });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/employer\/jobs\/pending\/[0-9a-f-]{36}$/);
  await page.goto("/addJob");
  await expect(page.getByLabel("Job Title")).toBeVisible();
  await expect(offer).toHaveCount(0);
});
