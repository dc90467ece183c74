import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "harbor-demo";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signInFromStart(page: Page, email: string) {
  await page.goto("/signIn");
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/signIn/);
}

export function sidebar(page: Page) {
  return page.getByRole("complementary").getByRole("navigation", { name: "Main menu" });
}
