import { expect, test } from "@playwright/test";
import { signInFromStart } from "./helpers";

// The search box's hint must be readable whole where the list is narrowest: beside the menu at
// 800 px (half of what is left) and at 1280 px (a third), in every language (issue 15, item 8).
const LANGUAGES = ["en", "es", "fr", "uk", "sw", "ar", "fa-AF", "ps"];

for (const width of [800, 1280]) {
  test(`the search hint fits the search box at ${width} px in every language`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFromStart(page, "admin@example.org");
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
