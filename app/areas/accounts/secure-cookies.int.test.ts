import { describe, expect, it } from "vitest";
import { action as forgetAction } from "./forget-password";
import { action as signInAction } from "./sign-in";
import { localeCookie } from "~/shared/i18n/locale.server";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { args, createSignedInUser, PASSWORD, post, quietOutboxLog, randomIp, settle } from "~/shared/testing/helpers";

// Read once, when the environment is first validated: this file serves the app over HTTPS.
process.env.BASE_URL = "https://jobs.example.org";

quietOutboxLog();

describe("served over HTTPS", () => {
  it("sets the session cookie Secure (with the __Secure- prefix), and the toast, language and link cookies too", async () => {
    const user = await createSignedInUser("client");
    const signIn = (await settle(() =>
      signInAction(
        args(post("/signIn", { email: user.email, password: PASSWORD }, { [CLIENT_IP_HEADER]: randomIp() })),
      ),
    )) as Response;
    expect(signIn.status).toBe(302);
    const session = signIn.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/; Secure/i);
    // The toast after sign-in and the language cookie are Secure too.
    expect(signIn.headers.getSetCookie().find((c) => c.startsWith("toast="))).toMatch(/; Secure/i);
    expect(localeCookie("ar")).toMatch(/; Secure$/);

    const link = (await settle(() =>
      forgetAction(
        args(post("/forget_password", { intent: "request", email: user.email }, { [CLIENT_IP_HEADER]: randomIp() })),
      ),
    )) as Response;
    const linkCookie = link.headers.getSetCookie().find((c) => c.startsWith("link_request="));
    expect(linkCookie).toMatch(/; Secure/i);
  });
});
