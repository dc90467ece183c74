import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getSessionCookie } from "better-auth/cookies";
import { redirect } from "react-router";
import * as schema from "#db/schema";
import type { Role, UserStatus } from "#db/schema";
import { canVisit, landingPath } from "~/domain/navigation";
import { safeRedirectPath } from "~/domain/redirect";
import { getDb } from "./db.server";
import { linkEmail, type PasswordLinkMode } from "./emails.server";
import { getEnv } from "./env.server";
import { sendMail } from "./mail.server";
import { redirectWithToast } from "./toast.server";

export const CLIENT_IP_HEADER = "x-harbor-client-ip";

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
        const mode = link.searchParams.get("mode") === "invite" ? "invite" : "reset";
        await sendMail(linkEmail(user.email, mode, link.toString()));
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", input: false, required: true },
        status: { type: "string", input: false, required: true },
        phone: { type: "string", input: false, required: false },
        company: { type: "string", input: false, required: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "memory",
      window: 60,
      max: 200,
      customRules: { "/sign-in/email": { window: 60, max: env.SIGNIN_RATE_LIMIT } },
    },
    advanced: {
      useSecureCookies: env.NODE_ENV === "production",
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
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role as Role,
    status: u.status as UserStatus,
    company: u.company ?? null,
  };
}

function locationOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

async function clearSessionHeaders(): Promise<Headers> {
  const ctx = await getAuth().$context;
  const headers = new Headers();
  for (const cookie of [ctx.authCookies.sessionToken, ctx.authCookies.sessionData]) {
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

/** Sends users whose role may not open this path to their landing page. */
export async function requireVisitor(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!canVisit(user.role, new URL(request.url).pathname)) throw redirect("/");
  return user;
}

export async function requireRole(request: Request, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw redirect("/");
  return user;
}

/** Signed-in users who open a public page go to where they were going. */
export async function redirectSignedIn(request: Request): Promise<void> {
  const user = await getUser(request);
  if (user) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo) ?? landingPath(user.role));
  }
}

export type SignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "invalid" | "tooMany" };

// Goes through the library's HTTP handler (not auth.api) so that its
// sign-in rate limit applies.
export async function signInWithPassword(
  request: Request,
  email: string,
  password: string,
): Promise<SignInResult> {
  const env = getEnv();
  const headers = new Headers({ "content-type": "application/json", origin: env.BASE_URL });
  const ip = request.headers.get(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  const response = await getAuth().handler(
    new Request(new URL("/api/auth/sign-in/email", env.BASE_URL), {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password, rememberMe: true }),
    }),
  );
  if (response.ok) {
    const out = new Headers();
    for (const cookie of response.headers.getSetCookie()) out.append("Set-Cookie", cookie);
    return { ok: true, headers: out };
  }
  if (response.status === 429) return { ok: false, reason: "tooMany" };
  if (response.status === 401 || response.status === 400) return { ok: false, reason: "invalid" };
  throw new Error(`Sign-in failed with status ${response.status}: ${await response.text()}`);
}

export async function signOut(request: Request): Promise<Headers> {
  const headers = await clearSessionHeaders();
  const user = await getUser(request);
  if (user) {
    const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
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
    return { ok: true };
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_TOKEN") return { ok: false, reason: "invalidToken" };
    throw error;
  }
}
