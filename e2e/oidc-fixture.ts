import { test as base, expect } from "@playwright/test";
import { startOidcProvider } from "../app/shared/testing/oidc-provider";
import { freePort, startAppServer } from "./accounts-mail-fixture";

/**
 * Sign-in through the agency's identity provider: each Playwright worker
 * starts a real OpenID Connect provider (app/shared/testing/oidc-provider.ts)
 * and an app server of its own configured for it, and points `baseURL` there.
 */
export const test = base.extend<object, { oidcApp: { url: string } }>({
  oidcApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern.
    async ({}, provide) => {
      // The app's port first: the provider registers the app's callback address.
      const port = await freePort();
      const provider = await startOidcProvider({ appUrl: `http://localhost:${port}` });
      const app = await startAppServer(port, { ...provider.env, SMTP_URL: "" });
      await provide({ url: app.url });
      await app.stop();
      await provider.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ oidcApp }, provide) => provide(oidcApp.url),
});

export { expect };
