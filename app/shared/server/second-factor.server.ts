import { APIError } from "better-auth";
import { parseCookies } from "better-auth/cookies";
import { constantTimeEqual, makeSignature, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { createOTP } from "@better-auth/utils/otp";
import { and, desc, eq, gt, ne, not, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { FactoryDb } from "#db/factory";
import { sessions, twoFactors, users } from "#db/schema";
import { recordAudit } from "./audit.server";
import { forgetSessions, getAuth, setCookiesOf, signInHeaders } from "./auth.server";
import { getDb, type Db, type Tx } from "./db.server";
import { getEnv } from "./env.server";
import { allowSecondStep, clientAddress, forgiveSecondStep } from "./rate-limit.server";

// The second factor (docs/security.md, "Second factor"): better-auth's two-factor plugin keeps
// the authenticator app's secret and the recovery codes and checks the codes; this module is
// the only caller of its endpoints, and adds what it lacks: a code used once is refused again
// (the library accepts a code for 90 seconds), refused codes are recorded and rate-limited.

/** The library's cookie of a sign-in waiting for its second step (its TWO_FACTOR_COOKIE_NAME). */
const SECOND_STEP_COOKIE = "two_factor";

/** A code from the app, as the library's default (6 digits, 30 seconds) makes it. */
const APP_CODE = /^\d{6}$/;
/** A recovery code as the library makes it: ten letters and digits, shown as two groups of five. */
const RECOVERY_CODE = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/;
/**
 * The library accepts the code of the current 30 seconds and of the one on either side; a code
 * accepted once is refused for longer than it can be valid.
 */
const REPLAY_SECONDS = 120;

export type CodeRefusal = "wrong" | "replayed" | "expired" | "tooMany";
export type SecondStepResult = { ok: true; headers: Headers; userId: string } | { ok: false; reason: CodeRefusal };

/** The account whose password was just accepted on this browser, waiting for its second step. */
export async function pendingSecondStep(request: Request): Promise<{ userId: string } | null> {
  const ctx = await getAuth().$context;
  const signed = parseCookies(request.headers.get("Cookie") ?? "").get(ctx.createAuthCookie(SECOND_STEP_COOKIE).name);
  if (!signed) return null;
  const value = decodeURIComponent(signed);
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const identifier = value.slice(0, dot);
  if (!constantTimeEqual(value.slice(dot + 1), await makeSignature(identifier, ctx.secret))) return null;
  const waiting = await ctx.internalAdapter.findVerificationValue(identifier);
  if (!waiting || waiting.expiresAt <= new Date()) return null;
  return { userId: waiting.value };
}

/** Only the cookies of the second step (and the sign-in's "shared phone" mark), never a session. */
async function secondStepHeaders(request: Request): Promise<Headers> {
  const ctx = await getAuth().$context;
  const headers = signInHeaders(request);
  const cookies = parseCookies(request.headers.get("Cookie") ?? "");
  const wanted = [ctx.createAuthCookie(SECOND_STEP_COOKIE).name, ctx.authCookies.dontRememberToken.name];
  const passed = wanted.flatMap((name) => {
    const value = cookies.get(name);
    return value ? [`${name}=${value}`] : [];
  });
  const owner = headers.get("Cookie");
  headers.set("Cookie", [...(owner ? [owner] : []), ...passed].join("; "));
  return headers;
}

async function recordRefusal(request: Request, userId: string, reason: CodeRefusal, kind: string): Promise<void> {
  await getDb().transaction((tx) =>
    recordAudit(tx, {
      actorId: userId,
      action: "secondFactor.refused",
      entity: "user",
      entityId: userId,
      details: { reason, kind, address: clientAddress(request) },
    }),
  );
}

function refusalOf(error: unknown): CodeRefusal | null {
  if (!(error instanceof APIError) || error.statusCode >= 500) return null;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return "expired";
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return "tooMany";
  return "wrong";
}

// The app codes of the account accepted within REPLAY_SECONDS before `now`, as SQL.
function recentCodes(now: Date) {
  const since = new Date(now.getTime() - REPLAY_SECONDS * 1000).toISOString();
  return sql`coalesce((SELECT jsonb_agg(used) FROM jsonb_array_elements(${twoFactors.usedCodes}) AS used WHERE (used ->> 'at')::timestamptz > ${since}::timestamptz), '[]'::jsonb)`;
}

function codeIsRecent(code: string, now: Date) {
  return sql`${recentCodes(now)} @> ${JSON.stringify([{ code }])}::jsonb`;
}

/**
 * Takes an app code as used, unless it was already used within REPLAY_SECONDS: in one
 * statement, so two requests with the same code cannot both have it.
 */
async function claimCode(db: Db | Tx, userId: string, code: string): Promise<boolean> {
  const now = new Date();
  const used = JSON.stringify([{ code, at: now.toISOString() }]);
  const claimed = await db
    .update(twoFactors)
    .set({ usedCodes: sql`${recentCodes(now)} || ${used}::jsonb` })
    .where(and(eq(twoFactors.userId, userId), not(codeIsRecent(code, now))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

async function recentlyUsed(userId: string, code: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), codeIsRecent(code, new Date())));
  return Boolean(row);
}

/**
 * The second step of a password sign-in: a code from the authenticator app or a recovery code
 * (which then stops working). Starts the session; a refused code changes nothing but the
 * counters, and is recorded.
 */
export async function verifySecondStep(request: Request, typed: string): Promise<SecondStepResult> {
  const pending = await pendingSecondStep(request);
  if (!pending) return { ok: false, reason: "expired" };
  const { userId } = pending;
  const code = typed.replace(/\s/g, "");
  const recovery = RECOVERY_CODE.exec(code);
  const kind = APP_CODE.test(code) ? "app" : "recovery";
  const refuse = async (reason: CodeRefusal): Promise<SecondStepResult> => {
    await recordRefusal(request, userId, reason, kind);
    return { ok: false, reason };
  };
  const limit = await allowSecondStep(request, userId);
  if (!limit.ok) return refuse("tooMany");
  if (kind === "app" && (await recentlyUsed(userId, code))) return refuse("replayed");
  if (kind === "recovery" && !recovery) return refuse("wrong");
  const headers = await secondStepHeaders(request);
  let result;
  try {
    result =
      kind === "app"
        ? await getAuth().api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await getAuth().api.verifyBackupCode({
            body: { code: `${recovery?.[1]}-${recovery?.[2]}` },
            headers,
            returnHeaders: true,
          });
  } catch (error) {
    const reason = refusalOf(error);
    if (!reason) throw error;
    return refuse(reason);
  }
  // Another request with the same code got in first: the session just started goes again.
  if (kind === "app" && !(await claimCode(getDb(), userId, code))) {
    const { token } = result.response;
    if (token) await getDb().delete(sessions).where(eq(sessions.token, token));
    return refuse("replayed");
  }
  await forgiveSecondStep(request, userId);
  return { ok: true, headers: setCookiesOf(result.headers), userId };
}

export interface AuthenticatorSetup {
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCode: string;
  /** The same secret in Base32, for typing into the app by hand. */
  secret: string;
}

export type BeginResult = { ok: true } | { ok: false; reason: "wrongPassword" | "alreadyOn" };

/**
 * Makes a new secret for the signed-in person (replacing one never confirmed), after their
 * password; pendingSetup shows it until the app's first code confirms it.
 */
export async function beginSecondFactor(request: Request, password: string | undefined): Promise<BeginResult> {
  try {
    await getAuth().api.enableTwoFactor({ body: { password, method: "totp" }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_PASSWORD") return { ok: false, reason: "wrongPassword" };
    if (code === "TOTP_ALREADY_ENABLED") return { ok: false, reason: "alreadyOn" };
    throw error;
  }
}

/** The secret made by beginSecondFactor and not confirmed yet, to scan or type into the app. */
export async function pendingSetup(user: { id: string; email: string }): Promise<AuthenticatorSetup | null> {
  const [row] = await getDb()
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)));
  if (!row) return null;
  const ctx = await getAuth().$context;
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  // The URI the library's enableTwoFactor gave, made again the same way (its default 6 digits, 30 s).
  const uri = createOTP(secret).url(getEnv().BRAND_NAME, user.email);
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret: new URL(uri).searchParams.get("secret") ?? "",
  };
}

export type ConfirmResult =
  { ok: true; headers: Headers; recoveryCodes: string[] } | { ok: false; reason: "wrongCode" | "notBegun" };

/**
 * The first code from the app proves it is set up: the second factor is on from now, and the
 * recovery codes are returned to be shown once. The library starts a new session for it.
 */
export async function confirmSecondFactor(
  request: Request,
  user: { id: string },
  typed: string,
): Promise<ConfirmResult> {
  const code = typed.replace(/\s/g, "");
  let result;
  try {
    result = await getAuth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
  } catch (error) {
    const reason = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (reason === "TOTP_NOT_ENABLED") return { ok: false, reason: "notBegun" };
    if (refusalOf(error)) return { ok: false, reason: "wrongCode" };
    throw error;
  }
  forgetSessions();
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: user.id } });
  await getDb().transaction(async (tx) => {
    // The code just typed would otherwise also let a sign-in in within the next minute.
    await claimCode(tx, user.id, code);
    await recordAudit(tx, { actorId: user.id, action: "secondFactor.added", entity: "user", entityId: user.id });
  });
  return { ok: true, headers: setCookiesOf(result.headers), recoveryCodes: backupCodes };
}

/**
 * Staff remove another staff member's second factor (a lost phone): their next password
 * sign-in lets them in with the password alone, and an admin sets a new one up before acting.
 * In the caller's transaction, with its audit row; the caller forgets the sessions after.
 */
export async function removeSecondFactor(tx: Tx, actorId: string, userId: string): Promise<boolean> {
  const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id });
  const [changed] = await tx
    .update(users)
    .set({ twoFactorEnabled: false })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  if (removed.length === 0 && !changed) return false;
  await recordAudit(tx, { actorId, action: "secondFactor.reset", entity: "user", entityId: userId });
  return true;
}

/**
 * Sets up an authenticator app with a known secret (Base32), confirmed, with no recovery codes:
 * for the demo admin, whose code the end-to-end tests compute, and the test factory's admins.
 * The library's own encryption (BETTER_AUTH_SECRET), in the form it reads back for imported
 * secrets ("base32:").
 */
export async function enrollSecondFactor(db: FactoryDb, userId: string, base32Secret: string): Promise<void> {
  const ctx = await getAuth().$context;
  const secret = await symmetricEncrypt({ key: ctx.secretConfig, data: `base32:${base32Secret}` });
  const backupCodes = await symmetricEncrypt({ key: ctx.secretConfig, data: "[]" });
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.insert(twoFactors).values({ id: crypto.randomUUID(), userId, secret, backupCodes, verified: true });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
}

export interface SignedInDevice {
  id: string;
  current: boolean;
  signedInAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  address: string | null;
}

/** The person's live sessions, the most recently used first. */
export async function signedInDevices(userId: string, currentSessionId: string | null): Promise<SignedInDevice[]> {
  const rows = await getDb()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      userAgent: sessions.userAgent,
      address: sessions.ipAddress,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    signedInAt: row.createdAt,
    lastSeenAt: row.updatedAt,
    userAgent: row.userAgent,
    address: row.address,
  }));
}

/** Ends every session of the person but this one; how many ended. */
export async function signOutOtherDevices(userId: string, keepSessionId: string): Promise<number> {
  const ended = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  forgetSessions();
  return ended.length;
}
