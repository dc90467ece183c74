import { expect, test, type Page } from "@playwright/test";

// Counts the image downloads of the logo while the sign-in page loads.
async function openSignInCountingLogo(page: Page): Promise<() => number> {
  let logoImages = 0;
  page.on("request", (request) => {
    // The bundled logo, fingerprinted by the build (/assets/logo-<hash>.svg).
    if (request.resourceType() === "image" && /^\/assets\/logo-[\w-]+\.svg$/.test(new URL(request.url()).pathname)) {
      logoImages += 1;
    }
  });
  await page.goto("/signIn");
  await page.waitForLoadState("load");
  return () => logoImages;
}

test.describe("with Save-Data: on", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("the logo is the brand name without the image", async ({ page }) => {
    const logoImages = await openSignInCountingLogo(page);
    await expect(page.getByText("Harbor Jobs logo")).toBeAttached();
    await expect(page.locator("img")).toHaveCount(0);
    expect(logoImages()).toBe(0);
    await expect(page.locator('link[rel="prefetch"], link[rel="preload"]')).toHaveCount(0);
  });
});

test("without Save-Data the logo image is shown", async ({ page }) => {
  const logoImages = await openSignInCountingLogo(page);
  await expect(page.getByRole("img", { name: "Harbor Jobs logo" })).toBeVisible();
  expect(logoImages()).toBe(1);
});
