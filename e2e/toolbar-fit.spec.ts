import { expect, test } from "@playwright/test";
import { stateOf } from "./helpers";

// The search box's hint must be readable whole where the list is narrowest: beside the menu at
// 800 px (half of what is left) and at 1280 px (a third), in every language (issue 15, item 8).
const LANGUAGES = ["en", "es", "fr", "uk", "sw", "ar", "fa-AF", "ps"];

test.use({ storageState: stateOf("admin") });

for (const width of [800, 1280]) {
  test(`the search hint fits the search box at ${width} px in every language`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGUAGES) {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
      await page.goto("/admin/jobs/pending");
      const box = page.locator("#job-search");
      await expect(box).toBeVisible();
      // The placeholder's width in the box's own font, against the room inside its padding.
      const fit = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no canvas");
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        return { text: input.placeholder, needed: Math.ceil(context.measureText(input.placeholder).width), room };
      });
      expect(
        fit.needed,
        `${lang} at ${width} px: "${fit.text}" needs ${fit.needed} px of ${fit.room}`,
      ).toBeLessThanOrEqual(fit.room);
    }
  });
}

// A pending job shows a staff member the most actions: they stay on one row beside the list
// at 1280 px in every language (the rarer ones behind "More"), and the sidebar's language
// switcher stays inside the sidebar.
test("the staff action bar is one row and the language switcher fits, in every language", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Any job of the demo's pending employer: they stay pending, while other tests approve their own.
  await page.goto("/admin/jobs/pending?q=Prairie+Logistics");
  await page.locator('main a[href^="/admin/jobs/pending/"]').first().click();
  await expect(page).toHaveURL(/\/admin\/jobs\/pending\/[0-9a-f-]{36}\?/);
  const jobPath = new URL(page.url()).pathname;
  for (const lang of LANGUAGES) {
    await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    await page.goto(jobPath);
    const controls = page
      .locator("article .sticky > div")
      .locator(":scope > form button, :scope > a, :scope > details > summary");
    await expect(controls.first()).toBeVisible();
    const rows = await controls.evaluateAll(
      (elements) => new Set(elements.map((e) => Math.round(e.getBoundingClientRect().top))).size,
    );
    expect(await controls.count(), `${lang}: controls in the bar`).toBe(4);
    expect(rows, `${lang}: rows of the action bar`).toBe(1);

    const sidebar = await page.locator("aside").first().boundingBox();
    const change = await page.locator('form[action="/language"] button[type="submit"]').first().boundingBox();
    if (!sidebar || !change) throw new Error("no sidebar or language button");
    expect(change.x + change.width, `${lang}: the language button inside the sidebar`).toBeLessThanOrEqual(
      sidebar.x + sidebar.width,
    );
    expect(change.x, `${lang}: the language button inside the sidebar`).toBeGreaterThanOrEqual(sidebar.x);
  }
});
