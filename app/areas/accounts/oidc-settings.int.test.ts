import { describe, expect, it } from "vitest";
import { loader as callbackLoader } from "./api-auth-callback";
import { action as accountAction, loader as accountLoader } from "./profile-account";
import { loader as signInLoader } from "./sign-in";
import { action as providerAction } from "./sign-in-provider";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { args, createSignedInUser, get, post, randomIp, routeOutcome } from "~/shared/testing/helpers";

// The test environment names no identity provider (vitest.config.ts).
describe("without identity provider settings", () => {
  it("shows no button and answers 404 where the provider's routes would be", async () => {
    const page = await routeOutcome(() => signInLoader(args(get("/signIn?error=access_denied"))));
    expect(page.body).toMatchObject({ provider: null, providerError: null });
    const start = await routeOutcome(() =>
      providerAction(args(post("/signIn/provider", { redirectTo: "" }, { [CLIENT_IP_HEADER]: randomIp() }))),
    );
    expect(start.status).toBe(404);
    const back = await routeOutcome(() =>
      callbackLoader(args(get("/api/auth/callback/agency?code=x&state=y"), { providerId: "agency" })),
    );
    expect(back.status).toBe(404);
  });

  it("shows nothing about the provider under Setting and refuses to link", async () => {
    const client = await createSignedInUser("client");
    const page = await routeOutcome(() => accountLoader(args(get("/profile/account", client.cookie))));
    expect(page.body).toMatchObject({ provider: null });
    const link = await routeOutcome(() =>
      accountAction(args(post("/profile/account", { intent: "link" }, { Cookie: client.cookie }))),
    );
    expect(link.status).toBe(404);
  });
});
