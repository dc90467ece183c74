import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { insertUsers, userRow as newUserRow } from "#db/factory";
import { accounts, sessions, users } from "#db/schema";
import { loader as shellLoader } from "~/shared/routes/shell";
import { loader as callbackLoader } from "./api-auth-callback";
import { action as accountAction, loader as accountLoader } from "./profile-account";
import { loader as signInLoader } from "./sign-in";
import { action as providerAction } from "./sign-in-provider";
import { CLIENT_IP_HEADER, getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import { startOidcProvider } from "~/shared/testing/oidc-provider";
import {
  args,
  BASE,
  cookiesFrom,
  createSignedInUser,
  get,
  PASSWORD,
  post,
  randomIp,
  routeOutcome,
  settle,
  signInCookie,
  userRow,
} from "~/shared/testing/helpers";
// eslint-disable-next-line no-restricted-imports -- the test setup's console guard has no "~/" path.
import { expectConsoleError } from "../../../tests/setup/console";

// The provider runs before the app reads its environment (the first test's
// database setup): the settings name its port.
const oidc = await startOidcProvider({
  appUrl: BASE,
  allowedDomains: ["staff.example.org"],
  unverified: ["unproven@test.example", "unsure@staff.example.org"],
});
Object.assign(process.env, oidc.env);

afterAll(async () => {
  for (const name of Object.keys(oidc.env)) delete process.env[name];
  await oidc.close();
});

/** A browser's cookies: the ones it had, updated by a response. */
function withCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie ? cookie.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : []);
  for (const pair of cookiesFrom(response).split("; ").filter(Boolean)) {
    const [name = "", value = ""] = pair.split("=", 2);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Presses "Sign in with {provider}": the provider's URL and the browser's cookies. */
async function startSignIn(redirectTo = ""): Promise<{ url: string; cookie: string }> {
  const response = (await settle(() =>
    providerAction(args(post("/signIn/provider", { redirectTo }, { [CLIENT_IP_HEADER]: randomIp() }))),
  )) as Response;
  expect(response.status).toBe(302);
  const url = response.headers.get("Location") ?? "";
  expect(url.startsWith(`${oidc.issuer}/`)).toBe(true);
  return { url, cookie: withCookies("", response) };
}

/** The provider sends the browser back to the app. */
async function callback(at: URL, cookie: string): Promise<Response> {
  const request = new Request(`${BASE}${at.pathname}${at.search}`, { headers: { Cookie: cookie } });
  const response = await settle(() => callbackLoader(args(request, { providerId: "agency" })));
  if (!(response instanceof Response)) throw new Error("the callback answered without a response");
  return response;
}

async function signInAs(email: string, redirectTo = "") {
  const start = await startSignIn(redirectTo);
  const back = await oidc.authorize(start.url, { email });
  const response = await callback(back, start.cookie);
  return { response, cookie: withCookies(start.cookie, response), back, start };
}

const errorOf = (response: Response) => new URL(response.headers.get("Location") ?? "", BASE).searchParams.get("error");

async function providerLogins(userId: string) {
  return getDb()
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "agency")));
}

async function sessionCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions);
  return row?.n ?? 0;
}

/** A person staff created, whose email the agency vouches for. */
async function staffAccount(
  role: "admin" | "employer" | "client" = "admin",
  status: "approved" | "pending" = "approved",
) {
  const user = await createSignedInUser(role, { status, company: role === "employer" ? "Acme" : undefined });
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

describe("sign in with the identity provider", () => {
  it("offers the button on the sign-in page", async () => {
    const page = await routeOutcome(() => signInLoader(args(get("/signIn"))));
    expect(page.body).toMatchObject({ provider: "Agency Login", providerError: null });
  });

  it("signs an existing staff account in, links the provider and goes where the person was going", async () => {
    const admin = await staffAccount();
    const { response, cookie } = await signInAs(admin.email, "/admin/users/client");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/signIn?redirectTo=${encodeURIComponent("/admin/users/client")}`);
    expect(response.headers.get("Set-Cookie")).toContain("session_token=");
    const user = await getUser(get("/", cookie));
    expect(user).toMatchObject({ id: admin.id, role: "admin", status: "approved" });
    expect(await providerLogins(admin.id)).toHaveLength(1);
    // Their password stays: the account's email was already proven.
    expect(await signInCookie(admin.email, PASSWORD)).toContain("session_token=");
    const landing = await routeOutcome(() =>
      signInLoader(args(get(`/signIn?redirectTo=${encodeURIComponent("/admin/users/client")}`, cookie))),
    );
    expect(landing).toMatchObject({ status: 302, location: "/admin/users/client" });
  });

  it("stands for an admin's second factor: an admin without one may act after the provider's sign-in", async () => {
    const admin = await createSignedInUser("admin", { secondFactor: false });
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, admin.id));
    // The shell's loader runs for every signed-in page: a staff page's URL.
    const staffPage = (cookie: string) => routeOutcome(() => shellLoader(args(get("/admin/users/client", cookie))));
    // Signed in with the password, the admin is sent to set an app up first.
    expect(await staffPage(admin.cookie)).toMatchObject({ status: 302, location: "/profile/second_factor" });
    const { cookie } = await signInAs(admin.email);
    expect(await getUser(get("/", cookie))).toMatchObject({ id: admin.id, secondFactor: false, viaProvider: true });
    expect(await staffPage(cookie)).toMatchObject({ status: 200 });
  });

  it("signs in again through the same link", async () => {
    const admin = await staffAccount();
    await signInAs(admin.email);
    const again = await signInAs(admin.email);
    expect(again.response.headers.get("Location")).toBe("/signIn");
    expect(await getUser(get("/", again.cookie))).toMatchObject({ id: admin.id });
    expect(await providerLogins(admin.id)).toHaveLength(1);
  });

  it("keeps a pending account pending", async () => {
    const admin = await staffAccount("admin", "pending");
    const { cookie } = await signInAs(admin.email);
    expect(await getUser(get("/", cookie))).toMatchObject({ id: admin.id, status: "pending" });
  });

  it.each([
    ["client", "approved"],
    ["client", "pending"],
    ["employer", "approved"],
  ] as const)(
    "refuses %s accounts (%s): no session, no link, their password and sessions stay",
    async (role, status) => {
      expectConsoleError();
      const person = await staffAccount(role, status);
      // An account whose email was never proven too: a refusal must not end its password.
      await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
      const before = await sessionCount();
      const { response } = await signInAs(person.email);
      expect(errorOf(response)).toBe("staff_only");
      expect(response.headers.get("Set-Cookie") ?? "").not.toContain("session_token=");
      expect(await sessionCount()).toBe(before);
      expect(await providerLogins(person.id)).toEqual([]);
      expect(await getUser(get("/", person.cookie))).toMatchObject({ id: person.id });
      expect(await signInCookie(person.email, PASSWORD)).toContain("session_token=");
      const page = await routeOutcome(() => signInLoader(args(get(`/signIn?error=${errorOf(response)}`))));
      expect(page.body).toMatchObject({ providerError: "accounts.provider.staffOnly" });
    },
  );

  it("refuses a login linked while the account was staff's once it is not", async () => {
    expectConsoleError();
    const admin = await staffAccount();
    await signInAs(admin.email);
    await getDb().update(users).set({ role: "employer", company: "Acme" }).where(eq(users.id, admin.id));
    const { response } = await signInAs(admin.email);
    expect(errorOf(response)).toBe("staff_only");
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("session_token=");
  });

  it("refuses an email without an account, creates nothing and says so on the sign-in page", async () => {
    expectConsoleError();
    const before = await sessionCount();
    const { response } = await signInAs("stranger@elsewhere.example");
    expect(errorOf(response)).toBe("signup_disabled");
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("session_token=");
    expect(await getDb().select().from(users).where(eq(users.email, "stranger@elsewhere.example"))).toEqual([]);
    expect(await sessionCount()).toBe(before);
    const page = await routeOutcome(() => signInLoader(args(get(`/signIn?error=${errorOf(response)}`))));
    expect(page.body).toMatchObject({ providerError: "accounts.provider.unknownAccount" });
  });

  it("refuses an email the provider does not vouch for, even when an account has it", async () => {
    expectConsoleError();
    const row = newUserRow({ role: "client", email: "unproven@test.example", emailVerified: true });
    await insertUsers(getDb(), [row]);
    const { response } = await signInAs("unproven@test.example");
    expect(errorOf(response)).toBe("account_not_linked");
    expect(await providerLogins(row.id as string)).toEqual([]);
  });

  it("gives a person from an allowed domain a pending admin account", async () => {
    const { response, cookie } = await signInAs("newcomer@staff.example.org");
    expect(response.headers.get("Location")).toBe("/signIn");
    const [created] = await getDb().select().from(users).where(eq(users.email, "newcomer@staff.example.org"));
    expect(created).toMatchObject({ role: "admin", status: "pending", emailVerified: true, name: "newcomer" });
    expect(await getUser(get("/", cookie))).toMatchObject({ id: created?.id, role: "admin", status: "pending" });
  });

  it("gives no account to an allowed domain's email the provider does not vouch for", async () => {
    expectConsoleError();
    const { response } = await signInAs("unsure@staff.example.org");
    expect(errorOf(response)).toBe("signup_disabled");
    expect(await getDb().select().from(users).where(eq(users.email, "unsure@staff.example.org"))).toEqual([]);
  });

  it("ends the password and sessions of an account whose email was never proven", async () => {
    // A staff account created with a password, for an address nobody has proven yet.
    const squatter = await createSignedInUser("admin");
    const { cookie } = await signInAs(squatter.email);
    expect(await getUser(get("/", cookie))).toMatchObject({ id: squatter.id });
    expect(await getUser(get("/", squatter.cookie))).toBeNull();
    const logins = await getDb().select().from(accounts).where(eq(accounts.userId, squatter.id));
    expect(logins.map((login) => login.providerId)).toEqual(["agency"]);
    expect(await userRow(squatter.id)).toMatchObject({ emailVerified: true });
  });

  it("says so when the person cancels at the provider", async () => {
    const start = await startSignIn();
    const back = await oidc.authorize(start.url, "cancel");
    const response = await callback(back, start.cookie);
    expect(errorOf(response)).toBe("access_denied");
    const page = await routeOutcome(() => signInLoader(args(get("/signIn?error=access_denied"))));
    expect(page.body).toMatchObject({ providerError: "accounts.provider.cancelled" });
  });
});

/** Refused with this error: no session started, the provider not linked to the account. */
async function expectRefused(response: Response, error: string, userId: string) {
  expect(errorOf(response)).toBe(error);
  expect(response.headers.get("Set-Cookie") ?? "").not.toContain("session_token=");
  expect(await providerLogins(userId)).toEqual([]);
}

describe("forged and replayed answers", () => {
  it("refuses a callback whose state was never issued", async () => {
    expectConsoleError();
    const admin = await staffAccount();
    const start = await startSignIn();
    const back = await oidc.authorize(start.url, { email: admin.email });
    back.searchParams.set("state", "forged-state-value");
    await expectRefused(await callback(back, start.cookie), "state_mismatch", admin.id);
  });

  it("refuses a callback brought to another browser (no state cookie)", async () => {
    expectConsoleError();
    const admin = await staffAccount();
    const start = await startSignIn();
    const back = await oidc.authorize(start.url, { email: admin.email });
    await expectRefused(await callback(back, ""), "state_mismatch", admin.id);
  });

  it("refuses a callback used a second time", async () => {
    expectConsoleError();
    const admin = await staffAccount();
    const first = await signInAs(admin.email);
    expect(first.response.headers.get("Location")).toBe("/signIn");
    const before = await sessionCount();
    const replay = await callback(first.back, first.start.cookie);
    expect(errorOf(replay)).toBe("state_mismatch");
    expect(replay.headers.get("Set-Cookie") ?? "").not.toContain("session_token=");
    expect(await sessionCount()).toBe(before);
  });

  it("refuses an ID token bound to another nonce", async () => {
    expectConsoleError();
    const admin = await staffAccount();
    const start = await startSignIn();
    // The request reaches the provider with a nonce the app never issued.
    const tampered = new URL(start.url);
    tampered.searchParams.set("nonce", "a-nonce-of-someone-else");
    const back = await oidc.authorize(tampered.toString(), { email: admin.email });
    await expectRefused(await callback(back, start.cookie), "unable_to_get_user_info", admin.id);
  });

  it("refuses a code and token from another provider", async () => {
    expectConsoleError();
    const admin = await staffAccount();
    const other = await startOidcProvider({ appUrl: BASE });
    try {
      // Our sign-in's request, answered by the other provider: its code, our state.
      const answeredElsewhere = async () => {
        const start = await startSignIn();
        const ours = new URL(start.url);
        const back = await other.authorize(`${other.issuer}${ours.pathname}${ours.search}`, { email: admin.email });
        return { back, cookie: start.cookie };
      };
      const first = await answeredElsewhere();
      expect(first.back.searchParams.get("iss")).toBe(other.issuer);
      await expectRefused(await callback(first.back, first.cookie), "issuer_mismatch", admin.id);

      // Without the issuer in the answer, our provider does not know the code.
      const second = await answeredElsewhere();
      second.back.searchParams.delete("iss");
      await expectRefused(await callback(second.back, second.cookie), "invalid_code", admin.id);
    } finally {
      await other.close();
    }
  });
});

describe("linking under Setting", () => {
  async function link(cookie: string, as: string) {
    const response = (await settle(() =>
      accountAction(args(post("/profile/account", { intent: "link" }, { Cookie: cookie }))),
    )) as Response;
    expect(response.status).toBe(302);
    const browser = withCookies(cookie, response);
    const back = await oidc.authorize(response.headers.get("Location") ?? "", { email: as });
    return callback(back, browser);
  }

  it("links the provider with the account's own email, and unlinks it while a password remains", async () => {
    const staff = await createSignedInUser("admin");
    const page = await routeOutcome(() => accountLoader(args(get("/profile/account", staff.cookie))));
    expect(page.body).toMatchObject({ provider: { name: "Agency Login", linked: false, error: null } });

    const response = await link(staff.cookie, staff.email);
    expect(response.headers.get("Location")).toBe("/profile/account?linked=1");
    expect(await providerLogins(staff.id)).toHaveLength(1);
    // Linking keeps the password and the session: the signed-in owner proved both.
    expect(await getUser(get("/", staff.cookie))).toMatchObject({ id: staff.id });
    const linked = (await settle(() =>
      accountLoader(args(get("/profile/account?linked=1", staff.cookie))),
    )) as Response;
    expect(linked.headers.get("Location")).toBe("/profile/account");
    const { toast } = await readToast(new Request(BASE, { headers: { Cookie: cookiesFrom(linked) } }));
    expect(toast).toMatchObject({ type: "success", key: "accounts.provider.linkedToast" });

    const unlink = await routeOutcome(() =>
      accountAction(args(post("/profile/account", { intent: "unlink" }, { Cookie: staff.cookie }))),
    );
    expect(unlink).toMatchObject({ status: 302, location: "/profile/account" });
    expect(await providerLogins(staff.id)).toEqual([]);
  });

  it("refuses to link another email", async () => {
    const staff = await createSignedInUser("admin");
    const response = await link(staff.cookie, "someone-else@test.example");
    expect(errorOf(response)).toBe("email_does_not_match");
    expect(await providerLogins(staff.id)).toEqual([]);
  });

  it("offers no link to anyone but staff, and refuses one asked for", async () => {
    for (const role of ["client", "employer"] as const) {
      const person = await createSignedInUser(role, { company: role === "employer" ? "Acme" : undefined });
      const page = await routeOutcome(() => accountLoader(args(get("/profile/account", person.cookie))));
      expect(page.body).toMatchObject({ provider: null });
      const answer = await routeOutcome(() =>
        accountAction(args(post("/profile/account", { intent: "link" }, { Cookie: person.cookie }))),
      );
      expect(answer).toMatchObject({ status: 403, body: { errors: { form: "accounts.provider.staffOnly" } } });
      expect(await providerLogins(person.id)).toEqual([]);
    }
  });

  it("does not unlink the only way in", async () => {
    const { cookie } = await signInAs("solo@staff.example.org");
    const [solo] = await getDb().select().from(users).where(eq(users.email, "solo@staff.example.org"));
    const answer = await routeOutcome(() =>
      accountAction(args(post("/profile/account", { intent: "unlink" }, { Cookie: cookie }))),
    );
    expect(answer).toMatchObject({ status: 400, body: { errors: { form: "accounts.provider.needsPassword" } } });
    expect(await providerLogins(solo?.id ?? "")).toHaveLength(1);
  });

  it("refuses to unlink what is not linked, and an unknown intent", async () => {
    const client = await createSignedInUser("client");
    const unlink = await routeOutcome(() =>
      accountAction(args(post("/profile/account", { intent: "unlink" }, { Cookie: client.cookie }))),
    );
    expect(unlink).toMatchObject({ status: 400, body: { errors: { form: "accounts.provider.notLinkedError" } } });
    const other = await routeOutcome(() =>
      accountAction(args(post("/profile/account", { intent: "merge" }, { Cookie: client.cookie }))),
    );
    expect(other.status).toBe(400);
  });
});
