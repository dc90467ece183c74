import { expect, test } from "./accounts-mail-fixture";
import { signInFromStart } from "./helpers";

// Runs on the accounts app server (its own database), since it moves a demo employer's jobs.
test("an admin moves all of an employer's jobs to another employer found with the search-as-you-type picker", async ({
  page,
}) => {
  await signInFromStart(page, "admin@example.org");
  await page.goto("/admin/users/employer?q=care%40example.org");
  await page.getByRole("link", { name: "Transfer the jobs of Grace Okafor" }).click();
  const dialog = page.getByRole("dialog", { name: "Transfer the jobs of Grace Okafor" });
  const picker = dialog.getByRole("combobox", { name: "New owner" });
  await picker.pressSequentially("lakeside");
  const option = dialog.getByRole("option", { name: /Maria Lopez/ });
  await expect(option).toContainText("employer@example.org · Lakeside Foods · employer");
  // The person being emptied is never offered as the new owner.
  await picker.fill("");
  await picker.pressSequentially("okafor");
  await expect(dialog.getByText("No employer or admin matches.")).toBeAttached();
  await picker.fill("");
  await picker.pressSequentially("lakeside");
  await expect(option).toBeVisible();
  await picker.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await picker.press("Enter");
  await expect(picker).toHaveValue("Maria Lopez (employer@example.org)");
  await dialog.getByRole("button", { name: "Transfer jobs" }).click();
  await expect(page.getByText(/^\d+ jobs moved from Grace Okafor to Maria Lopez\.$/)).toBeVisible();
  await expect(page.getByRole("row", { name: /Grace Okafor/ }).getByRole("link", { name: /Transfer/ })).toHaveCount(0);
});
