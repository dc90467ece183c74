import { describe, expect, it } from "vitest";
import { action as signInAction, loader as signInLoader } from "./sign-in";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { args, createSignedInUser, get, PASSWORD, post, randomIp, settle } from "~/shared/testing/helpers";

// The reported open redirect: "/signIn?redirectTo=/%09/evil.example" reads as "/\t/evil.example",
// which browsers follow as "//evil.example". Each way through sign-in must land on the page it
// would have chosen with no redirectTo at all.
const PAYLOADS = ["/%09/evil.example", "/%5Cevil.example", "/%0A/evil.example", "%2F%2Fevil.example", "//evil.example"];

async function locationOf(run: () => Promise<unknown>): Promise<string | null> {
  const response = (await settle(run)) as Response;
  expect(response).toBeInstanceOf(Response);
  return response.headers.get("Location");
}

describe("sign-in ignores a redirect that leaves the site", () => {
  it.each(PAYLOADS)("a signed-in visitor of /signIn?redirectTo=%s goes to their landing page", async (payload) => {
    const user = await createSignedInUser("employer");
    const landing = await locationOf(() => signInLoader(args(get("/signIn", user.cookie))));
    expect(landing).toMatch(/^\/\w/);
    const location = await locationOf(() => signInLoader(args(get(`/signIn?redirectTo=${payload}`, user.cookie))));
    expect(location).toBe(landing);
  });

  // Signing in hashes a password (slow on purpose): the reported payload and one more.
  it.each(PAYLOADS.slice(0, 2))("signing in from /signIn?redirectTo=%s goes to the default page", async (payload) => {
    const user = await createSignedInUser("client");
    const signIn = (redirectTo?: string) =>
      locationOf(() =>
        signInAction(
          args(
            post(
              "/signIn",
              {
                email: user.email,
                password: PASSWORD,
                ...(redirectTo === undefined ? {} : { redirectTo }),
              },
              { [CLIENT_IP_HEADER]: randomIp() },
            ),
          ),
        ),
      );
    // The sign-in page puts the query's redirectTo into the form as the browser decoded it.
    const redirectTo = new URL(`http://localhost/signIn?redirectTo=${payload}`).searchParams.get("redirectTo") ?? "";
    expect(await signIn(redirectTo)).toBe(await signIn());
  });

  it("still follows a path of the site", async () => {
    const user = await createSignedInUser("client");
    const location = await locationOf(() =>
      signInLoader(args(get(`/signIn?redirectTo=${encodeURIComponent("/jobsSaved?q=cook")}`, user.cookie))),
    );
    expect(location).toBe("/jobsSaved?q=cook");
  });
});
