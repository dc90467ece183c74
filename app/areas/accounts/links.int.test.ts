import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users, verifications } from "#db/schema";
import { createAccount } from "~/shared/server/users.server";
import { action as confirmAction, loader as confirmLoader } from "./confirm-send-email";
import { action as forgetAction } from "./forget-password";
import { action as setPasswordAction, loader as setPasswordLoader } from "./set-password";
import { action as signInLinkAction, loader as signInLinkLoader } from "./sign-in-link";
import { CLIENT_IP_HEADER, getUser, sendInvitation, storedCodeIdentifier } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import {
  args,
  cookiesFrom,
  createSignedInUser,
  get,
  latestMailTo,
  linkIn,
  PASSWORD,
  post,
  randomIp,
  settle,
  signInCookie,
  type DataResult,
  quietOutboxLog,
} from "~/shared/testing/helpers";

quietOutboxLog();

function fromNewAddress(path: string, fields: Record<string, string>, cookie?: string): Request {
  return post(path, fields, { [CLIENT_IP_HEADER]: randomIp(), ...(cookie ? { Cookie: cookie } : {}) });
}

async function mailCount(): Promise<number> {
  await deliverDueMessages();
  const [row] = await getDb().select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

async function passwordlessUser(email: string, role: "client" | "employer" | "admin" = "client") {
  const created = await createAccount({ name: "No Password", email, role, status: "approved", company: "Acme" });
  if (!created.ok) throw new Error("not created");
  return created.id;
}

describe("forgot password", () => {
  it("answers the same for a registered and an unknown email, and mails only the registered one", async () => {
    const user = await createSignedInUser("client");
    const before = await mailCount();

    const known = (await settle(() =>
      forgetAction(args(fromNewAddress("/forget_password", { intent: "request", email: user.email }))),
    )) as Response;
    const unknown = (await settle(() =>
      forgetAction(args(fromNewAddress("/forget_password", { intent: "request", email: "nobody-here@test.example" }))),
    )) as Response;

    for (const response of [known, unknown]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/confirm_send_email");
    }
    expect(await mailCount()).toBe(before + 1);
    const mail = await latestMailTo(user.email);
    expect(mail?.subject).toContain("new password");
    expect(mail?.html).toContain("<a href=");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/set_password");
    expect(link.searchParams.get("mode")).toBe("reset");

    // The confirmation page knows the address from the cookie, not the URL.
    const page = await confirmLoader(args(get("/confirm_send_email", cookiesFrom(unknown))));
    expect(page).toEqual({ kind: "reset", email: "nobody-here@test.example", messages: expect.any(Object) });
  });

  it("refuses a malformed email with a message and sends nothing", async () => {
    const before = await mailCount();
    const result = (await forgetAction(
      args(fromNewAddress("/forget_password", { intent: "request", email: "not-an-email" })),
    )) as DataResult<{ errors: Record<string, string> }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors.email).toBe("validation.emailInvalid");
    expect(await mailCount()).toBe(before);
  });

  it("rate-limits 'Send again' for the same address", async () => {
    const user = await createSignedInUser("client");
    const first = (await settle(() =>
      forgetAction(args(fromNewAddress("/forget_password", { intent: "request", email: user.email }))),
    )) as Response;
    const cookie = cookiesFrom(first);
    const again = (await confirmAction(args(fromNewAddress("/confirm_send_email", {}, cookie)))) as DataResult<{
      resent: boolean;
      retryAfterSeconds: number;
    }>;
    expect(again.init?.status).toBe(429);
    expect(again.data.resent).toBe(false);
    expect(again.data.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("sends the confirmation page to /signIn without a request behind it", async () => {
    const response = (await settle(() => confirmLoader(args(get("/confirm_send_email"))))) as Response;
    expect(response.headers.get("Location")).toBe("/signIn");
  });
});

describe("setting a password from a link", () => {
  it("checks the code before showing the form, ends other sessions and works once", async () => {
    const user = await createSignedInUser("client");
    await settle(() =>
      forgetAction(args(fromNewAddress("/forget_password", { intent: "request", email: user.email }))),
    );
    const link = linkIn(await latestMailTo(user.email));
    const token = link.searchParams.get("token") ?? "";

    expect(await setPasswordLoader(args(get(link.pathname + link.search)))).toMatchObject({
      view: "set",
      mode: "reset",
    });
    expect(await setPasswordLoader(args(get(`/set_password?mode=reset&token=${token}x`)))).toMatchObject({
      view: "invalid",
    });

    const done = (await settle(() =>
      setPasswordAction(
        args(post("/set_password", { token, password: "a-brand-new-pass", confirmPassword: "a-brand-new-pass" })),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/signIn");
    // The session from before the reset is gone; the new password works.
    expect(await getUser(get("/", user.cookie))).toBeNull();
    await expect(signInCookie(user.email, "a-brand-new-pass")).resolves.toContain("session_token");
    expect(await setPasswordLoader(args(get(link.pathname + link.search)))).toMatchObject({ view: "invalid" });
  });

  it("refuses a weak password and changes nothing", async () => {
    const user = await createSignedInUser("client");
    await settle(() =>
      forgetAction(args(fromNewAddress("/forget_password", { intent: "request", email: user.email }))),
    );
    const token = linkIn(await latestMailTo(user.email)).searchParams.get("token") ?? "";
    const weak = (await setPasswordAction(
      args(post("/set_password", { token, password: "short", confirmPassword: "short" })),
    )) as DataResult<{ errors: Record<string, string> }>;
    expect(weak.init?.status).toBe(400);
    expect(weak.data.errors.password).toBe("validation.passwordTooShort");
    await expect(signInCookie(user.email, PASSWORD)).resolves.toContain("session_token");
  });

  it("treats an expired code as dead", async () => {
    const user = await createSignedInUser("client");
    await settle(() =>
      forgetAction(args(fromNewAddress("/forget_password", { intent: "request", email: user.email }))),
    );
    const token = linkIn(await latestMailTo(user.email)).searchParams.get("token") ?? "";
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, storedCodeIdentifier(`reset-password:${token}`)));
    expect(await setPasswordLoader(args(get(`/set_password?mode=reset&token=${token}`)))).toMatchObject({
      view: "invalid",
    });
    const result = (await setPasswordAction(
      args(post("/set_password", { token, password: "a-brand-new-pass", confirmPassword: "a-brand-new-pass" })),
    )) as DataResult<{ invalidToken: boolean }>;
    expect(result.data.invalidToken).toBe(true);
  });

  it("offers the first-password request form without a code", async () => {
    const email = "first-time@test.example";
    await passwordlessUser(email);
    expect(await setPasswordLoader(args(get("/set_password")))).toMatchObject({ view: "request" });
    const response = (await settle(() =>
      setPasswordAction(args(fromNewAddress("/set_password", { intent: "request", email }))),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/confirm_send_email");
    const mail = await latestMailTo(email);
    expect(mail?.subject).toContain("Set your password");
    const link = linkIn(mail);
    expect(link.searchParams.get("mode")).toBe("first");

    const token = link.searchParams.get("token") ?? "";
    await settle(() =>
      setPasswordAction(
        args(post("/set_password", { token, password: "my-first-pass", confirmPassword: "my-first-pass" })),
      ),
    );
    await expect(signInCookie(email, "my-first-pass")).resolves.toContain("session_token");
    const [row] = await getDb().select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);
  });
});

describe("invitations", () => {
  it("are valid for 7 days and set the first password", async () => {
    const email = "invited@test.example";
    const id = await passwordlessUser(email);
    await getDb().transaction((tx) => sendInvitation(tx, { id, email }));
    const mail = await latestMailTo(email);
    expect(mail?.subject).toContain("account is ready");
    const link = linkIn(mail);
    expect(link.searchParams.get("mode")).toBe("invite");
    const token = link.searchParams.get("token") ?? "";
    const [row] = await getDb()
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, storedCodeIdentifier(`reset-password:${token}`)));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    expect(await setPasswordLoader(args(get(link.pathname + link.search)))).toMatchObject({
      view: "set",
      mode: "invite",
    });
    await settle(() =>
      setPasswordAction(
        args(post("/set_password", { token, password: "invited-pass-1", confirmPassword: "invited-pass-1" })),
      ),
    );
    await expect(signInCookie(email, "invited-pass-1")).resolves.toContain("session_token");
  });
});

describe("signing in with an emailed link", () => {
  async function requestLink(email: string) {
    return (await settle(() =>
      signInLinkAction(args(fromNewAddress("/signIn/link", { intent: "request", email }))),
    )) as Response;
  }

  it("signs in once, then the link is dead", async () => {
    const user = await createSignedInUser("client");
    const response = await requestLink(user.email);
    expect(response.headers.get("Location")).toBe("/confirm_send_email");
    const link = linkIn(await latestMailTo(user.email));
    expect(link.pathname).toBe("/signIn/link");
    const token = link.searchParams.get("token") ?? "";
    // The token is stored only as a hash.
    const stored = await getDb().select().from(verifications).where(like(verifications.identifier, "magic-link#%"));
    expect(stored.map((v) => v.identifier)).toContain(storedCodeIdentifier(`magic-link:${token}`));
    expect(stored.some((v) => v.identifier.includes(token))).toBe(false);

    expect(await signInLinkLoader(args(get(link.pathname + link.search)))).toEqual({
      view: "confirm",
      token,
      messages: expect.any(Object),
    });
    const signedIn = (await settle(() =>
      signInLinkAction(args(post("/signIn/link", { intent: "signIn", token }))),
    )) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/jobs");
    const session = await getUser(get("/", cookiesFrom(signedIn)));
    expect(session?.email).toBe(user.email);

    expect(await signInLinkLoader(args(get(link.pathname + link.search)))).toEqual({
      view: "invalid",
      token: "",
      messages: expect.any(Object),
    });
    const reused = (await signInLinkAction(args(post("/signIn/link", { intent: "signIn", token })))) as DataResult<{
      invalidToken: boolean;
    }>;
    expect(reused.init?.status).toBe(400);
    expect(reused.data.invalidToken).toBe(true);
  });

  it("drops the password of an account whose email was never proven, and keeps a proven one's", async () => {
    const unproven = await createSignedInUser("client");
    await requestLink(unproven.email);
    const token = linkIn(await latestMailTo(unproven.email)).searchParams.get("token") ?? "";
    const signedIn = (await settle(() =>
      signInLinkAction(args(post("/signIn/link", { intent: "signIn", token }))),
    )) as Response;
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
    await expect(signInCookie(unproven.email, PASSWORD)).rejects.toThrow();

    // A password set through an emailed invitation proves the address.
    const provenEmail = "proven@test.example";
    const provenId = await passwordlessUser(provenEmail);
    await getDb().transaction((tx) => sendInvitation(tx, { id: provenId, email: provenEmail }));
    const inviteToken = linkIn(await latestMailTo(provenEmail)).searchParams.get("token") ?? "";
    await settle(() =>
      setPasswordAction(
        args(
          post("/set_password", { token: inviteToken, password: "proven-pass-1", confirmPassword: "proven-pass-1" }),
        ),
      ),
    );
    await requestLink(provenEmail);
    const linkToken = linkIn(await latestMailTo(provenEmail)).searchParams.get("token") ?? "";
    const ok = (await settle(() =>
      signInLinkAction(args(post("/signIn/link", { intent: "signIn", token: linkToken }))),
    )) as Response;
    expect(ok.status).toBe(302);
    await expect(signInCookie(provenEmail, "proven-pass-1")).resolves.toContain("session_token");
  });

  it("expires after 15 minutes", async () => {
    const user = await createSignedInUser("employer", { company: "Acme" });
    await requestLink(user.email);
    const token = linkIn(await latestMailTo(user.email)).searchParams.get("token") ?? "";
    const [row] = await getDb()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "magic-link#%"))
      .orderBy(verifications.createdAt);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeLessThanOrEqual(15);
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, "magic-link#%"));
    expect(await signInLinkLoader(args(get(`/signIn/link?token=${token}`)))).toEqual({
      view: "invalid",
      token: "",
      messages: expect.any(Object),
    });
    const result = (await signInLinkAction(args(post("/signIn/link", { intent: "signIn", token })))) as DataResult<{
      invalidToken: boolean;
    }>;
    expect(result.data.invalidToken).toBe(true);
  });

  it("refuses a forged code and sends no mail for an unknown email", async () => {
    const before = await mailCount();
    const response = await requestLink("stranger@test.example");
    expect(response.headers.get("Location")).toBe("/confirm_send_email");
    expect(await mailCount()).toBe(before);
    const forged = (await signInLinkAction(
      args(post("/signIn/link", { intent: "signIn", token: "forged" })),
    )) as DataResult<{
      invalidToken: boolean;
    }>;
    expect(forged.data.invalidToken).toBe(true);
  });
});
