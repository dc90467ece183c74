import { outbox } from "#db/schema";
import type { MessageChannel } from "~/shared/constants";
import { getDb } from "./db.server";

// What the channels of the message queue share (mail.server, sms.server).

/** A delivery that trying again cannot fix: the message queue gives it up at once. */
export class PermanentDeliveryError extends Error {}

/**
 * Keeps a message in the demo outbox under its queue row's id, so a message delivered again
 * (at least once, decision 017) is kept once, and logs it the first time.
 */
export async function keepInOutbox(message: typeof outbox.$inferInsert & { id: string; channel: MessageChannel }) {
  const kept = await getDb().insert(outbox).values(message).onConflictDoNothing().returning({ id: outbox.id });
  if (kept.length === 0) return;
  const subject = message.subject ? ` subject=${JSON.stringify(message.subject)}` : "";
  console.info(`[${message.channel}:outbox] to=${message.to}${subject}\n${message.text}`);
}
