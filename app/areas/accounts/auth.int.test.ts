import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, users } from "#db/schema";
import { action as signInAction } from "./sign-in";
import { action as signUpAction } from "./sign-up";
import { action as signOutAction } from "./sign-out";
import { CLIENT_IP_HEADER, getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, PASSWORD, post, randomIp, settle } from "~/shared/testing/helpers";

async function userCount() {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(users);
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
    expect(user).toMatchObject({ role: "client", status: "approved", name: "Nour Haddad", phone: "773-555-0142" });
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

  it("refuses an email that is already registered, whatever its case", async () => {
    const fields = signUpFields();
    await settle(() => signUpAction(args(post("/signUp", fields))));
    const before = await userCount();
    const again = signUpFields({ email: fields.email.toUpperCase() });
    const result = (await signUpAction(args(post("/signUp", again)))) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.email).toBe("validation.emailTaken");
    expect(await userCount()).toBe(before);
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
    const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
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
    expect(response.headers.get("Location")).toBe("/");
  });

  it("says the email or password is wrong, without a session", async () => {
    const user = await createSignedInUser("client");
    const request = post("/signIn", { email: user.email, password: "wrong-password" }, { [CLIENT_IP_HEADER]: randomIp() });
    const result = (await signInAction(args(request))) as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(401);
    expect(result.data.errors.form).toBe("signIn.invalid");
    expect(result.data.values.email).toBe(user.email);
  });

  it("limits repeated attempts from one address", async () => {
    const ip = randomIp();
    const attempt = async () =>
      (await signInAction(args(post("/signIn", { email: "nobody@test.example", password: "x" }, { [CLIENT_IP_HEADER]: ip })))) as {
        data: { errors: Record<string, string> };
        init: { status: number };
      };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt()).init.status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await attempt();
    expect(last.init.status).toBe(429);
    expect(last.data.errors.form).toBe("signIn.tooMany");
  });
});

describe("sign-out", () => {
  it("ends the session in the database and clears the cookie", async () => {
    const user = await createSignedInUser("employer", { company: "Acme" });
    const response = (await settle(() => signOutAction(args(post("/signOut", {}, { Cookie: user.cookie }))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signIn");
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    expect(await getUser(get("/", user.cookie))).toBeNull();
  });
});
