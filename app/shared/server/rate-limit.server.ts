import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { data } from "react-router";
import { rateLimits } from "#db/schema";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { addressKey } from "./address-key";
import { CLIENT_IP_HEADER } from "./auth.server";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";

/**
 * A fixed-window limit: at most `max` hits per `windowSeconds` for one subject
 * (a client address or an account's email). The counters live in the database
 * (one upsert per hit, atomic on PostgreSQL and PGlite alike), so every app
 * process shares them and a restart forgets nothing.
 */
export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
}

export type Limit = { ok: true } | { ok: false; retryAfterSeconds: number };

const MINUTE = 60;

/** The limits of the account flows; docs/security.md ("Accounts") lists them. */
export function accountRules() {
  return {
    // Every sign-in attempt from one address (SIGNIN_RATE_LIMIT a minute).
    signInAddress: { name: "sign-in-ip", max: getEnv().SIGNIN_RATE_LIMIT, windowSeconds: MINUTE },
    // Failed sign-ins on one account, from anywhere: guessing spread over many addresses.
    signInAccount: { name: "sign-in-account", max: 10, windowSeconds: 15 * MINUTE },
    // Generous per address: an agency office signs many people up behind one address.
    signUpAddress: { name: "sign-up-ip", max: 30, windowSeconds: 60 * MINUTE },
    // Each sign-up mails the address (welcome, or "someone tried"), so this bounds that mail.
    signUpEmail: { name: "sign-up-email", max: 3, windowSeconds: 60 * MINUTE },
    linkAddress: { name: "link-ip", max: 10, windowSeconds: 10 * MINUTE },
    linkEmail: { name: "link-email", max: 1, windowSeconds: MINUTE },
    // Failed checks of emailed and texted codes (password and sign-in links, sign-in codes) from one address.
    codeAddress: { name: "code-ip", max: 30, windowSeconds: 10 * MINUTE },
    // Texted sign-in codes: each one costs money and interrupts the phone's owner. Guesses count
    // against the code (SIGN_IN_CODE_ATTEMPTS, then it is dead) and the address (codeAddress),
    // never the number alone, which would let anyone lock its owner out: so the codes a number
    // gets also bound the guesses at it, to 3 × 3 per 15 minutes, each texting the owner.
    textCodeAddress: { name: "text-code-ip", max: 10, windowSeconds: 10 * MINUTE },
    textCodeNumber: { name: "text-code-number", max: 3, windowSeconds: 15 * MINUTE },
    // Codes typed at the second step of a password sign-in (authenticator app or recovery code),
    // per account: the password is known by then, so this bounds the guesses at the code.
    secondStepAccount: { name: "second-step-account", max: 10, windowSeconds: 15 * MINUTE },
    // Guesses at the current password on the change-password form, per account.
    passwordChange: { name: "password-change", max: 5, windowSeconds: 15 * MINUTE },
  } satisfies Record<string, RateRule>;
}

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits of what a signed-in person writes (anyone can make a client or employer
 * account); docs/security.md ("Abuse limits") lists them. Each is far above what a
 * real person does in its window, and is counted per account; reports also per
 * address and per job, since a report can hide a job.
 */
export function writeRules() {
  return {
    reportAccount: { name: "report-account", max: 10, windowSeconds: DAY },
    // Per address, not per account: throwaway accounts from one place share it.
    reportAddress: { name: "report-ip", max: 20, windowSeconds: DAY },
    // However many people report one job, its employer and staff are notified of a bounded number.
    reportJob: { name: "report-job", max: 20, windowSeconds: DAY },
    // "I want this job" and withdrawing such a request: each one reaches staff.
    jobRequest: { name: "job-request", max: 30, windowSeconds: DAY },
    // "I can't come" to an interview: each one reaches staff, and an interview takes it once.
    cantCome: { name: "cant-come", max: 20, windowSeconds: DAY },
    // Making, changing and stopping job alerts (each alert sends email).
    alert: { name: "alert", max: 30, windowSeconds: HOUR },
    // Stop links from emails, per address: no account is signed in.
    alertStopAddress: { name: "alert-stop-ip", max: 30, windowSeconds: HOUR },
    // The save star: a person browsing may tap it often (600, a tap every six seconds for an hour).
    // Load tests, which save thousands of jobs on one account, raise it (SAVE_RATE_LIMIT).
    save: { name: "save", max: getEnv().SAVE_RATE_LIMIT, windowSeconds: HOUR },
    // Name, phone, address, language and linked sign-in of one's own account.
    profile: { name: "profile", max: 30, windowSeconds: HOUR },
    // New jobs go to staff review: this bounds what one employer puts in the queue.
    jobPost: { name: "job-post", max: 50, windowSeconds: DAY },
    // Edits, closing, reopening and deleting one's own jobs.
    jobChange: { name: "job-change", max: 200, windowSeconds: HOUR },
  } satisfies Record<string, RateRule>;
}

// The table holds hashes, not the addresses and emails people typed.
function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}:${createHash("sha256").update(subject.trim().toLowerCase()).digest("base64url")}`;
}

const CLEANUP_EVERY_MS = 60_000;
let nextCleanupAt = 0;

// Counters past their window are dead weight; one process removes them now and then.
async function removeExpiredCounters(): Promise<void> {
  const now = Date.now();
  if (now < nextCleanupAt) return;
  nextCleanupAt = now + CLEANUP_EVERY_MS;
  await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`));
}

/** Counts one hit; refused (with the seconds to wait) once the subject is past the rule's max. */
export async function hitLimit(rule: RateRule, subject: string): Promise<Limit> {
  await removeExpiredCounters();
  const window = sql`now() + ${rule.windowSeconds} * interval '1 second'`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${window} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch FROM ${rateLimits.resetAt} - now())))::int`,
    });
  if (!row) throw new Error("rate limit upsert returned no row");
  return row.count <= rule.max ? { ok: true } : { ok: false, retryAfterSeconds: row.retryAfterSeconds };
}

/** Takes back a hit that turned out fine, so that only failures count against the subject. */
export async function forgiveHit(rule: RateRule, subject: string): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), gt(rateLimits.resetAt, sql`now()`)));
}

/** The client's address as per-address limits count it: IPv6 by its /64 (addressKey). */
export function clientAddress(request: Request): string {
  // Set only by our server from the socket (or the trusted proxy), never by the client.
  return addressKey(request.headers.get(CLIENT_IP_HEADER) || "unknown");
}

/**
 * Counts one hit of each rule on its subject, in order; the first past its max
 * throws a 429 whose message, in the person's language, the error page shows
 * (like a guard's 403, so every route answers alike, with or without JavaScript).
 * Call it before the write, so a refused request changes nothing.
 */
export async function requireWithinLimits(request: Request, hits: [RateRule, string][]): Promise<void> {
  for (const [rule, subject] of hits) {
    const limit = await hitLimit(rule, subject);
    if (!limit.ok) throw tooManyRequests(request, limit.retryAfterSeconds);
  }
}

/** A limit's refusal: the page's message in the person's language, and when to come back. */
export function tooManyRequests(request: Request, retryAfterSeconds: number) {
  const message = translatorFor(request)("errors.tooManyBody");
  return data({ message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

// The address is counted first: a refused client uses up nobody's per-email allowance.
async function hitBoth(addressRule: RateRule, address: string, emailRule: RateRule, email: string): Promise<Limit> {
  const byAddress = await hitLimit(addressRule, address);
  if (!byAddress.ok) return byAddress;
  return hitLimit(emailRule, email);
}

/**
 * A sign-in attempt: counted per client address and per account. Counted
 * whether or not the email is registered, so the answer gives nothing away;
 * a successful sign-in is then forgiven on the account (forgiveSignIn).
 */
export function allowSignIn(request: Request, email: string): Promise<Limit> {
  const rules = accountRules();
  return hitBoth(rules.signInAddress, clientAddress(request), rules.signInAccount, email);
}

/** Starting a sign-in at the identity provider (each stores a state row) counts as an attempt from the address. */
export function allowProviderSignIn(request: Request): Promise<Limit> {
  return hitLimit(accountRules().signInAddress, clientAddress(request));
}

export function forgiveSignIn(email: string): Promise<void> {
  return forgiveHit(accountRules().signInAccount, email);
}

export function allowSignUp(request: Request, email: string): Promise<Limit> {
  const rules = accountRules();
  return hitBoth(rules.signUpAddress, clientAddress(request), rules.signUpEmail, email);
}

/**
 * Emailed links (password, sign-in): one per minute to an address, ten per ten
 * minutes from one client. Counted whether or not the email is registered, so
 * the answer gives nothing away.
 */
export function allowLinkEmail(request: Request, email: string): Promise<Limit> {
  const rules = accountRules();
  return hitBoth(rules.linkAddress, clientAddress(request), rules.linkEmail, email);
}

/**
 * Checks an emailed or texted code (password or sign-in link, sign-in code) under the limit of
 * failed checks per client address. Past the limit every code counts as dead, which
 * is what the page then says; a code that works does not count.
 */
export async function limitCodeCheck<T extends { ok: boolean }>(
  request: Request,
  check: () => Promise<T>,
): Promise<T | { ok: false }> {
  const rule = accountRules().codeAddress;
  const address = clientAddress(request);
  const limit = await hitLimit(rule, address);
  if (!limit.ok) return { ok: false };
  const result = await check();
  if (result.ok) await forgiveHit(rule, address);
  return result;
}

/** A texted sign-in code: counted per client address and per number, registered or not. */
export function allowSignInCode(request: Request, phone: string): Promise<Limit> {
  const rules = accountRules();
  return hitBoth(rules.textCodeAddress, clientAddress(request), rules.textCodeNumber, phone);
}

/** Guesses at the current password on the change-password form. */
export function allowPasswordChange(userId: string): Promise<Limit> {
  return hitLimit(accountRules().passwordChange, userId);
}

/**
 * A code at the second step of a password sign-in: counted per client address (as other codes
 * are) and per account; one that works is forgiven on both (forgiveSecondStep).
 */
export function allowSecondStep(request: Request, userId: string): Promise<Limit> {
  const rules = accountRules();
  return hitBoth(rules.codeAddress, clientAddress(request), rules.secondStepAccount, userId);
}

export async function forgiveSecondStep(request: Request, userId: string): Promise<void> {
  const rules = accountRules();
  await forgiveHit(rules.codeAddress, clientAddress(request));
  await forgiveHit(rules.secondStepAccount, userId);
}
