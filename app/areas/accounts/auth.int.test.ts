import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, sessions, users } from "#db/schema";
import { action as signInAction } from "./sign-in";
import { action as signUpAction } from "./sign-up";
import { action as signOutAction } from "./sign-out";
import { CLIENT_IP_HEADER, forgetSessions, getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import {
  args,
  cookiesFrom,
  createSignedInUser,
  get,
  latestMailTo,
  linkIn,
  PASSWORD,
  post,
  quietOutboxLog,
  randomIp,
  settle,
  signInCookie,
} from "~/shared/testing/helpers";

quietOutboxLog();

function fromNewAddress(): Record<string, string> {
  return { [CLIENT_IP_HEADER]: randomIp() };
}

async function userCount() {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(users);
  return row?.n ?? 0;
}

function signUpFields(overrides: Record<string, string> = {}) {
  return {
    name: "Nour Haddad",
    email: `nour-${Math.random().toString(36).slice(2, 8)}@test.example`,
    phone: "773-555-0142",
    password: "a-good-password",
    confirmPassword: "a-good-password",
    accountType: "client",
    ...overrides,
  };
}

describe("sign-up", () => {
  it("creates an approved client with a hashed password and sends them to sign in", async () => {
    const fields = signUpFields();
    const response = (await settle(() => signUpAction(args(post("/signUp", fields))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signIn");
    expect(response.headers.get("Set-Cookie")).toContain("toast=");
    expect(response.headers.get("Set-Cookie")).not.toContain("session_token");
    const [user] = await getDb().select().from(users).where(eq(users.email, fields.email));
    expect(user).toMatchObject({ role: "client", status: "approved", name: "Nour Haddad", phone: "+17735550142" });
    const [login] = await getDb().select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(login?.providerId).toBe("credential");
    expect(login?.password).toBeTruthy();
    expect(login?.password).not.toContain(fields.password);
  });

  it("creates employers as pending with their company", async () => {
    const fields = signUpFields({ accountType: "employer", company: "Lakeside Foods" });
    await settle(() => signUpAction(args(post("/signUp", fields))));
    const [user] = await getDb().select().from(users).where(eq(users.email, fields.email));
    expect(user).toMatchObject({ role: "employer", status: "pending", company: "Lakeside Foods" });
  });

  it.each([
    [{ accountType: "employer" }, "company", "validation.companyRequired"],
    [{ password: "short", confirmPassword: "short" }, "password", "validation.passwordTooShort"],
    [{ confirmPassword: "another-password" }, "confirmPassword", "validation.passwordMismatch"],
    [{ email: "nope" }, "email", "validation.emailInvalid"],
    [{ accountType: "admin" }, "accountType", "validation.choose"],
  ])("refuses %j with a message on %s and writes nothing", async (change, field, message) => {
    const before = await userCount();
    const fields = signUpFields(change);
    const result = (await signUpAction(args(post("/signUp", fields)))) as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors[field]).toBe(message);
    expect(result.data.values.name).toBe("Nour Haddad");
    expect(result.data.values.password).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it("answers a registered email, whatever its case, exactly as a new one, mails its owner and changes nothing", async () => {
    const fields = signUpFields();
    const first = (await settle(() => signUpAction(args(post("/signUp", fields, fromNewAddress()))))) as Response;
    const welcome = await latestMailTo(fields.email);
    expect(welcome?.subject).toBe("Welcome to Harbor Jobs");
    expect(linkIn(welcome).pathname).toBe("/signIn");
    const before = await userCount();

    const again = signUpFields({
      email: fields.email.toUpperCase(),
      name: "Someone Else",
      password: "another-password",
      confirmPassword: "another-password",
    });
    const second = (await settle(() => signUpAction(args(post("/signUp", again, fromNewAddress()))))) as Response;
    // Same status, same place, same toast: the page tells nothing.
    for (const response of [first, second]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/signIn");
    }
    expect(second.headers.getSetCookie()).toEqual(first.headers.getSetCookie());
    expect(await readToast(get("/signIn", cookiesFrom(second)))).toMatchObject({
      toast: { key: "accounts.signUp.checkEmail" },
    });

    // The owner hears of it, with a way back in; the account is as it was.
    const notice = await latestMailTo(fields.email);
    expect(notice?.subject).toBe("Someone tried to sign up to Harbor Jobs with your email");
    expect(linkIn(notice).pathname).toBe("/forget_password");
    expect(await userCount()).toBe(before);
    const [user] = await getDb().select().from(users).where(eq(users.email, fields.email));
    expect(user?.name).toBe("Nour Haddad");
    await expect(signInCookie(fields.email, "another-password")).rejects.toThrow();
    await expect(signInCookie(fields.email, "a-good-password")).resolves.toContain("session_token");
  });

  it("writes the owner's notice in the language of their account", async () => {
    const owner = await createSignedInUser("client");
    await getDb().update(users).set({ locale: "fr" }).where(eq(users.id, owner.id));
    await settle(() => signUpAction(args(post("/signUp", signUpFields({ email: owner.email }), fromNewAddress()))));
    expect((await latestMailTo(owner.email))?.subject).toBe(
      "Quelqu'un a essayé de s'inscrire sur Harbor Jobs avec votre e-mail",
    );
  });

  it("limits sign-ups with one email, registered or not, to three an hour", async () => {
    const fields = signUpFields();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const result = await settle(() => signUpAction(args(post("/signUp", fields, fromNewAddress()))));
      statuses.push(result instanceof Response ? result.status : (result as { init: { status: number } }).init.status);
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
    const refused = (await signUpAction(args(post("/signUp", fields, fromNewAddress())))) as {
      data: { errors: Record<string, string> };
      init: { status: number; headers: Record<string, string> };
    };
    expect(refused.data.errors.form).toBe("accounts.signUp.tooMany");
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(3500);
  });
});

describe("sign-in", () => {
  it("sets an HttpOnly session cookie and returns to the requested location", async () => {
    const user = await createSignedInUser("client");
    const request = post(
      "/signIn",
      { email: user.email.toUpperCase(), password: PASSWORD, redirectTo: "/jobs?q=cook" },
      { [CLIENT_IP_HEADER]: randomIp() },
    );
    const response = (await settle(() => signInAction(args(request)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=cook");
    const session = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await getUser(get("/", cookie)))?.email).toBe(user.email);
  });

  it("ignores a redirect to another site", async () => {
    const user = await createSignedInUser("client");
    const request = post(
      "/signIn",
      { email: user.email, password: PASSWORD, redirectTo: "//evil.example/x" },
      { [CLIENT_IP_HEADER]: randomIp() },
    );
    const response = (await settle(() => signInAction(args(request)))) as Response;
    expect(response.headers.get("Location")).toBe("/jobs");
  });

  it("says the email or password is wrong, without a session", async () => {
    const user = await createSignedInUser("client");
    const request = post(
      "/signIn",
      { email: user.email, password: "wrong-password" },
      { [CLIENT_IP_HEADER]: randomIp() },
    );
    const result = (await signInAction(args(request))) as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(401);
    expect(result.data.errors.form).toBe("accounts.signIn.invalid");
    expect(result.data.values.email).toBe(user.email);
  });

  it("limits repeated attempts from one address", async () => {
    const ip = randomIp();
    const attempt = async () =>
      (await signInAction(
        args(post("/signIn", { email: "nobody@test.example", password: "x" }, { [CLIENT_IP_HEADER]: ip })),
      )) as {
        data: { errors: Record<string, string> };
        init: { status: number };
      };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt()).init.status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await attempt();
    expect(last.init.status).toBe(429);
    expect(last.data.errors.form).toBe("accounts.signIn.tooMany");
  });
});

describe("sign-in limits per account", () => {
  it("stops failed attempts on one account coming from many addresses, and does not count successful ones", async () => {
    const user = await createSignedInUser("client");
    const attempt = async (password: string) =>
      (await settle(() => signInAction(args(post("/signIn", { email: user.email, password }, fromNewAddress()))))) as
        Response | { data: { errors: Record<string, string> }; init: { status: number } };
    const statusOf = (result: Awaited<ReturnType<typeof attempt>>) =>
      result instanceof Response ? result.status : result.init.status;

    // A busy person signing in again and again is never locked out.
    for (let i = 0; i < 11; i++) expect(statusOf(await attempt(PASSWORD))).toBe(302);
    for (let i = 0; i < 10; i++) expect(statusOf(await attempt("wrong-password"))).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(statusOf(locked)).toBe(429);
    expect(locked instanceof Response ? null : locked.data.errors.form).toBe("accounts.signIn.tooMany");
  });
});

describe("sessions", () => {
  async function ageSession(userId: string, ages: { idleHours?: number; days?: number }) {
    const hour = 60 * 60 * 1000;
    await getDb()
      .update(sessions)
      .set({
        updatedAt: new Date(Date.now() - (ages.idleHours ?? 0) * hour),
        createdAt: new Date(Date.now() - (ages.days ?? 0) * 24 * hour),
      })
      .where(eq(sessions.userId, userId));
    // Written behind the app's back, as another process would: seen within SESSION_CACHE_SECONDS, or now once forgotten.
    forgetSessions();
  }

  it("keep the cookie for the absolute limit of 7 days", async () => {
    const user = await createSignedInUser("client");
    const response = (await settle(() =>
      signInAction(args(post("/signIn", { email: user.email, password: PASSWORD }, fromNewAddress()))),
    )) as Response;
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("end after 12 hours without a request, and are removed", async () => {
    const user = await createSignedInUser("client");
    await ageSession(user.id, { idleHours: 11.5, days: 1 });
    expect((await getUser(get("/", user.cookie)))?.id).toBe(user.id);
    await ageSession(user.id, { idleHours: 12.1, days: 1 });
    expect(await getUser(get("/", user.cookie))).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("end 7 days after sign-in however busy the person is", async () => {
    const user = await createSignedInUser("client");
    await ageSession(user.id, { idleHours: 0, days: 6.9 });
    expect((await getUser(get("/", user.cookie)))?.id).toBe(user.id);
    await ageSession(user.id, { idleHours: 0, days: 7.1 });
    expect(await getUser(get("/", user.cookie))).toBeNull();
  });
});

describe("sign-out", () => {
  it("ends the session in the database and clears the cookie", async () => {
    const user = await createSignedInUser("employer", { company: "Acme" });
    const response = (await settle(() =>
      signOutAction(args(post("/signOut", {}, { Cookie: user.cookie }))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signIn");
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    expect(await getUser(get("/", user.cookie))).toBeNull();
  });
});
