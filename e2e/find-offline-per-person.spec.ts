import { expect, test, type Page } from "@playwright/test";
import { signUpClientAndSignIn } from "./helpers";

// Issue 39, finding 5: the saved job pages kept for offline use (docs/decisions/018) belong to
// the person who saved them. When the session ends without signing out (it expired, or the
// cookies were cleared) and another person signs in on the same browser, the first person's
// copies, with their name and email, must not be served to the second.

function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("saved-jobs"))) return [];
    const kept = await (await caches.open("saved-jobs")).keys();
    return kept.map((request) => new URL(request.url).pathname);
  });
}

test("another person's sign-in on the same browser clears the offline copies of the first", async ({
  page,
  context,
}) => {
  const firstEmail = await signUpClientAndSignIn(page, "First Reader");
  // A demo job no other test changes.
  await page.goto("/jobs?q=Janitor");
  const star = page
    .getByRole("main")
    .getByRole("button", { name: /^Save / })
    .first();
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.goto("/jobsSaved");
  await expect.poll(() => keptPages(page)).toContain("/jobsSaved");

  // The first person's session ends without "Sign out" (which would clear the storage itself).
  const cookies = await context.cookies();
  await context.clearCookies({ name: /session/ });
  expect((await context.cookies()).length).toBeLessThan(cookies.length);

  await signUpClientAndSignIn(page, "Second Reader");
  await expect.poll(() => keptPages(page)).toEqual([]);

  // Offline, Saved Jobs shows nothing of the first person: no copy is left to serve.
  await context.setOffline(true);
  await page.goto("/jobsSaved").catch(() => null);
  await expect(page.getByText("First Reader")).toHaveCount(0);
  await expect(page.getByText(firstEmail)).toHaveCount(0);
  await context.setOffline(false);
});
