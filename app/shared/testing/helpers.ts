import { makeSignature } from "better-auth/crypto";
import { desc, eq } from "drizzle-orm";
import { beforeEach, vi } from "vitest";
import { insertJobs, insertUsers, jobRow, userRow as newUserRow } from "#db/factory";
import { outbox, users, type jobs } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { CLIENT_IP_HEADER, getAuth, hashPassword, signInWithPassword } from "~/shared/server/auth.server";
import { enrollSecondFactor, verifySecondStep } from "~/shared/server/second-factor.server";
import { authenticatorCode } from "~/shared/authenticator";
import type { Role, UserStatus } from "~/shared/constants";
import type { ShownToast } from "~/shared/action-result";
import { translatorFor } from "~/shared/i18n/catalog.server";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";

export const BASE = "http://localhost:3000";
export const PASSWORD = "correct-horse-battery";

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

// Hashing is deliberately slow; every test account shares one hash of PASSWORD.
let passwordHash: Promise<string> | undefined;

/** The authenticator key of the admins createSignedInUser makes (Base32, as the set-up page shows one). */
export const TEST_AUTHENTICATOR_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/**
 * Creates an account (password PASSWORD) through the data factory and gives it
 * a real database session, as signing in would, without walking the sign-in
 * flow (the sign-in tests do that). An admin has an authenticator app set up
 * (TEST_AUTHENTICATOR_SECRET) unless `secondFactor` is false, as an admin who
 * may act has: the session stands for a sign-in that passed its second step.
 */
export async function createSignedInUser(
  role: Role,
  options: {
    status?: UserStatus;
    company?: string;
    home?: { latitude: number; longitude: number };
    secondFactor?: boolean;
  } = {},
): Promise<TestUser> {
  const user = newUserRow({
    role,
    status: options.status ?? "approved",
    company: options.company ?? null,
    ...options.home,
  });
  passwordHash ??= hashPassword(PASSWORD);
  await insertUsers(getDb(), [user], await passwordHash);
  if (options.secondFactor ?? role === "admin") {
    await enrollSecondFactor(getDb(), user.id as string, TEST_AUTHENTICATOR_SECRET);
  }
  return { id: user.id as string, email: user.email, cookie: await sessionCookie(user.id as string) };
}

/** A live session of the user, as the Cookie header a browser would send. */
export async function sessionCookie(userId: string): Promise<string> {
  const ctx = await getAuth().$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const signed = `${session.token}.${await makeSignature(session.token, ctx.secret)}`;
  return `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

/**
 * Signs in with the password and, for an account with an authenticator app, the second step
 * with a code of `secret`; the session's cookies.
 */
export async function signInCookie(
  email: string,
  password: string,
  secret = TEST_AUTHENTICATOR_SECRET,
): Promise<string> {
  // A fresh address each time keeps the sign-in rate limit out of unrelated tests.
  const address = randomIp();
  const result = await signInWithPassword(
    new Request(BASE, { headers: { [CLIENT_IP_HEADER]: address } }),
    email,
    password,
  );
  if (!result.ok) throw new Error("sign-in failed: wrong email or password");
  if (!result.secondStep) return cookieHeader(result.headers);
  const waiting = cookieHeader(result.headers);
  // A code is refused a second time: an earlier sign-in in these 30 seconds may have used it.
  for (const stepsAhead of [0, 1]) {
    const code = await authenticatorCode(secret, stepsAhead);
    const step = await verifySecondStep(
      new Request(BASE, { headers: { [CLIENT_IP_HEADER]: address, Cookie: waiting } }),
      code,
    );
    if (step.ok) return cookieHeader(step.headers);
    if (step.reason !== "replayed") throw new Error(`second step failed: ${step.reason}`);
  }
  throw new Error("second step failed: both codes already used");
}

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function get(path: string, cookie?: string): Request {
  return new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {} });
}

export function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(BASE + path, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** Runs a loader or action and returns the Response it threw or returned. */
export async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

// Route modules expect the full React Router argument object; tests need only these.
export function args<P extends Record<string, string>>(request: Request, params = {} as P) {
  return { request, params, context: {}, unstable_pattern: "" } as never;
}

export function randomIp(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** The newest email kept in the outbox for an address (tests run without SMTP), once the queue is delivered. */
export async function latestMailTo(to: string) {
  await deliverDueMessages();
  const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail ?? null;
}

/** The first link in an email's plain-text part. */
export function linkIn(mail: { text: string } | null): URL {
  const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error("no link in the email");
  return new URL(link);
}

/** The cookies a response sets, as a Cookie request header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Inserts a job straight into the database (status and owner as given) and returns its id. */
export async function insertJob(ownerId: string, overrides: Partial<typeof jobs.$inferInsert> = {}): Promise<string> {
  const [id] = await insertJobs(getDb(), [jobRow(ownerId, overrides)]);
  if (!id) throw new Error("job insert returned nothing");
  return id;
}

export interface RouteOutcome {
  status: number;
  location: string | null;
  body: unknown;
}

/**
 * What a loader or action answered, however it did it: plain data (200),
 * data() with a status, or a thrown or returned Response (redirects).
 */
export async function routeOutcome(run: () => Promise<unknown>): Promise<RouteOutcome> {
  const result = await settle(run);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), body: null };
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, body: data };
  }
  return { status: 200, location: null, body: result };
}

/** What an action returns with data(): the body and the status. */
export interface DataResult<T> {
  data: T;
  init: { status: number } | null;
}

/** The outbox logs every email it keeps; tests that send mail do not need that noise. */
export function quietOutboxLog(): void {
  beforeEach(() => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
}

export async function userRow(id: string) {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A toast as an English visitor sees it, to compare with an ActionResult's `toast`. */
export function englishToast(type: "success" | "error", key: MessageKey, vars?: Vars): ShownToast {
  return { type, message: translatorFor(new Request(BASE))(key, vars) };
}
