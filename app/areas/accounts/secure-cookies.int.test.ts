import { describe, expect, it } from "vitest";
import { action as forgetAction } from "./forget-password";
import { action as signInAction } from "./sign-in";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { args, createSignedInUser, PASSWORD, post, quietOutboxLog, randomIp, settle } from "~/shared/testing/helpers";

// Read once, when the environment is first validated: this file serves the app over HTTPS.
process.env.BASE_URL = "https://jobs.example.org";

quietOutboxLog();

describe("served over HTTPS", () => {
  it("sets the session cookie Secure (with the __Secure- prefix), and the link cookie too", async () => {
    const user = await createSignedInUser("client");
    const signIn = (await settle(() =>
      signInAction(args(post("/signIn", { email: user.email, password: PASSWORD }, { [CLIENT_IP_HEADER]: randomIp() }))),
    )) as Response;
    expect(signIn.status).toBe(302);
    const session = signIn.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/; Secure/i);

    const link = (await settle(() =>
      forgetAction(args(post("/forget_password", { intent: "request", email: user.email }, { [CLIENT_IP_HEADER]: randomIp() }))),
    )) as Response;
    const linkCookie = link.headers.getSetCookie().find((c) => c.startsWith("link_request="));
    expect(linkCookie).toMatch(/; Secure/i);
  });
});
