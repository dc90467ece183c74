import { expect, test } from "@playwright/test";
import { hydrated, stateOf } from "./helpers";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, storageState: stateOf("admin") });

test("on a phone the menu slides out and closes when an item is chosen", async ({ page }) => {
  await page.goto("/jobs");
  await hydrated(page);

  await expect(page.getByRole("complementary")).toBeHidden();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("img", { name: "Harbor Jobs logo" })).toBeVisible();
  // The logo leads to the start page itself, not to "/" and a redirect.
  await expect(banner.getByRole("link", { name: "Harbor Jobs logo" })).toHaveAttribute("href", "/jobs");
  expect((await banner.boundingBox())?.height).toBe(64);

  await banner.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Main menu" });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(288);
  await menu.getByRole("link", { name: "Manage Accounts" }).click();
  await expect(page).toHaveURL("/admin/users/client");
  await expect(menu).toBeHidden();

  await banner.getByRole("button", { name: "Open menu" }).click();
  await expect(menu.getByRole("link", { name: "Manage Accounts" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
});
