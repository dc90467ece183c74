// An account with a phone number and no email still needs the library's email field, which is
// required and unique. It gets an address in the reserved .invalid domain (RFC 2606) made from its
// id: nothing is ever mailed there (queueMail drops it) and the pages show no email.
const NO_MAILBOX_DOMAIN = "@phone.invalid";

/** The stand-in email of a phone-only account. */
export function phoneOnlyEmail(userId: string): string {
  return `${userId}${NO_MAILBOX_DOMAIN}`;
}

/** The account's email if it is a real mailbox, null for a phone-only account. */
export function mailboxOf(email: string): string | null {
  return email.endsWith(NO_MAILBOX_DOMAIN) ? null : email;
}
