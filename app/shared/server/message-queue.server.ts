import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import { outgoingMessages } from "#db/schema";
import type { MESSAGE_CHANNELS, MESSAGE_STATES } from "~/shared/constants";
import type { PhoneNumber } from "~/shared/phone";
import { mailboxOf } from "~/shared/mailbox";
import { createBackgroundRunner } from "./background-runner.server";
import { appNow } from "./clock.server";
import { getDb, type Db, type Tx } from "./db.server";
import { PermanentDeliveryError } from "./delivery.server";
import { getEnv } from "./env.server";
import { transmitMail, type Mail } from "./mail.server";
import { transmitText, type TextMessage } from "./sms.server";

// The durable queue of outgoing messages (docs/decisions/017-message-queue.md). A message is
// written with the change that causes it, so a rollback never sends it and a crash never loses
// it. Each server process runs a worker: it claims one due message in a short transaction
// (FOR UPDATE SKIP LOCKED, so processes never take the same one), sends it with no transaction
// open, then deletes it or records the failure. A claim is a lease: a worker that dies
// mid-send leaves its message due again once the lease ends.

/** Longer than any send may take (the time-outs in mail.server and sms.server), so a live send is never repeated. */
export const LEASE_SECONDS = 120;
/** About six hours of trying (retryDelaySeconds): an outage of an hour or two loses nothing. */
export const MAX_ATTEMPTS = 40;
const POLL_MS = 1_000;

/** Exponential back-off after a failed attempt: 10 s, 20 s, 40 s… at most 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 600);
}

// A body may hold a live link (an invitation works for 7 days) and stays while delivery fails. It is
// stored sealed (AES-256-GCM) with a key derived from BETTER_AUTH_SECRET, which the database does
// not hold, so a copy of the table or a backup holds no working link. The recipient is bound in,
// so a sealed body moved to another row does not open.
const SEALED = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function bodyKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", getEnv().BETTER_AUTH_SECRET, "", "harbor-jobs outgoing message bodies", 32));
}

function sealBody(body: string, recipient: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", bodyKey(), iv).setAAD(Buffer.from(recipient));
  const sealed = Buffer.concat([cipher.update(body, "utf8"), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

function openBody(stored: string, recipient: string): string {
  // Queued before bodies were sealed: kept as it was written.
  if (!stored.startsWith(SEALED)) return stored;
  const bytes = Buffer.from(stored.slice(SEALED.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", bodyKey(), bytes.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(recipient))
    .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch (error) {
    // Trying again cannot help: the secret has changed since it was queued, or the row was altered.
    throw new PermanentDeliveryError("The message cannot be opened with this BETTER_AUTH_SECRET", { cause: error });
  }
}

/** When a queued message goes and what it is about. */
export interface QueueOptions {
  /** Not before this time (a reminder); unset: now. */
  at?: Date;
  /** What it is about, so that cancelQueued can call it off while it waits ("interview:<id>"). */
  topic?: string;
}

/**
 * Queues an email. Pass the transaction of the change that causes it, so both commit or
 * neither; without one (better-auth's link callbacks), the database itself.
 */
export async function queueMail(db: Db | Tx, mail: Mail, options: QueueOptions = {}): Promise<void> {
  // A phone-only account's email is a stand-in with no mailbox behind it (phoneOnlyEmail).
  if (!mailboxOf(mail.to)) return;
  await db.insert(outgoingMessages).values({
    recipient: mail.to,
    subject: mail.subject,
    text: sealBody(mail.text, mail.to),
    html: sealBody(mail.html, mail.to),
    calendar: mail.calendar === undefined ? null : sealBody(mail.calendar, mail.to),
    ...queued(options),
  });
  // Inside an open transaction the worker may look before the commit; the next poll finds it.
  deliveryWorker.nudge();
}

/** Queues a text message, as queueMail does an email. A text has no subject and no HTML part. */
export async function queueText(db: Db | Tx, text: TextMessage, options: QueueOptions = {}): Promise<void> {
  await db.insert(outgoingMessages).values({
    channel: "sms",
    recipient: text.to,
    subject: "",
    text: sealBody(text.body, text.to),
    html: "",
    ...queued(options),
  });
  deliveryWorker.nudge();
}

function queued({ at, topic }: QueueOptions) {
  return { topic: topic ?? null, ...(at ? { nextAttemptAt: at, dueAt: at } : {}) };
}

/**
 * Calls off the messages about `topic` that still wait (a reschedule's old reminders), in the
 * transaction of the change. One a worker is sending at this moment goes; answers how many stop.
 */
export async function cancelQueued(tx: Tx, topic: string): Promise<number> {
  const cancelled = await tx
    .delete(outgoingMessages)
    .where(and(eq(outgoingMessages.topic, topic), ne(outgoingMessages.state, "sending")))
    .returning({ id: outgoingMessages.id });
  return cancelled.length;
}

/**
 * Queues a sign-in code for any number, registered or not: the worker makes the code and its text
 * when it is due, and only for a client's number (signInCodeMessage). So the page's answer does the
 * same work, in the same time, whoever the number belongs to.
 */
export async function queueSignInCode(phone: PhoneNumber): Promise<void> {
  await getDb()
    .insert(outgoingMessages)
    .values({ kind: "sign-in-code", channel: "sms", recipient: phone, subject: "", text: "", html: "" });
  deliveryWorker.nudge();
}

type Claimed = typeof outgoingMessages.$inferSelect;

async function claimNextMessage(): Promise<Claimed | null> {
  const db = getDb();
  const due = db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(and(ne(outgoingMessages.state, "failed"), lte(outgoingMessages.nextAttemptAt, appNow)))
    .orderBy(asc(outgoingMessages.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(outgoingMessages)
    .set({
      state: "sending",
      attempts: sql`${outgoingMessages.attempts} + 1`,
      lastAttemptAt: appNow,
      nextAttemptAt: sql`${appNow} + ${LEASE_SECONDS} * interval '1 second'`,
    })
    .where(inArray(outgoingMessages.id, due))
    .returning();
  return claimed ?? null;
}

// The attempt count fences the outcome: once a lease has ended and another worker has taken
// the message, the late first worker's outcome changes nothing.
const stillOurs = (message: Claimed) =>
  and(eq(outgoingMessages.id, message.id), eq(outgoingMessages.attempts, message.attempts));

type SignInCodeComposer = (phone: PhoneNumber) => Promise<TextMessage | null>;
let composeSignInCode: SignInCodeComposer | undefined;

/**
 * auth.server hands the queue the one thing it needs of the auth library: a text with a fresh code
 * for a client's number, null for any other. Handed over rather than imported, because auth.server
 * queues its mail here.
 */
export function composeSignInCodesWith(composer: SignInCodeComposer): void {
  composeSignInCode = composer;
}

async function transmit(message: Claimed): Promise<void> {
  // Only queueText and queueSignInCode write sms rows, and they take a parsed number.
  const to = message.recipient as PhoneNumber;
  if (message.kind === "sign-in-code") {
    // Not a client's number: nothing to send, and the row goes as a delivered one does.
    if (!composeSignInCode) throw new Error("No sign-in code composer: auth.server is not loaded");
    const text = await composeSignInCode(to);
    return text ? transmitText(text, message.id) : undefined;
  }
  const body = openBody(message.text, message.recipient);
  if (message.channel === "sms") return transmitText({ to, body }, message.id);
  const mail = {
    to: message.recipient,
    subject: message.subject,
    text: body,
    html: openBody(message.html, message.recipient),
    ...(message.calendar === null ? {} : { calendar: openBody(message.calendar, message.recipient) }),
  };
  return transmitMail(mail, message.id);
}

async function deliver(message: Claimed): Promise<void> {
  try {
    await transmit(message);
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const giveUp = error instanceof PermanentDeliveryError || message.attempts >= MAX_ATTEMPTS;
    const delay = retryDelaySeconds(message.attempts);
    await getDb()
      .update(outgoingMessages)
      .set(
        giveUp
          ? { state: "failed", lastError }
          : { state: "pending", lastError, nextAttemptAt: sql`${appNow} + ${delay} * interval '1 second'` },
      )
      .where(stillOurs(message));
    const what =
      message.channel === "sms"
        ? `[sms] text to ${message.recipient} (attempt ${message.attempts})`
        : `[mail] "${message.subject}" to ${message.recipient} (attempt ${message.attempts})`;
    if (giveUp) console.error(`${what} failed for good:`, lastError);
    else console.warn(`${what} failed, next try in ${delay} s:`, lastError);
    return;
  }
  await getDb().delete(outgoingMessages).where(stillOurs(message));
}

/**
 * Delivers every message that is due, one at a time, and answers how many it tried. The
 * worker calls it; so do scripts and tests that need the mail out now.
 */
export async function deliverDueMessages(keepGoing: () => boolean = () => true): Promise<number> {
  let tried = 0;
  while (keepGoing()) {
    const message = await claimNextMessage();
    if (!message) break;
    await deliver(message);
    tried++;
  }
  return tried;
}

const deliveryWorker = createBackgroundRunner("queue", deliverDueMessages);

/** Starts this process's delivery worker (server start-up); it polls, and runs at once when a message is queued here. */
export function startMessageWorker(): void {
  deliveryWorker.start(POLL_MS);
  // Mail already waiting (left by a stopped process, or queued before this start) goes out now, not a poll later.
  deliveryWorker.nudge();
}

/** Stops the worker after the message it is sending, if any (before the database closes). */
export function stopMessageWorker(): Promise<void> {
  return deliveryWorker.stop();
}

export interface FailedDelivery {
  id: string;
  channel: (typeof MESSAGE_CHANNELS)[number];
  recipient: string;
  subject: string;
  /** "failed": given up until staff retry it; otherwise it is still being retried. */
  state: (typeof MESSAGE_STATES)[number];
  error: string;
  attempts: number;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
}

/**
 * Messages whose last attempt failed, at most `limit`: those given up first (they wait for
 * staff), then those still retrying; the latest failure first within each.
 */
export async function listFailedDeliveries(limit = 100): Promise<FailedDelivery[]> {
  const rows = await getDb()
    .select({
      id: outgoingMessages.id,
      channel: outgoingMessages.channel,
      recipient: outgoingMessages.recipient,
      subject: outgoingMessages.subject,
      state: outgoingMessages.state,
      error: outgoingMessages.lastError,
      attempts: outgoingMessages.attempts,
      lastAttemptAt: outgoingMessages.lastAttemptAt,
      nextAttemptAt: outgoingMessages.nextAttemptAt,
    })
    .from(outgoingMessages)
    .where(isNotNull(outgoingMessages.lastError))
    .orderBy(desc(sql`${outgoingMessages.state} = 'failed'`), desc(outgoingMessages.lastAttemptAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, error: row.error ?? "" }));
}

/**
 * Staff send a given-up message again: it starts over with a full set of attempts. Answers whom it
 * goes to, or null when no such message is failed (another admin sent it again first). Pass a
 * transaction to record who asked with it (the audit log); the worker may look before the commit,
 * and then finds the message at its next poll.
 */
export async function retryFailedDelivery(
  id: string,
  db: Db | Tx = getDb(),
): Promise<{ recipient: string; subject: string } | null> {
  const [reset] = await db
    .update(outgoingMessages)
    .set({ state: "pending", attempts: 0, nextAttemptAt: appNow })
    .where(and(eq(outgoingMessages.id, id), eq(outgoingMessages.state, "failed")))
    .returning({ recipient: outgoingMessages.recipient, subject: outgoingMessages.subject });
  deliveryWorker.nudge();
  return reset ?? null;
}
