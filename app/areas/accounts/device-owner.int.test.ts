import { describe, expect, it } from "vitest";
import { action as signInAction } from "./sign-in";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { args, createSignedInUser, PASSWORD, post, randomIp, settle } from "~/shared/testing/helpers";

// Issue 39, finding 5 (docs/decisions/018): the offline copies a browser keeps are one person's.
// Each sign-in records whose they are; a sign-in of anyone else clears them first.
async function signIn(email: string, cookie = ""): Promise<Response> {
  const request = post("/signIn", { email, password: PASSWORD }, { [CLIENT_IP_HEADER]: randomIp(), Cookie: cookie });
  return (await settle(() => signInAction(args(request)))) as Response;
}

const ownerCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("harbor_device_owner="))
    ?.split(";")[0] ?? "";

describe("signing in on a browser that keeps someone's offline copies", () => {
  it("clears them when another person signs in, and keeps them for the same person", async () => {
    const first = await createSignedInUser("client");
    const second = await createSignedInUser("client");
    const firstSignIn = await signIn(first.email);
    const owner = ownerCookieOf(firstSignIn);
    expect(owner).not.toBe("");
    // The cookie does not name the account.
    expect(owner).not.toContain(first.id);

    const again = await signIn(first.email, owner);
    expect(again.status).toBe(302);
    expect(again.headers.get("Clear-Site-Data")).toBeNull();

    const other = await signIn(second.email, owner);
    expect(other.status).toBe(302);
    expect(other.headers.get("Clear-Site-Data")).toBe('"storage"');
    expect(ownerCookieOf(other)).not.toBe(owner);
  });

  it("clears them when the browser names no one (its cookies were cleared, or it never signed in)", async () => {
    const client = await createSignedInUser("client");
    expect((await signIn(client.email)).headers.get("Clear-Site-Data")).toBe('"storage"');
  });
});
