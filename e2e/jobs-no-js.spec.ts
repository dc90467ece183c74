import { expect, test } from "@playwright/test";
import { stateOf } from "./helpers";

// Before (or without) JavaScript: server-rendered forms and links only.
test.use({ javaScriptEnabled: false, storageState: stateOf("client") });

test("search, filters, pages, the job view and saving work without JavaScript", async ({ page }) => {
  await page.goto("/jobs");

  const search = page.getByRole("searchbox", { name: "Search jobs" });
  await search.fill("cook");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/jobs\?q=cook/);

  await page.locator("summary").click();
  await page.getByRole("checkbox", { name: "Part-time" }).check();
  await page.getByRole("button", { name: "Show Results" }).click();
  await expect(page).toHaveURL(/[?&]q=cook/);
  await expect(page).toHaveURL(/[?&]type=Part-time/);
  const cards = page.getByRole("main").getByRole("listitem");
  expect(await cards.count()).toBeGreaterThan(0);

  // Pages are links.
  await page.goto("/jobs");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/jobs?page=2");
  await expect(page.getByText("Page 2 of")).toBeVisible();

  // The job view, and saving with a plain form post: one of the demo's Janitor jobs, which no test
  // changes (the newest jobs are other tests' own, which they may close or delete meanwhile).
  await page.goto("/jobs?q=Janitor");
  const card = cards.first();
  const title = (await card.locator("a span.text-lg").textContent()) ?? "";
  await card.getByRole("link").click();
  await expect(page.locator("#job-title")).toHaveText(title);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\?q=Janitor$/);
  await expect(page.getByRole("button", { name: "Unsave", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Unsave", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
});
