import nodemailer, { type Transporter } from "nodemailer";
import { keepInOutbox, PermanentDeliveryError } from "./delivery.server";
import { getEnv } from "./env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation (an iCalendar text with its METHOD), sent as the message's calendar part. */
  calendar?: string;
}

let transporter: Transporter | undefined;

/** In demo mode without SMTP_URL, mail is kept in the outbox table. */
export function isOutboxMode(): boolean {
  const env = getEnv();
  return env.DEMO && !env.SMTP_URL;
}

/**
 * Hands one queued message to the mail server, or in demo mode without one to the outbox. Only
 * the message queue calls this; everything else queues mail (message-queue.server.ts).
 * `messageId` is the queue row's id, the same on every attempt: the outbox keeps a message once
 * however often it arrives, and receivers can tell a repeated SMTP delivery by its Message-ID.
 */
export async function transmitMail(mail: Mail, messageId: string): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    // Outside demo mode a message (it may hold a password link) is written nowhere but its queue row.
    if (!env.DEMO) throw new PermanentDeliveryError(`No SMTP_URL: cannot send "${mail.subject}"`);
    const { calendar, ...kept } = mail;
    // The outbox shows that an invitation came with it; the invitation itself is for calendars.
    await keepInOutbox({
      id: messageId,
      channel: "email",
      ...kept,
      text: calendar ? `${kept.text}\n\n[calendar: ${calendarMethod(calendar)}]` : kept.text,
    });
    return;
  }
  // Short time-outs keep a send well inside the queue's lease, so a slow server never lets a
  // second worker take the message while the first is still sending it.
  transporter ??= nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^\s>]+)/.exec(env.MAIL_FROM)?.[1] ?? "localhost";
  try {
    const { calendar, ...message } = mail;
    await transporter.sendMail({
      from: env.MAIL_FROM,
      messageId: `<${messageId}@${domain}>`,
      ...message,
      ...(calendar ? { icalEvent: { method: calendarMethod(calendar), content: calendar } } : {}),
    });
  } catch (error) {
    // 5xx: the server refuses the message itself (no such mailbox…); 4xx and network errors pass.
    const code = (error as { responseCode?: unknown }).responseCode;
    if (typeof code === "number" && code >= 500) throw new PermanentDeliveryError(String(error), { cause: error });
    throw error;
  }
}

/** The iCalendar METHOD of an invitation: REQUEST (set or moved) or CANCEL. */
function calendarMethod(calendar: string): string {
  return /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? "REQUEST";
}
