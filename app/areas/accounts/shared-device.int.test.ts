import { describe, expect, it } from "vitest";
import { action as signInAction } from "./sign-in";
import { action as signOutAction } from "./sign-out";
import { CLIENT_IP_HEADER, getUser, onSharedDevice } from "~/shared/server/auth.server";
import { args, cookiesFrom, createSignedInUser, get, PASSWORD, post, randomIp, settle } from "~/shared/testing/helpers";

// Issue 18 part 4 (docs/decisions/018): "This is a shared phone".
async function signInResponse(email: string, fields: Record<string, string> = {}, cookie = ""): Promise<Response> {
  const request = post(
    "/signIn",
    { email, password: PASSWORD, ...fields },
    { [CLIENT_IP_HEADER]: randomIp(), Cookie: cookie },
  );
  return (await settle(() => signInAction(args(request)))) as Response;
}

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.includes("session_token"));

describe("signing in on a shared phone", () => {
  it("gives a session cookie that ends with the browser, and clears what an earlier person left", async () => {
    const user = await createSignedInUser("client");
    const response = await signInResponse(user.email, { sharedDevice: "on" });
    expect(response.status).toBe(302);
    const session = sessionCookieOf(response);
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Max-Age|Expires/i);
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
    const cookie = cookiesFrom(response);
    expect((await getUser(get("/", cookie)))?.email).toBe(user.email);
    expect(await onSharedDevice(get("/", cookie))).toBe(true);
  });

  it("keeps the usual cookie and clears nothing on a phone of one's own", async () => {
    const user = await createSignedInUser("client");
    // The phone's earlier sign-in, by the same person, named them as its owner (device-owner.int.test.ts).
    const response = await signInResponse(user.email, {}, cookiesFrom(await signInResponse(user.email)));
    expect(sessionCookieOf(response)).toMatch(/Max-Age=604800/);
    expect(response.headers.get("Clear-Site-Data")).toBeNull();
    expect(await onSharedDevice(get("/", cookiesFrom(response)))).toBe(false);
  });

  it("refuses any other value of the checkbox", async () => {
    const user = await createSignedInUser("client");
    const result = (await settle(() =>
      signInAction(
        args(
          post(
            "/signIn",
            { email: user.email, password: PASSWORD, sharedDevice: "yes" },
            { [CLIENT_IP_HEADER]: randomIp() },
          ),
        ),
      ),
    )) as { init: { status: number } };
    expect(result.init.status).toBe(400);
  });
});

describe("signing out", () => {
  it("ends the session and tells the browser to clear what the app kept", async () => {
    const user = await createSignedInUser("client");
    const response = (await settle(() =>
      signOutAction(args(post("/signOut", {}, { Cookie: user.cookie }))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
    expect(await getUser(get("/", user.cookie))).toBeNull();
  });
});
