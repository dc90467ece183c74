import nodemailer, { type Transporter } from "nodemailer";
import { outbox } from "#db/schema";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let transporter: Transporter | undefined;

/** In demo mode without SMTP_URL, mail is kept in the outbox table. */
export function isOutboxMode(): boolean {
  const env = getEnv();
  return env.DEMO && !env.SMTP_URL;
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    // Outside demo mode a message (it may hold a password link) is never written anywhere.
    if (!env.DEMO) throw new Error(`No SMTP_URL: cannot send "${mail.subject}"`);
    await getDb().insert(outbox).values(mail);
    console.info(`[mail:outbox] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
    return;
  }
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
}

/**
 * Sends the message that follows a change, once the change has committed (never inside its
 * transaction: a rollback cannot unsend mail). A failure is logged and answered with false, so
 * the caller says "saved, but the email could not be sent" instead of an error page for a
 * change that stands.
 */
export async function sendAfterCommit(what: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.error(`[mail] ${what} could not be sent:`, error);
    return false;
  }
}
