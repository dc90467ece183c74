import type { Page } from "@playwright/test";
import { expect, test } from "./accounts-mail-fixture";
import { hydrated, signInFromStart, signUpClientAndSignIn } from "./helpers";

const jobCards = (page: Page) => page.getByRole("main").getByRole("list").first().getByRole("listitem");

async function saveFirstJob(page: Page, company: string): Promise<string> {
  await page.goto(`/jobs?q=${encodeURIComponent(company)}`);
  const card = jobCards(page).first();
  const title = (await card.locator("a span.text-lg").textContent()) ?? "";
  await card.getByRole("button", { name: `Save ${title}` }).click();
  await expect(page.getByText("Job is saved!").first()).toBeVisible();
  return title;
}

test("an admin deletes an employer, and that employer's jobs vanish from a client's Saved Jobs", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, sign-ups and delivered email: longer than the default budget on a busy machine.
  test.slow();
  // The demo employer Tom Becker posts for Harborview Hotels; Lakeside Foods belongs to someone else.
  await signUpClientAndSignIn(page, "Samira Noor");
  const goneTitle = await saveFirstJob(page, "Harborview Hotels");
  const keptTitle = await saveFirstJob(page, "Lakeside Foods");
  await page.goto("/jobsSaved");
  await expect(jobCards(page)).toHaveCount(2);

  const admin = await browser.newPage({ baseURL });
  await signInFromStart(admin, "admin@example.org");
  await admin.goto("/admin/users/employer?q=hotel%40example.org");
  await hydrated(admin);
  await admin.getByRole("link", { name: "Delete Tom Becker" }).click();
  const dialog = admin.getByRole("dialog", { name: "Delete Tom Becker?" });
  await expect(dialog.getByText("This deletes the account of Tom Becker (hotel@example.org)")).toBeVisible();
  await expect(dialog.getByText(/^[1-9]\d* jobs? they created$/)).toBeVisible();
  await expect(
    dialog.getByText(/^[1-9]\d* saved links? that go(es)? with it \(.*other people's saves of their jobs\)$/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Delete Tom Becker" }).click();
  await expect(
    admin.getByText(/^Tom Becker was deleted, with their jobs \(\d+\) and saved links \(\d+\)\.$/),
  ).toBeVisible();
  await expect(admin.getByRole("row", { name: /Tom Becker/ })).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(jobCards(page)).toHaveCount(1);
  await expect(jobCards(page).first()).toContainText(keptTitle);
  await expect(page.getByText(goneTitle)).toHaveCount(0);
});
