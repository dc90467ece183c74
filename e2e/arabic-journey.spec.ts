import { expect, test, type Page } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { signInInAnyLanguage, signUpClientAndSignIn } from "./helpers";

const ar = catalogs.ar;

// Arabic is written right to left: the whole layout mirrors. The screenshots are
// kept in the test output for a person to look at.
const screens = [
  { name: "phone", viewport: { width: 375, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

for (const screen of screens) {
  test.describe(`in Arabic on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test("a job seeker signs in, filters and saves a job", async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      // An account of its own, so the saved jobs of other tests do not interfere.
      const email = await signUpClientAndSignIn(page, "Layla Haddad");
      await context.clearCookies();
      await context.addCookies([{ name: "lang", value: "ar", url: baseURL as string }]);
      await page.goto("/signIn");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await shot(page, `${screen.name}-1-sign-in`);

      // A success toast stays two seconds: watched for from the tap on, so that a slow runner
      // checking the address first cannot miss it.
      const toast = expect(page.getByText(ar["auth.signedIn"])).toBeVisible({ timeout: 20_000 });
      await signInInAnyLanguage(page, email, "a-strong-password");
      await expect(page).toHaveURL("/jobs");
      await toast;
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await shot(page, `${screen.name}-2-jobs`);

      if (screen.name === "desktop") {
        const box = await page.getByRole("complementary").boundingBox();
        expect(box?.x).toBeGreaterThan(screen.viewport.width / 2);
      } else {
        await page.getByRole("banner").getByRole("button", { name: ar["app.openMenu"] }).click();
        const menu = page.getByRole("dialog", { name: ar["app.mainMenu"] });
        await expect(menu).toBeVisible();
        // It slides out from the right edge: flush with it and covering the right side.
        await expect
          .poll(async () => {
            const box = await menu.boundingBox();
            return box ? Math.round(box.x + box.width) : 0;
          })
          .toBe(screen.viewport.width);
        expect((await menu.boundingBox())?.x).toBeGreaterThan(0);
        await shot(page, `${screen.name}-3-menu`);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      }

      await page.locator("main summary").click();
      const fullTime = page.getByRole("checkbox", { name: ar["jobs.type.Full-time"] });
      await fullTime.check();
      await shot(page, `${screen.name}-4-filters`);
      await page.getByRole("button", { name: ar["jobs.showResults"] }).click();
      await expect(page).toHaveURL("/jobs?type=Full-time");

      await page.getByRole("main").getByRole("list").first().getByRole("listitem").first().getByRole("link").click();
      await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\?type=Full-time$/);
      await page.getByRole("button", { name: ar["jobs.save"], exact: true }).click();
      await expect(page.getByText(ar["jobs.savedToast"])).toBeVisible();
      await shot(page, `${screen.name}-5-saved`);
      await expect(page.getByRole("button", { name: ar["jobs.unsave"], exact: true })).toBeVisible();
    });
  });
}
