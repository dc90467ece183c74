import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { accounts, jobs, users } from "#db/schema";
import type { UserPick } from "~/shared/user-pick";
import { mailboxOf, phoneOnlyEmail } from "~/shared/mailbox";
import type { MessageKey } from "~/shared/i18n/i18n";
import { forgetSessions, hashPassword, revokeAccountAccess, revokeLinks, sendInvitation } from "./auth.server";
import { accountApprovedEmail } from "./emails.server";
import { getEnv } from "./env.server";
import { queueMail } from "./message-queue.server";
import { getDb, type Db, type Tx } from "./db.server";
import { recordAudit } from "./audit.server";
import { hasPgCode, UNIQUE_VIOLATION, violatesUnique } from "./pg-errors.server";
import { can, type Actor } from "~/shared/access/policy";
import type { Role, UserStatus } from "~/shared/constants";

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  phone?: string | undefined;
  company?: string | undefined;
  password?: string | undefined;
}

/**
 * Creates the user and, when a password is given, its credential login in one
 * transaction. A user without a password sets one later through an emailed link.
 */
export async function createAccount(
  input: NewAccount,
  options: {
    // Set when staff create the account, so the audit trail records who did.
    actorId?: string;
    // Queues the email that follows (welcome, invitation) in the same transaction.
    notify?: (tx: Tx, id: string) => Promise<void>;
  } = {},
): Promise<{ ok: true; id: string } | { ok: false; error: "emailTaken" | "phoneTaken" }> {
  const id = randomUUID();
  // No email: a client known by their phone number only.
  const email = input.email.trim().toLowerCase() || phoneOnlyEmail(id);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (taken) return { ok: false as const, error: "emailTaken" as const };
      if (input.phone && (await phoneOwner(tx, input.phone)))
        return { ok: false as const, error: "phoneTaken" as const };
      await tx.insert(users).values({
        id,
        name: input.name,
        email,
        role: input.role,
        status: input.status,
        phone: input.phone || null,
        company: input.company || null,
      });
      if (passwordHash) {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: passwordHash,
        });
      }
      if (options.actorId) {
        await recordAudit(tx, {
          actorId: options.actorId,
          action: "user.create",
          entity: "user",
          entityId: id,
          details: { email, role: input.role, status: input.status, invited: !passwordHash },
        });
      }
      await options.notify?.(tx, id);
      return { ok: true as const, id };
    });
  } catch (error) {
    // Two sign-ups with the same email or number at once: the unique indexes decide.
    if (violatesUnique(error, PHONE_INDEX)) return { ok: false, error: "phoneTaken" };
    if (hasPgCode(error, UNIQUE_VIOLATION)) return { ok: false, error: "emailTaken" };
    throw error;
  }
}

// A number signs in one account only (docs/decisions/020).
const PHONE_INDEX = "users_phone_idx";

/** The account that has this number, other than `exceptId`. */
async function phoneOwner(db: Db | Tx, phone: string, exceptId?: string): Promise<string | null> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), exceptId ? ne(users.id, exceptId) : undefined));
  return owner?.id ?? null;
}

export async function phoneInUse(phone: string): Promise<boolean> {
  return (await phoneOwner(getDb(), phone)) !== null;
}

/** A changed number has not been proven to reach the person yet. */
function phoneColumns(before: { phone: string | null }, phone: string) {
  const next = phone || null;
  return next === before.phone ? {} : { phone: next, phoneVerified: false };
}

export type UserRecord = typeof users.$inferSelect;

export interface UserListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  role: Role;
  status: UserStatus;
  createdAt: Date;
  /** Jobs the user created. */
  jobCount: number;
  /** Saved links that deleting the user removes: their own, and everyone's saves of their jobs. */
  savedLinkCount: number;
  /** Requests for help that deleting the user removes: their own, and everyone's for their jobs. */
  requestCount: number;
}

export const USERS_PAGE_SIZE = 50;

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name, email or company contains the text, ignoring case. */
function matchesSearch(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.company, pattern));
}

// Correlated subqueries on the outer "users" row; written out because
// Drizzle leaves column names unqualified inside sql``, which is ambiguous here.
const jobCountSql = sql<number>`(SELECT count(*) FROM jobs j WHERE j.owner_id = users.id)::int`;
const savedLinkCountSql = sql<number>`(SELECT count(*) FROM saved_jobs s WHERE s.user_id = users.id
  OR s.job_id IN (SELECT j.id FROM jobs j WHERE j.owner_id = users.id))::int`;
const requestCountSql = sql<number>`(SELECT count(*) FROM job_requests r WHERE r.client_id = users.id
  OR r.job_id IN (SELECT j.id FROM jobs j WHERE j.owner_id = users.id))::int`;

/** One page of a role's users, pending accounts first, then the newest. */
export async function listUsers(filter: { role: Role; q?: string; page?: number }): Promise<UserListRow[]> {
  const page = Math.max(1, filter.page ?? 1);
  return getDb()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      company: users.company,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      jobCount: jobCountSql,
      savedLinkCount: savedLinkCountSql,
      requestCount: requestCountSql,
    })
    .from(users)
    .where(and(eq(users.role, filter.role), matchesSearch(filter.q)))
    .orderBy(sql`CASE WHEN ${users.status} = 'pending' THEN 0 ELSE 1 END`, desc(users.createdAt), asc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
}

/** How many users of each role match the search (all of them without one). */
export async function countUsersByRole(q?: string): Promise<Record<Role, number>> {
  const rows = await getDb()
    .select({ role: users.role, n: count() })
    .from(users)
    .where(matchesSearch(q))
    .groupBy(users.role);
  const counts: Record<Role, number> = { admin: 0, employer: 0, client: 0 };
  for (const row of rows) counts[row.role] = row.n;
  return counts;
}

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user ?? null;
}

export async function getUserById(id: string): Promise<UserRecord | null> {
  const [user] = await getDb().select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function hasPassword(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), sql`${accounts.password} IS NOT NULL`),
    );
  return Boolean(row);
}

export interface DeletionImpact {
  jobs: number;
  savedLinks: number;
  requests: number;
  sessions: number;
}

export async function deletionImpact(db: Db | Tx, userId: string): Promise<DeletionImpact> {
  const [row] = await db
    .select({
      jobs: jobCountSql,
      savedLinks: savedLinkCountSql,
      requests: requestCountSql,
      sessions: sql<number>`(SELECT count(*) FROM sessions x WHERE x.user_id = users.id)::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { jobs: 0, savedLinks: 0, requests: 0, sessions: 0 };
}

export type AdminError =
  | "notFound"
  | "self"
  | "lastAdmin"
  | "emailTaken"
  | "phoneTaken"
  | "ownsJobs"
  | "alreadyApproved"
  | "sameUser"
  | "targetInvalid"
  | "noJobs"
  | "hasPassword";

type AdminResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: AdminError };

// Rows are locked so that two admins acting at once cannot, say, each remove
// the other and leave no admin at all.
async function lockUser(tx: Tx, id: string): Promise<UserRecord | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return user ?? null;
}

async function isLastAdmin(tx: Tx): Promise<boolean> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
  return admins.length <= 1;
}

/** Approves a pending account and queues the email that tells its owner. */
export async function approveUser(actorId: string, userId: string): Promise<AdminResult<{ user: UserRecord }>> {
  const signIn = new URL("/signIn", getEnv().BASE_URL).toString();
  const result: AdminResult<{ user: UserRecord }> = await getDb().transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return { ok: false, error: "notFound" };
    if (user.status === "approved") return { ok: false, error: "alreadyApproved" };
    const [approved] = await tx.update(users).set({ status: "approved" }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, { actorId, action: "user.approve", entity: "user", entityId: userId });
    await queueMail(tx, accountApprovedEmail(approved ?? user, signIn));
    return { ok: true, user: approved ?? user };
  });
  forgetSessions();
  return result;
}

export interface UserEdit {
  name: string;
  email: string;
  phone: string;
  company?: string | undefined;
  role: Role;
  status: UserStatus;
}

/**
 * Saves staff's edit of an account. A new email or a suspension (back to
 * pending) ends the account's sessions and emailed links: whoever held the old
 * mailbox, or the suspended person, keeps no way in. An admin editing their own
 * account keeps the session they are using (keepSessionId).
 */
export async function updateUser(
  actorId: string,
  userId: string,
  edit: UserEdit,
  options: { keepSessionId?: string | undefined } = {},
): Promise<AdminResult<{ user: UserRecord }>> {
  try {
    const result: AdminResult<{ user: UserRecord }> = await getDb().transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) return { ok: false, error: "notFound" };
      // An empty email keeps a phone-only account's stand-in (the form shows none).
      const email = edit.email.trim().toLowerCase() || (mailboxOf(user.email) ? phoneOnlyEmail(userId) : user.email);
      // An admin keeps their own role and status: no one locks themselves out.
      if (actorId === userId && (edit.role !== user.role || edit.status !== user.status))
        return { ok: false, error: "self" };
      if (user.role === "admin" && edit.role !== "admin" && (await isLastAdmin(tx)))
        return { ok: false, error: "lastAdmin" };
      if (edit.role === "client" && user.role !== "client") {
        const [owned] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.ownerId, userId));
        if ((owned?.n ?? 0) > 0) return { ok: false, error: "ownsJobs" };
      }
      const emailChanged = email !== user.email.toLowerCase();
      if (emailChanged) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)));
        if (taken) return { ok: false, error: "emailTaken" };
      }
      if (edit.phone && (await phoneOwner(tx, edit.phone, userId))) return { ok: false, error: "phoneTaken" };
      const next = {
        name: edit.name,
        email,
        phone: edit.phone || null,
        company: edit.company || null,
        role: edit.role,
        status: edit.status,
      };
      const [updated] = await tx
        .update(users)
        // A new address has not been proven to belong to the person yet.
        .set({ ...next, ...phoneColumns(user, edit.phone), ...(emailChanged ? { emailVerified: false } : {}) })
        .where(eq(users.id, userId))
        .returning();
      const changes = Object.fromEntries(
        Object.entries(next).filter(([key, value]) => user[key as keyof typeof next] !== value),
      );
      const suspended = edit.status === "pending" && user.status !== "pending";
      if (emailChanged || suspended) await revokeAccountAccess(tx, user, options.keepSessionId);
      await recordAudit(tx, { actorId, action: "user.update", entity: "user", entityId: userId, details: { changes } });
      return { ok: true, user: updated ?? user };
    });
    forgetSessions();
    return result;
  } catch (error) {
    if (violatesUnique(error, PHONE_INDEX)) return { ok: false, error: "phoneTaken" };
    if (hasPgCode(error, UNIQUE_VIOLATION)) return { ok: false, error: "emailTaken" };
    throw error;
  }
}

/**
 * Deletes the user with everything that hangs on them, in one transaction:
 * sessions, logins, the jobs they created, their saved links and everyone's
 * saved links to those jobs (the foreign keys cascade), and their unused
 * password, invitation and sign-in links.
 */
export async function deleteUser(
  actorId: string,
  userId: string,
): Promise<AdminResult<{ user: UserRecord; impact: DeletionImpact }>> {
  const result: AdminResult<{ user: UserRecord; impact: DeletionImpact }> = await getDb().transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return { ok: false, error: "notFound" };
    if (actorId === userId) return { ok: false, error: "self" };
    if (user.role === "admin" && (await isLastAdmin(tx))) return { ok: false, error: "lastAdmin" };
    const impact = await deletionImpact(tx, userId);
    await revokeLinks(tx, user);
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId,
      action: "user.delete",
      entity: "user",
      entityId: userId,
      details: { name: user.name, email: user.email, role: user.role, ...impact },
    });
    return { ok: true, user, impact };
  });
  forgetSessions();
  return result;
}

const ASSIGNABLE_ROLES: Role[] = ["employer", "admin"];

/** Moves every job of one user to an employer or admin, in one transaction. */
export async function transferAllJobs(
  actor: Actor,
  fromId: string,
  toId: string,
): Promise<AdminResult<{ moved: number; from: UserRecord; to: UserRecord }>> {
  if (fromId === toId) return { ok: false, error: "sameUser" };
  return getDb().transaction(async (tx) => {
    const from = await lockUser(tx, fromId);
    if (!from) return { ok: false, error: "notFound" };
    const to = await lockUser(tx, toId);
    if (!to || !can(actor, { action: "receiveJobs", account: to })) return { ok: false, error: "targetInvalid" };
    const moved = await tx
      .update(jobs)
      .set({ ownerId: toId })
      .where(eq(jobs.ownerId, fromId))
      .returning({ id: jobs.id });
    if (moved.length === 0) return { ok: false, error: "noJobs" };
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.transferJobs",
      entity: "user",
      entityId: fromId,
      details: { toUserId: toId, jobIds: moved.map((j) => j.id) },
    });
    return { ok: true, moved: moved.length, from, to };
  });
}

export interface AssignableUser {
  id: string;
  name: string;
  email: string;
  company: string | null;
  role: Role;
}

const assignableColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  company: users.company,
  role: users.role,
};

/** Employers and admins whose name, email or company contains the text (for the user picker). */
export async function searchAssignableUsers(
  q: string,
  options: { excludeId?: string | undefined; limit?: number } = {},
): Promise<AssignableUser[]> {
  const search = matchesSearch(q);
  if (!search) return [];
  return getDb()
    .select(assignableColumns)
    .from(users)
    .where(
      and(
        inArray(users.role, ASSIGNABLE_ROLES),
        search,
        options.excludeId ? ne(users.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.email))
    .limit(options.limit ?? 8);
}

/**
 * The employer or admin a user picker names: the id chosen from its list, or
 * else the one user its typed text matches (an exact email wins).
 */
export async function findAssignableUser(
  pick: UserPick,
  options: { excludeId?: string | undefined } = {},
): Promise<{ ok: true; user: AssignableUser } | { ok: false; error: MessageKey }> {
  const allowed = and(
    inArray(users.role, ASSIGNABLE_ROLES),
    options.excludeId ? ne(users.id, options.excludeId) : undefined,
  );
  if (pick.id) {
    const [user] = await getDb()
      .select(assignableColumns)
      .from(users)
      .where(and(eq(users.id, pick.id), allowed));
    return user ? { ok: true, user } : { ok: false, error: "picker.notFound" };
  }
  if (!pick.query) return { ok: false, error: "picker.required" };
  const [byEmail] = await getDb()
    .select(assignableColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = ${pick.query.toLowerCase()}`, allowed));
  if (byEmail) return { ok: true, user: byEmail };
  const matches = await searchAssignableUsers(pick.query, { excludeId: options.excludeId, limit: 2 });
  if (matches.length === 1 && matches[0]) return { ok: true, user: matches[0] };
  return { ok: false, error: matches.length === 0 ? "picker.noMatch" : "picker.ambiguous" };
}

export interface ProfileEdit {
  name: string;
  phone: string;
  /** Written only when supplied: an empty field keeps the stored company. */
  company?: string | undefined;
  /** All four parts, or null to remove the address (and with it the distances). */
  address: { street: string; city: string; state: string; zip: string; latitude: number; longitude: number } | null;
}

/**
 * A person editing their own profile: never role, status or email. False when
 * the account is gone (deleted by staff while the person was editing).
 */
export async function updateProfile(
  userId: string,
  edit: ProfileEdit,
): Promise<"updated" | "notFound" | "phoneTaken" | "phoneRequired"> {
  const address = edit.address ?? { street: null, city: null, state: null, zip: null, latitude: null, longitude: null };
  try {
    const result = await getDb().transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) return "notFound" as const;
      if (edit.phone && (await phoneOwner(tx, edit.phone, userId))) return "phoneTaken" as const;
      // A phone-only account keeps its number: it is the only way in.
      if (!edit.phone && !mailboxOf(user.email)) return "phoneRequired" as const;
      await tx
        .update(users)
        .set({
          name: edit.name,
          ...phoneColumns(user, edit.phone),
          ...(edit.company ? { company: edit.company } : {}),
          ...address,
        })
        .where(eq(users.id, userId));
      return "updated" as const;
    });
    forgetSessions();
    return result;
  } catch (error) {
    if (violatesUnique(error, PHONE_INDEX)) return "phoneTaken";
    throw error;
  }
}

/** Sends a new invitation (a link to set a password) to an account that has no password yet. */
export async function resendInvitation(actorId: string, userId: string): Promise<AdminResult<{ user: UserRecord }>> {
  const user = await getUserById(userId);
  if (!user) return { ok: false, error: "notFound" };
  if (await hasPassword(user.id)) return { ok: false, error: "hasPassword" };
  await getDb().transaction(async (tx) => {
    await recordAudit(tx, { actorId, action: "user.invite", entity: "user", entityId: userId });
    await sendInvitation(tx, { id: user.id, email: user.email });
  });
  return { ok: true, user };
}
