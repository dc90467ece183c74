import type { PhoneNumber } from "~/shared/phone";
import { keepInOutbox, PermanentDeliveryError } from "./delivery.server";
import { getEnv } from "./env.server";

export interface TextMessage {
  to: PhoneNumber;
  body: string;
}

/**
 * A text message service. `send` resolves once the provider has taken the text; it throws
 * PermanentDeliveryError for what trying again cannot fix, anything else to be tried again.
 */
interface TextProvider {
  send(text: TextMessage): Promise<void>;
}

/** Well inside the queue's lease (message-queue.server), so a slow provider never gets a text twice from two workers. */
const SEND_TIMEOUT_MS = 30_000;
/** Enough of a refusal to read on the Undelivered messages page; a proxy's error page can be long. */
const ERROR_TEXT_MAX = 300;

// Twilio's Messages API (POST …/Accounts/{sid}/Messages.json, basic auth, form fields). It has no
// idempotency key for creating a message, so a text is delivered at least once: a worker that dies
// after Twilio took the text but before the queue row was deleted leaves it to be sent again
// (decision 017).
function twilio(accountSid: string, authToken: string, from: PhoneNumber, baseUrl: string): TextProvider {
  const url = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, baseUrl);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send(text) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { Authorization: authorization, Accept: "application/json" },
          body: new URLSearchParams({ To: text.to, From: from, Body: text.body }),
          redirect: "error",
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // fetch says only "fetch failed"; the cause says why (refused, timed out, no such host).
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        throw new Error(`Twilio could not be reached: ${cause}`, { cause: error });
      }
      const answer = await response.text();
      if (response.ok) return;
      const refusal = `Twilio answered ${response.status}: ${describeRefusal(answer)}`;
      // 429 (too many requests) and 408 pass with time; other 4xx answers (no such number, a
      // wrong account) are the same on every try. 5xx: Twilio is having trouble, try later.
      const transient = response.status >= 500 || response.status === 429 || response.status === 408;
      throw transient ? new Error(refusal) : new PermanentDeliveryError(refusal);
    },
  };
}

/** Twilio's error body is JSON with a code and a message (e.g. 21211, "The 'To' number … is not a valid phone number."). */
function describeRefusal(answer: string): string {
  try {
    const { code, message } = JSON.parse(answer) as { code?: unknown; message?: unknown };
    if (typeof message === "string") {
      return `${typeof code === "number" ? `${code} ` : ""}${message}`.slice(0, ERROR_TEXT_MAX);
    }
  } catch {
    // Not JSON (a proxy's page): its start says enough.
  }
  return answer.slice(0, ERROR_TEXT_MAX);
}

let provider: TextProvider | null | undefined;

/** The configured provider, or null without SMS settings (env.server allows all of them or none). */
function textProvider(): TextProvider | null {
  if (provider === undefined) {
    const { SMS_TWILIO_ACCOUNT_SID: sid, SMS_TWILIO_AUTH_TOKEN: token, SMS_FROM: from, SMS_API_BASE_URL } = getEnv();
    provider = sid && token && from ? twilio(sid, token, from, SMS_API_BASE_URL) : null;
  }
  return provider;
}

/** Whether texts reach anyone: through the provider, or in demo mode the outbox. Without, nothing offers them. */
export function textsAvailable(): boolean {
  return textProvider() !== null || getEnv().DEMO;
}

/** In demo mode without SMS settings, texts are kept in the outbox table. */
export function isTextOutboxMode(): boolean {
  return getEnv().DEMO && !textProvider();
}

/**
 * Hands one queued text to the provider, or in demo mode without one to the outbox. Only the
 * message queue calls this; everything else queues texts (queueText). `messageId` is the queue
 * row's id: the outbox keeps a text once however often it arrives.
 */
export async function transmitText(text: TextMessage, messageId: string): Promise<void> {
  const configured = textProvider();
  if (configured) return configured.send(text);
  // Outside demo mode a text (it may hold a sign-in code) is written nowhere but its queue row.
  if (!getEnv().DEMO) {
    throw new PermanentDeliveryError(
      "No SMS provider (SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN, SMS_FROM): cannot send a text",
    );
  }
  await keepInOutbox({ id: messageId, channel: "sms", to: text.to, subject: "", text: text.body, html: "" });
}
