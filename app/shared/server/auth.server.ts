import { APIError, betterAuth } from "better-auth";
import { createAuthMiddleware, getOAuthState } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getSessionCookie, parseCookies, setSessionCookie } from "better-auth/cookies";
import { magicLink, phoneNumber, twoFactor } from "better-auth/plugins";
import { and, eq, ne, sql } from "drizzle-orm";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import { redirect } from "react-router";
import * as schema from "#db/schema";
import { landingPath } from "~/shared/access/navigation";
import { can } from "~/shared/access/policy";
import { safeRedirectPath } from "~/shared/redirect";
import { getDb, type Db, type Tx } from "./db.server";
import { linkEmail, parsePasswordLinkMode, signInLinkEmail, type PasswordLinkMode } from "./emails.server";
import { getEnv, secureCookies } from "./env.server";
import type { Coordinates } from "./geocoder.server";
import {
  emailDomainAllowed,
  IDENTITY_PROVIDER_ID,
  identityProviderPlugins,
  NEW_PROVIDER_ACCOUNT,
  PROVIDER_STAFF_ONLY,
} from "./identity-provider.server";
import { composeSignInCodesWith, queueMail } from "./message-queue.server";
import type { TextMessage } from "./sms.server";
import { signInCodeText } from "./texts.server";
import type { PhoneNumber } from "~/shared/phone";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/shared/i18n/i18n";
import { redirectWithToast } from "./toast.server";
import type { Role, UserStatus } from "~/shared/constants";

export const CLIENT_IP_HEADER = "x-harbor-client-ip";

export const SIGN_IN_LINK_MINUTES = 15;
/** A texted sign-in code works this long, and for this many tries (then a new one is needed). */
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 3;
export const SIGN_IN_CODE_LENGTH = 6;
export const INVITATION_DAYS = 7;
/** After the password, the code from the authenticator app is asked for within this long. */
export const SECOND_STEP_MINUTES = 10;
/** A session ends after this long without a request, even on a computer left signed in. */
export const SESSION_IDLE_HOURS = 12;
/** And after this long in any case: the person signs in again at least once a week. */
export const SESSION_MAX_DAYS = 7;
// How often a used session's last-seen time is written (so the idle limit is
// exact to within this much).
const SESSION_TOUCH_SECONDS = 15 * 60;

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long this process answers from memory whom a session cookie belongs to (the user's
 * name, role and status) before asking the database again: every page runs two or three guarded
 * loaders, each of which would otherwise read the session and the user. A change made
 * through this process (signing out, a password change or reset, staff editing, suspending,
 * approving or deleting an account, a profile edit) forgets everything at once
 * (forgetSessions); one made by another process on the same database (a second server
 * process, a script) is seen within this many seconds.
 */
export const SESSION_CACHE_SECONDS = 5;
// About 1 KB each; past this the oldest go first.
const SESSION_CACHE_MAX = 10_000;

/**
 * How the library stores one-time codes (password, invitation and sign-in
 * links): their identifier ("reset-password:<code>") as "<kind>#<SHA-256>",
 * so a copy of the database holds no live link. The kind stays readable so
 * that an account's links can be revoked by kind; "#" (never ":") keeps a
 * stored value from matching the library's fallback lookup of unhashed
 * identifiers, which would otherwise accept the stored hash itself as a code.
 */
export function storedCodeIdentifier(identifier: string): string {
  const colon = identifier.indexOf(":");
  const kind = colon > 0 ? identifier.slice(0, colon) : "code";
  return `${kind}#${createHash("sha256").update(identifier).digest("base64url")}`;
}

function createAuth() {
  const env = getEnv();
  return betterAuth({
    appName: env.BRAND_NAME,
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      // Accounts are created by our own sign-up and admin actions, in one
      // transaction with the profile.
      disableSignUp: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Our own /set_password page takes the token; the mode (reset or
      // invitation) travels in the callback path given by requestPasswordLink.
      sendResetPassword: async ({ user, url, token }) => {
        const callback = new URL(url).searchParams.get("callbackURL") ?? "/set_password?mode=reset";
        const link = new URL(callback, env.BASE_URL);
        link.searchParams.set("token", token);
        const mode = parsePasswordLinkMode(link.searchParams.get("mode"));
        await queueMail(getDb(), linkEmail(user.email, mode, link.toString(), await localeOf(getDb(), user.email)));
      },
      // Opening the emailed link proved the mailbox is theirs. The library has
      // ended the account's sessions; its other links die with the old password.
      onPasswordReset: async ({ user }) => {
        await getDb().transaction(async (tx) => {
          await tx.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, user.id));
          await revokeLinks(tx, user);
        });
      },
    },
    verification: { storeIdentifier: { hash: async (identifier) => storedCodeIdentifier(identifier) } },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        disableSignUp: true,
        // Only registered people get mail; the answer to the request is the same either way.
        sendMagicLink: async ({ email, token }) => {
          const [user] = await getDb()
            .select({ locale: schema.users.locale })
            .from(schema.users)
            .where(eq(schema.users.email, email.toLowerCase()));
          if (!user) return;
          const link = new URL("/signIn/link", env.BASE_URL);
          link.searchParams.set("token", token);
          await queueMail(
            getDb(),
            signInLinkEmail(email, link.toString(), isLocale(user.locale) ? user.locale : DEFAULT_LOCALE),
          );
        },
      }),
      // Sign-in with a code texted to a client's number (docs/decisions/020). Only our code
      // reaches it (no HTTP route leads to the library's handler but the provider callback):
      // signInCodeMessage asks for a code only for a client's number, and the library creates no
      // accounts (no signUpOnVerification).
      phoneNumber({
        otpLength: SIGN_IN_CODE_LENGTH,
        expiresIn: SIGN_IN_CODE_MINUTES * 60,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        // The message queue is sending it already: the code goes back to signInCodeMessage.
        sendOTP: ({ code }) => {
          const made = madeCode.getStore();
          if (made) made.code = code;
        },
        schema: { user: { fields: { phoneNumber: "phone", phoneNumberVerified: "phoneVerified" } } },
      }),
      // An authenticator app's codes, and recovery codes, as the second step of a password
      // sign-in (docs/security.md, "Second factor"). Only our code reaches its endpoints
      // (second-factor.server.ts); no HTTP route leads to them. No "trust this device": an
      // admin's stolen laptop should not skip the step. Accounts without a password (an
      // emailed link, the identity provider) set it up without one.
      twoFactor({
        issuer: env.BRAND_NAME,
        allowPasswordless: true,
        twoFactorCookieMaxAge: SECOND_STEP_MINUTES * 60,
      }),
      ...identityProviderPlugins(),
    ],
    hooks: {
      // The library's code sign-in has no "remember me": on a shared phone the session it just
      // started is replaced by one the password sign-in's way, the library's short session
      // (a day) with a cookie that ends with the browser.
      after: createAuthMiddleware(async (ctx) => {
        // Null while a password sign-in waits for its second step.
        const started = ctx.context.newSession;
        if (!started) return;
        // The identity provider's callback: its sign-in stands for an admin's second factor.
        if (ctx.path.startsWith("/callback/")) {
          await getDb()
            .update(schema.sessions)
            .set({ viaProvider: true })
            .where(eq(schema.sessions.id, started.session.id));
        }
        if (ctx.path === "/phone-number/verify" && (ctx.body as { sharedDevice?: unknown }).sharedDevice === true) {
          const session = await ctx.context.internalAdapter.createSession(started.user.id, true);
          await ctx.context.internalAdapter.deleteSession(started.session.token);
          await setSessionCookie(ctx, { session, user: started.user }, true);
        }
        // Every way in (password, code, link, provider) ends here: what another person left on
        // this browser for offline use goes before this one's session starts (docs/decisions/018).
        const owner = deviceOwnerTag(started.user.id);
        if (ctx.getCookie(DEVICE_OWNER_COOKIE) !== owner) ctx.setHeader("Clear-Site-Data", '"storage"');
        ctx.setCookie(DEVICE_OWNER_COOKIE, owner, {
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookies(),
          path: "/",
          maxAge: DEVICE_OWNER_MAX_AGE,
        });
      }),
    },
    // The identity provider is the only way the library creates accounts or
    // logins of its own (its sign-ups are off): see docs/decisions/014.
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // A new account only for an email the provider vouches for, on the allow-list.
            if (!user.emailVerified || !emailDomainAllowed(user.email)) {
              throw new APIError("FORBIDDEN", { code: "signup_disabled", message: "No account uses this email" });
            }
          },
        },
      },
      account: {
        create: {
          before: async (account) => {
            if (account.providerId === IDENTITY_PROVIDER_ID) await dropUnprovenAccess(account.userId);
          },
        },
      },
    },
    account: {
      accountLinking: {
        // The provider's verified email is the proof, as an emailed link is:
        // staff-created accounts have never proven theirs (dropUnprovenAccess).
        requireLocalEmailVerified: false,
        // Linking under Setting: only the account's own email (docs/decisions/014).
        allowDifferentEmails: false,
      },
    },
    // Where a provider callback that cannot be tied to a sign-in (no or unknown state) ends up.
    onAPIError: { errorURL: new URL("/signIn", env.BASE_URL).toString() },
    user: {
      // The identity provider is for staff (docs/decisions/014): a provider login of any other
      // account is refused before it is linked or signed in, so it changes nothing on it.
      validateUserInfo: async ({ user, source }) => {
        if (source.oauth?.providerId !== IDENTITY_PROVIDER_ID || source.action === "create-user") return;
        const [account] = await getDb()
          .select({ role: schema.users.role, status: schema.users.status })
          .from(schema.users)
          .where(eq(schema.users.id, String(user.id)));
        if (!account || !can({ id: String(user.id), ...account }, { action: "useIdentityProvider", account })) {
          return { error: PROVIDER_STAFF_ONLY };
        }
      },
      additionalFields: {
        // The defaults are what an account the library creates starts as: only
        // the identity provider creates any (docs/decisions/014).
        role: { type: "string", input: false, required: true, defaultValue: NEW_PROVIDER_ACCOUNT.role },
        status: { type: "string", input: false, required: true, defaultValue: NEW_PROVIDER_ACCOUNT.status },
        company: { type: "string", input: false, required: false },
        // From the address: read with the session, so a job list needs no query of its own for them.
        latitude: { type: "number", input: false, required: false },
        longitude: { type: "number", input: false, required: false },
      },
    },
    // The cookie and the stored session last the absolute limit; getUser ends
    // a session idle for longer than SESSION_IDLE_HOURS (the library has no
    // idle limit of its own besides its expiry, which would also end the
    // cookie of someone active all along, since loaders do not pass on the
    // refreshed cookie). No cookie cache: see docs/security.md ("Accounts");
    // getUser keeps a short one in memory instead (SESSION_CACHE_SECONDS).
    session: {
      expiresIn: SESSION_MAX_DAYS * 24 * 60 * 60,
      updateAge: SESSION_TOUCH_SECONDS,
      additionalFields: { viaProvider: { type: "boolean", input: false, required: false, defaultValue: false } },
    },
    // Our limits (rate-limit.server.ts) count per address and per account in
    // the database; the library's count only per address, and only requests
    // that pass through its HTTP handler.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies(),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    // Failed sign-ins are logged as warnings; tests exercise them on purpose.
    logger: { level: env.NODE_ENV === "test" ? "error" : "warn" },
  });
}

type Auth = ReturnType<typeof createAuth>;
let authInstance: Auth | undefined;

export function getAuth(): Auth {
  authInstance ??= createAuth();
  return authInstance;
}

export async function hashPassword(password: string): Promise<string> {
  const ctx = await getAuth().$context;
  return ctx.password.hash(password);
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  company: string | null;
  /** From the address; null without one (no distances then). */
  origin: Coordinates | null;
  /** An authenticator app is set up: a password sign-in asks for its code. */
  secondFactor: boolean;
  /** This session was started by the agency's identity provider. */
  viaProvider: boolean;
}

/** Idle for too long, or too old: the session must end even though the library still accepts it. */
export function sessionOutlived(session: { createdAt: Date; updatedAt: Date }, now = Date.now()): boolean {
  return (
    now - session.updatedAt.getTime() > SESSION_IDLE_HOURS * HOUR_MS ||
    now - session.createdAt.getTime() > SESSION_MAX_DAYS * 24 * HOUR_MS
  );
}

interface LiveSession {
  user: SessionUser;
  session: { id: string; createdAt: Date; updatedAt: Date };
}

/** Lookups by session cookie value, kept while they are pending too, so a page's loaders share one. */
const knownSessions = new Map<string, { readAt: number; lookup: Promise<LiveSession | null> }>();

/** After a change to accounts or sessions: every request reads its session from the database again. */
export function forgetSessions(): void {
  knownSessions.clear();
}

/**
 * The request's session, from memory when this process read it less than
 * SESSION_CACHE_SECONDS ago. The key is the whole signed cookie value: only a
 * value the library has verified is ever stored, and only that value finds it.
 */
function lookupSession(request: Request, sessionCookieName: string): Promise<LiveSession | null> {
  const cookie = parseCookies(request.headers.get("Cookie") ?? "").get(sessionCookieName);
  if (!cookie) return Promise.resolve(null);
  const now = Date.now();
  const known = knownSessions.get(cookie);
  if (known && now - known.readAt < SESSION_CACHE_SECONDS * 1000) return known.lookup;
  const lookup = readSession(request);
  const entry = { readAt: now, lookup };
  knownSessions.delete(cookie);
  knownSessions.set(cookie, entry);
  if (knownSessions.size > SESSION_CACHE_MAX) knownSessions.delete(knownSessions.keys().next().value as string);
  // A failed read (the database away) is not remembered.
  lookup.catch(() => {
    if (knownSessions.get(cookie) === entry) knownSessions.delete(cookie);
  });
  return lookup;
}

async function readSession(request: Request): Promise<LiveSession | null> {
  const found = await getAuth().api.getSession({ headers: request.headers });
  if (!found) return null;
  const u = found.user;
  return {
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role as Role,
      status: u.status as UserStatus,
      company: u.company ?? null,
      origin:
        typeof u.latitude === "number" && typeof u.longitude === "number"
          ? { latitude: u.latitude, longitude: u.longitude }
          : null,
      secondFactor: u.twoFactorEnabled === true,
      viaProvider: found.session.viaProvider === true,
    },
    session: { id: found.session.id, createdAt: found.session.createdAt, updatedAt: found.session.updatedAt },
  };
}

async function getLiveSession(request: Request): Promise<LiveSession | null> {
  const ctx = await getAuth().$context;
  const live = await lookupSession(request, ctx.authCookies.sessionToken.name);
  if (!live) return null;
  if (sessionOutlived(live.session)) {
    await getDb().delete(schema.sessions).where(eq(schema.sessions.id, live.session.id));
    forgetSessions();
    return null;
  }
  return live;
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const live = await getLiveSession(request);
  // A copy: the remembered one serves other requests.
  return live && { ...live.user };
}

function locationOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

async function clearSessionHeaders(): Promise<Headers> {
  const ctx = await getAuth().$context;
  const headers = new Headers();
  for (const cookie of [ctx.authCookies.sessionToken, ctx.authCookies.sessionData, ctx.authCookies.dontRememberToken]) {
    const secure = cookie.attributes.secure ? "; Secure" : "";
    headers.append("Set-Cookie", `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const target = `/signIn?redirectTo=${encodeURIComponent(locationOf(request))}`;
  // A cookie without a live session means the account or session was removed.
  if (getSessionCookie(request)) {
    throw await redirectWithToast(
      target,
      { type: "error", key: "auth.activeAccountRequired" },
      { headers: await clearSessionHeaders() },
    );
  }
  throw redirect(target);
}

/** Signed-in users who open a public page go to where they were going. */
export async function redirectSignedIn(request: Request): Promise<void> {
  const user = await getUser(request);
  if (user) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo) ?? landingPath(user.role));
  }
}

/** The client's address and browser, for work done on a request's behalf (a sign-in records them in the session). */
export function forwardedHeaders(request: Request): Headers {
  const headers = new Headers();
  const ip = request.headers.get(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  return headers;
}

/**
 * Whose offline copies this browser keeps: set at each sign-in, so that the next sign-in of
 * another account clears them (Clear-Site-Data). A digest, so the cookie does not name the account.
 */
const DEVICE_OWNER_COOKIE = "harbor_device_owner";
// Browsers keep a cookie at most 400 days.
const DEVICE_OWNER_MAX_AGE = 400 * 24 * 60 * 60;

function deviceOwnerTag(userId: string): string {
  return createHash("sha256").update(`${getEnv().BETTER_AUTH_SECRET}:device-owner:${userId}`).digest("base64url");
}

/** The headers a sign-in through the library needs: the client's, and whose copies the browser keeps. */
export function signInHeaders(request: Request): Headers {
  const headers = forwardedHeaders(request);
  const owner = parseCookies(request.headers.get("Cookie") ?? "").get(DEVICE_OWNER_COOKIE);
  if (owner) headers.set("Cookie", `${DEVICE_OWNER_COOKIE}=${owner}`);
  return headers;
}

/**
 * A password that works: signed in, or (secondStep) only the second step's cookie set, and the
 * code from the authenticator app still to come (second-factor.server.ts).
 */
export type SignInResult = { ok: true; headers: Headers; secondStep: boolean } | { ok: false };

/**
 * Checks the password and starts a session; the caller applies the rate limits first. On a
 * shared device the library's "don't remember me" applies: the cookie ends with the browser.
 */
export async function signInWithPassword(
  request: Request,
  email: string,
  password: string,
  sharedDevice = false,
): Promise<SignInResult> {
  try {
    const result = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: !sharedDevice },
      headers: signInHeaders(request),
      returnHeaders: true,
    });
    const secondStep = "twoFactorRedirect" in result.response && result.response.twoFactorRedirect === true;
    return { ok: true, headers: setCookiesOf(result.headers), secondStep };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 401) return { ok: false };
    throw error;
  }
}

/** Signed in as "This is a shared phone": the library marks such a session with a cookie of its own. */
export async function onSharedDevice(request: Request): Promise<boolean> {
  const ctx = await getAuth().$context;
  return parseCookies(request.headers.get("Cookie") ?? "").has(ctx.authCookies.dontRememberToken.name);
}

export async function signOut(request: Request): Promise<Headers> {
  const headers = await clearSessionHeaders();
  const user = await getUser(request);
  if (user) {
    const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    forgetSessions();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  return headers;
}

/** Emails a single-use link to /set_password; says nothing about whether the email exists. */
export async function requestPasswordLink(email: string, mode: PasswordLinkMode): Promise<void> {
  await getAuth().api.requestPasswordReset({
    body: { email, redirectTo: `/set_password?mode=${mode}` },
  });
}

export async function setPasswordWithToken(
  token: string,
  newPassword: string,
): Promise<{ ok: true } | { ok: false; reason: "invalidToken" }> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } });
    // The library ended the account's sessions.
    forgetSessions();
    return { ok: true };
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_TOKEN") return { ok: false, reason: "invalidToken" };
    throw error;
  }
}

/**
 * Only the cookies of a library answer, to pass on to the browser; of a cookie set twice
 * (the shared-phone hook sets the session again) only the last, which the browser would keep.
 */
export function setCookiesOf(headers: Headers): Headers {
  const byName = new Map<string, string>();
  for (const cookie of headers.getSetCookie()) {
    const name = cookie.slice(0, cookie.indexOf("="));
    byName.delete(name);
    byName.set(name, cookie);
  }
  const out = new Headers();
  for (const cookie of byName.values()) out.append("Set-Cookie", cookie);
  // The sign-in hook's clearing of another person's offline copies.
  const clear = headers.get("Clear-Site-Data");
  if (clear) out.set("Clear-Site-Data", clear);
  return out;
}

/** Whether an emailed /set_password code still works (exists, unused, not expired). */
export async function passwordTokenIsLive(token: string): Promise<boolean> {
  const ctx = await getAuth().$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}

/**
 * Emails a staff-created user a link to choose their password, in the transaction that creates
 * or re-invites them. It is the library's reset code, stored the way its reset flow stores one
 * (storedCodeIdentifier), but valid for 7 days instead of the one hour of a reset.
 */
export async function sendInvitation(tx: Tx, user: { id: string; email: string }): Promise<void> {
  const env = getEnv();
  const token = randomBytes(18).toString("base64url");
  await tx.insert(schema.verifications).values({
    id: randomBytes(16).toString("base64url"),
    identifier: storedCodeIdentifier(`reset-password:${token}`),
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  const link = new URL("/set_password", env.BASE_URL);
  link.searchParams.set("mode", "invite");
  link.searchParams.set("token", token);
  await queueMail(tx, linkEmail(user.email, "invite", link.toString(), await localeOf(tx, user.email)));
}

/** The language an account chose (kept on the account by the switcher), for the emails it gets. */
async function localeOf(db: Db | Tx, email: string): Promise<Locale> {
  const [user] = await db
    .select({ locale: schema.users.locale })
    .from(schema.users)
    .where(eq(schema.users.email, email.toLowerCase()));
  return isLocale(user?.locale) ? user.locale : DEFAULT_LOCALE;
}

/** Emails a one-time sign-in link (15 minutes); says nothing about whether the email exists. */
export async function requestSignInLink(email: string): Promise<void> {
  await getAuth().api.signInMagicLink({ body: { email }, headers: new Headers() });
}

export async function signInLinkIsLive(token: string): Promise<boolean> {
  const ctx = await getAuth().$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`magic-link:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}

/**
 * Whether using this sign-in link will drop a password: the library removes
 * the logins of an account whose email was never proven (someone may have
 * registered another person's address), and the link is that proof.
 */
async function linkDropsPassword(token: string): Promise<boolean> {
  const ctx = await getAuth().$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`magic-link:${token}`);
  let email: unknown;
  try {
    email = (JSON.parse(verification?.value ?? "{}") as { email?: unknown }).email;
  } catch {
    return false;
  }
  if (typeof email !== "string") return false;
  const [row] = await getDb()
    .select({ verified: schema.users.emailVerified, password: schema.accounts.password })
    .from(schema.users)
    .innerJoin(schema.accounts, eq(schema.accounts.userId, schema.users.id))
    .where(and(eq(schema.users.email, email.toLowerCase()), eq(schema.accounts.providerId, "credential")));
  return Boolean(row && !row.verified && row.password);
}

/** Uses up an emailed sign-in link and starts a session. */
export async function signInWithLink(
  request: Request,
  token: string,
): Promise<{ ok: true; headers: Headers; role: Role; passwordDropped: boolean } | { ok: false }> {
  const passwordDropped = await linkDropsPassword(token);
  try {
    const result = await getAuth().api.magicLinkVerify({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    const headers = setCookiesOf(result.headers);
    const user = result.response.user as typeof result.response.user & { role: Role };
    return { ok: true, headers, role: user.role, passwordDropped };
  } catch (error) {
    // The library answers a bad, used or expired token, or an account that is
    // gone, with an error redirect (an APIError of its HTTP layer, a different
    // class from the one better-auth exports, hence the name check).
    if (error instanceof Error && error.name === "APIError") return { ok: false };
    throw error;
  }
}

/** Where the library's sendOTP leaves the code it made, for the signInCodeMessage that asked. */
const madeCode = new AsyncLocalStorage<{ code?: string }>();

/**
 * A new sign-in code for a client's number, as the text that carries it; null for any other
 * number (unknown, or an employer's or admin's), which gets nothing. The message queue calls it
 * when the text is due (queueSignInCode): the page has answered alike for every number by then.
 */
async function signInCodeMessage(phone: PhoneNumber): Promise<TextMessage | null> {
  const [client] = await getDb()
    .select({ locale: schema.users.locale })
    .from(schema.users)
    .where(and(eq(schema.users.phone, phone), eq(schema.users.role, "client")));
  if (!client) return null;
  const made: { code?: string } = {};
  await madeCode.run(made, () => getAuth().api.sendPhoneNumberOTP({ body: { phoneNumber: phone } }));
  if (!made.code) throw new Error("The library made no sign-in code");
  const locale = isLocale(client.locale) ? client.locale : DEFAULT_LOCALE;
  return signInCodeText(phone, made.code, locale, SIGN_IN_CODE_MINUTES);
}
composeSignInCodesWith(signInCodeMessage);

/**
 * Uses up a texted code and starts a session. A wrong, used, expired or unknown code, one tried
 * too often, and a number with no code all fail alike, so the answer tells nothing about the number.
 */
export async function signInWithCode(
  request: Request,
  phone: PhoneNumber,
  code: string,
  sharedDevice: boolean,
): Promise<{ ok: true; headers: Headers; role: Role; locale: string | null } | { ok: false }> {
  try {
    const result = await getAuth().api.verifyPhoneNumber({
      body: { phoneNumber: phone, code, sharedDevice },
      headers: signInHeaders(request),
      returnHeaders: true,
    });
    const user = result.response.user as unknown as { role: Role; locale?: string | null } | null;
    if (!user) return { ok: false };
    return { ok: true, headers: setCookiesOf(result.headers), role: user.role, locale: user.locale ?? null };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false };
    throw error;
  }
}

export type ChangePasswordResult =
  { ok: true; headers: Headers } | { ok: false; reason: "wrongPassword" | "noPassword" };

/**
 * Re-authenticates with the current password, sets the new one and ends every
 * other session; the new session cookie comes back in the headers.
 */
export async function changePassword(
  request: Request,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  try {
    const result = await getAuth().api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // Other sessions ended with the old password; so do its emailed links.
    forgetSessions();
    await revokeLinks(getDb(), { id: result.response.user.id, email: result.response.user.email });
    return { ok: true, headers: setCookiesOf(result.headers) };
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_PASSWORD") return { ok: false, reason: "wrongPassword" };
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return { ok: false, reason: "noPassword" };
    throw error;
  }
}

/**
 * Deletes the account's unused one-time links: password and invitation codes
 * (stored with the account's id) and sign-in links (stored with its email).
 */
export async function revokeLinks(db: Db | Tx, user: { id: string; email: string }): Promise<void> {
  const { verifications } = schema;
  // Only sign-in link rows hold JSON; the CASE keeps the cast away from the others.
  const linkEmail = sql`lower(CASE WHEN ${verifications.identifier} LIKE 'magic-link#%' THEN ${verifications.value}::jsonb ->> 'email' END)`;
  await db
    .delete(verifications)
    .where(
      sql`(${verifications.identifier} LIKE 'reset-password#%' AND ${verifications.value} = ${user.id}) OR ${linkEmail} = ${user.email.toLowerCase()}`,
    );
}

/**
 * Ends what someone holding the account's old email or password could still
 * use: its emailed links and its sessions, except the one given (the person
 * making the change keeps theirs). Inside a transaction, the caller forgets
 * the sessions (forgetSessions) once it has committed.
 */
export async function revokeAccountAccess(
  db: Db | Tx,
  user: { id: string; email: string },
  keepSessionId?: string,
): Promise<void> {
  await revokeLinks(db, user);
  const { sessions } = schema;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** The id of the request's live session, if any. */
export async function getSessionId(request: Request): Promise<string | null> {
  return (await getLiveSession(request))?.session.id ?? null;
}

/**
 * A first sign-in through the identity provider to an account whose email was
 * never proven (someone may have registered another person's address): as an
 * emailed sign-in link does, it ends the password, links and sessions of
 * whoever registered it. Linking under Setting keeps them: the signed-in owner
 * has proven both.
 */
async function dropUnprovenAccess(userId: string): Promise<void> {
  if ((await getOAuthState())?.link) return;
  const { users, accounts } = schema;
  const dropped = await getDb().transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.emailVerified) return false;
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    await revokeAccountAccess(tx, user);
    return true;
  });
  if (dropped) forgetSessions();
}

export type ProviderRedirect = { ok: true; url: string; headers: Headers } | { ok: false };

/**
 * The library's answer to a redirect to the identity provider: its URL, and the
 * state cookie the callback checks. No provider (discovery failed: the provider
 * is down or misconfigured) is { ok: false }.
 */
async function providerRedirect(
  start: () => Promise<{ headers: Headers; response: { url?: string } }>,
): Promise<ProviderRedirect> {
  try {
    const result = await start();
    if (!result.response.url) return { ok: false };
    return { ok: true, url: result.response.url, headers: setCookiesOf(result.headers) };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 404) return { ok: false };
    throw error;
  }
}

/** Starts signing in at the identity provider; it answers at /api/auth/callback/agency. */
export async function startProviderSignIn(redirectTo: string | null): Promise<ProviderRedirect> {
  return providerRedirect(() =>
    getAuth().api.signInSocial({
      body: {
        provider: IDENTITY_PROVIDER_ID,
        // /signIn sends a signed-in person on to where they were going; errors come back as ?error=.
        callbackURL: redirectTo ? `/signIn?redirectTo=${encodeURIComponent(redirectTo)}` : "/signIn",
        errorCallbackURL: "/signIn",
        disableRedirect: true,
      },
      returnHeaders: true,
    }),
  );
}

/** Starts linking the signed-in person's account to the identity provider; back to Setting either way. */
export async function startProviderLink(request: Request): Promise<ProviderRedirect> {
  return providerRedirect(() =>
    getAuth().api.linkSocialAccount({
      body: {
        provider: IDENTITY_PROVIDER_ID,
        callbackURL: "/profile/account?linked=1",
        errorCallbackURL: "/profile/account",
        disableRedirect: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

/** The identity provider's answer (sign-in or link), checked and finished by the library's own callback. */
export async function handleProviderCallback(request: Request): Promise<Response> {
  return getAuth().handler(request);
}

/** Which ways in an account has: a password, the identity provider. */
export async function signInMethodsOf(
  userId: string,
  db: Db | Tx = getDb(),
): Promise<{ password: boolean; provider: boolean }> {
  const rows = await db
    .select({ providerId: schema.accounts.providerId, password: schema.accounts.password })
    .from(schema.accounts)
    .where(eq(schema.accounts.userId, userId));
  return {
    password: rows.some((row) => row.providerId === "credential" && row.password),
    provider: rows.some((row) => row.providerId === IDENTITY_PROVIDER_ID),
  };
}

/** Removes the identity provider from an account, only while a password still lets the person in. */
export async function unlinkProvider(userId: string): Promise<"unlinked" | "notLinked" | "noPassword"> {
  return getDb().transaction(async (tx) => {
    const methods = await signInMethodsOf(userId, tx);
    if (!methods.provider) return "notLinked";
    if (!methods.password) return "noPassword";
    const { accounts } = schema;
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, IDENTITY_PROVIDER_ID)));
    return "unlinked";
  });
}
