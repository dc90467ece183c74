import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { loader as signInLoader } from "./sign-in";
import { action as providerAction } from "./sign-in-provider";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "~/shared/testing/oidc-provider";
import { args, get, post, randomIp, routeOutcome } from "~/shared/testing/helpers";
// eslint-disable-next-line no-restricted-imports -- the test setup's console guard has no "~/" path.
import { expectConsoleError } from "../../../tests/setup/console";

// A port nobody listens on: the provider is down (or the issuer is wrong).
const closedPort = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address() as AddressInfo;
    server.close(() => resolve(port));
  });
});
const SETTINGS = {
  OIDC_ISSUER: `http://127.0.0.1:${closedPort}`,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_NAME: "Agency Login",
};
Object.assign(process.env, SETTINGS);

afterAll(() => {
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
});

describe("an identity provider that cannot be reached", () => {
  it("sends the person back to the sign-in page with a message", async () => {
    // The library logs the failed discovery.
    expectConsoleError();
    const start = await routeOutcome(() =>
      providerAction(args(post("/signIn/provider", { redirectTo: "" }, { [CLIENT_IP_HEADER]: randomIp() }))),
    );
    expect(start).toMatchObject({ status: 302, location: "/signIn?error=provider_unavailable" });
    const page = await routeOutcome(() => signInLoader(args(get(start.location ?? ""))));
    expect(page.body).toMatchObject({ provider: "Agency Login", providerError: "accounts.provider.unavailable" });
  });
});
