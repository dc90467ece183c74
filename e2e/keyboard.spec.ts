import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, stateOf } from "./helpers";

test.use({ storageState: stateOf("amina") });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  await expect.poll(() => isFocused(target), "Tab never reached the element").toBe(true);
}

/** The focused element draws an outline, so sighted keyboard users see where they are. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test("a job seeker searches, filters, opens and saves a job with the keyboard alone", async ({ page }) => {
  // A fresh load puts the keyboard at the top of the page.
  await page.goto("/jobs");
  await hydrated(page);

  // The first Tab reaches the skip link, which moves on to the main content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expectVisibleFocus(skip);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);

  // Search: type and press Enter.
  const search = page.getByRole("searchbox", { name: "Search jobs" });
  await tabTo(page, search);
  await expectVisibleFocus(search);
  await page.keyboard.type("cook");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/jobs?q=cook");

  // The filter panel opens with Enter and takes the focus; a checkbox changes with Space.
  const filters = page.locator("main summary");
  await tabTo(page, filters);
  await expectVisibleFocus(filters);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Filters" })).toBeFocused();
  const fullTime = page.getByRole("checkbox", { name: "Full-time" });
  await tabTo(page, fullTime);
  await expectVisibleFocus(fullTime);
  await page.keyboard.press("Space");
  await expect(fullTime).toBeChecked();
  const showResults = page.getByRole("button", { name: "Show Results" });
  await tabTo(page, showResults, 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/jobs?q=cook&type=Full-time");
  await expect(fullTime).toBeHidden();

  // Open the first job of the list with Enter: only demo jobs are full-time cooks (the test jobs
  // are part-time, helpers.ts), and no test changes them, so the first is always the same.
  const firstJob = page.locator("main li.job-card a").first();
  const title = (await firstJob.locator("span.text-lg").textContent()) ?? "";
  await tabTo(page, firstJob);
  await expectVisibleFocus(firstJob);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\?q=cook&type=Full-time$/);
  await expect(page.locator("#job-title")).toHaveText(title);

  // Save it with Enter and hear about it; then unsave it, leaving the demo account as it was.
  const save = page.getByRole("button", { name: "Save", exact: true });
  await tabTo(page, save, 80);
  await expectVisibleFocus(save);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Job is saved!")).toBeVisible();
  const unsave = page.getByRole("button", { name: "Unsave", exact: true });
  await expect(unsave).toBeVisible();
  await tabTo(page, unsave, 80);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Job is unsaved!")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the menu dialog keeps the focus inside and gives it back when closed", async ({ page }) => {
    await page.goto("/jobs");
    await hydrated(page);

    const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await tabTo(page, menuButton);
    await expectVisibleFocus(menuButton);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await expect(menu).toBeVisible();

    // Every Tab, forwards and backwards, lands inside the menu (or the browser's own
    // controls, which the page sees as nothing focused) — never on the page behind it.
    const places: string[] = [];
    for (const key of [...Array<string>(15).fill("Tab"), ...Array<string>(15).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        return active.closest("dialog[open]") ? "menu" : `page: ${active.outerHTML.slice(0, 80)}`;
      });
      places.push(where);
    }
    expect(places.filter((place) => place !== "menu" && place !== "browser")).toEqual([]);
    expect(places.filter((place) => place === "menu").length).toBeGreaterThan(20);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
