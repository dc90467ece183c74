import type { ContactMethod } from "~/shared/constants";
import { mailboxOf } from "~/shared/mailbox";
import { parsePhone, type PhoneNumber } from "~/shared/phone";

/** How a message reaches a job seeker about a request. */
export type Reach = { kind: "email"; to: string } | { kind: "sms"; to: PhoneNumber };

/**
 * The channel the job seeker chose for a request, where they can be reached by it: email for
 * "email" when they have a mailbox, a text for the others (phone, text, office) when they have a
 * phone; otherwise whichever they have; null when neither.
 */
export function reachOf(person: { email: string; phone: string | null; contactMethod: ContactMethod }): Reach | null {
  const mailbox = mailboxOf(person.email);
  const phone = person.phone ? parsePhone(person.phone) : null;
  const text = phone?.ok ? ({ kind: "sms", to: phone.phone } as const) : null;
  const email = mailbox ? ({ kind: "email", to: mailbox } as const) : null;
  return person.contactMethod === "email" ? (email ?? text) : (text ?? email);
}
