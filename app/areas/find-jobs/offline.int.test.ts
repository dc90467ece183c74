import { describe, expect, it } from "vitest";
import { loader as savedLoader } from "./saved-jobs";
import { CLIENT_IP_HEADER, signInWithPassword } from "~/shared/server/auth.server";
import { args, BASE, cookiesFrom, createSignedInUser, PASSWORD, randomIp } from "~/shared/testing/helpers";

// Issue 18 part 5 (docs/decisions/018): whether Saved Jobs is kept on the device for offline reading.
async function offlineOf(cookie: string, headers: Record<string, string> = {}) {
  const result = await savedLoader(args(new Request(`${BASE}/jobsSaved`, { headers: { Cookie: cookie, ...headers } })));
  return result.offline;
}

describe("Saved Jobs offline", () => {
  it("is kept, dated now, for a client on a phone of their own", async () => {
    const client = await createSignedInUser("client");
    const before = Date.now();
    const offline = await offlineOf(client.cookie);
    expect(new Date(offline?.savedOn ?? 0).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("is not kept in data-saver mode", async () => {
    const client = await createSignedInUser("client");
    expect(await offlineOf(client.cookie, { "Save-Data": "on" })).toBeNull();
  });

  it("is not kept on a shared phone", async () => {
    const client = await createSignedInUser("client");
    const request = new Request(BASE, { headers: { [CLIENT_IP_HEADER]: randomIp() } });
    const signedIn = await signInWithPassword(request, client.email, PASSWORD, true);
    if (!signedIn.ok) throw new Error("sign-in failed");
    expect(await offlineOf(cookiesFrom(new Response(null, { headers: signedIn.headers })))).toBeNull();
  });
});
