import { afterEach, expect, it, vi } from "vitest";

// The language cookie (set by /language and at sign-in) carries Secure when the site is served
// over https. env.server reads the environment once, so each case loads the modules afresh.
async function localeCookieWith(baseUrl: string) {
  vi.stubEnv("BASE_URL", baseUrl);
  vi.resetModules();
  return (await import("./locale.server")).localeCookie("fr");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

it("is Secure on an https site", async () => {
  expect(await localeCookieWith("https://jobs.example.org")).toBe(
    "lang=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
  );
});

it("is not Secure on plain http, where the browser would drop it", async () => {
  expect(await localeCookieWith("http://localhost:3000")).toBe("lang=fr; Path=/; Max-Age=31536000; SameSite=Lax");
});
