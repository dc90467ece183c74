import { expect, test, type Page } from "@playwright/test";
import { stateOf } from "./helpers";

// Spec §2: small screens show the list or the detail; medium screens split
// half and half; large screens give a third to the list and two thirds to the detail.

const list = (page: Page) => page.locator("#job-count").locator("xpath=ancestor::div[contains(@class,'relative')][1]");
const detail = (page: Page) => page.getByRole("article");

/** The path of one of the demo's Janitor jobs, which no test changes (any of them will do). */
async function demoJobPath(page: Page): Promise<string> {
  await page.goto("/jobs?q=Janitor");
  const href = await page.locator("main li.job-card a").first().getAttribute("href");
  return href?.split("?")[0] ?? "";
}

test.use({ storageState: stateOf("amina") });

test("375 px: the list alone, or the job alone with a way back", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/jobs");
  await expect(list(page)).toBeVisible();
  await expect(page.getByText("Select a job from the list to display.")).toBeHidden();
  await page.goto(await demoJobPath(page));
  await expect(detail(page)).toBeVisible();
  await expect(list(page)).toBeHidden();
  await expect(page.getByText(/miles from you/)).toBeVisible();
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL("/jobs");
  await expect(list(page)).toBeVisible();
});

test("800 px: list and detail half and half", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto("/jobs");
  await expect(page.getByText("Select a job from the list to display.")).toBeVisible();
  await page.goto(await demoJobPath(page));
  const listBox = await list(page).boundingBox();
  const detailBox = await detail(page).locator("xpath=..").boundingBox();
  expect(listBox && detailBox).toBeTruthy();
  expect(Math.abs(listBox!.width - detailBox!.width)).toBeLessThan(4);
  expect(detailBox!.x).toBeGreaterThanOrEqual(listBox!.x + listBox!.width - 1);
});

test("1280 px: a third for the list, two thirds for the detail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(await demoJobPath(page));
  const listBox = await list(page).boundingBox();
  const detailBox = await detail(page).locator("xpath=..").boundingBox();
  expect(detailBox!.width / listBox!.width).toBeGreaterThan(1.95);
  expect(detailBox!.width / listBox!.width).toBeLessThan(2.05);
});

test("a list page's HTML stays under 60 KB on the wire", async ({ page }) => {
  const response = await page.goto("/jobs");
  const raw = Buffer.byteLength(await response!.text());
  const sizes = await response!.request().sizes();
  console.info(
    `/jobs HTML: ${(raw / 1024).toFixed(1)} KB, ${(sizes.responseBodySize / 1024).toFixed(1)} KB compressed`,
  );
  expect(response!.headers()["content-encoding"]).toBeTruthy();
  expect(sizes.responseBodySize).toBeLessThanOrEqual(60 * 1024);
});
