import { messagesFor } from "~/shared/i18n/catalog.server";
import {
  createT,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  type MessageKey,
  type Vars,
} from "~/shared/i18n/i18n";
import { getBrand } from "./brand.server";
import type { Mail } from "./mail.server";

/** reset: forgot password; first: an account made by staff, first password; invite: staff's invitation. */
export type PasswordLinkMode = "reset" | "invite" | "first";

export function parsePasswordLinkMode(value: string | null): PasswordLinkMode {
  return value === "invite" || value === "first" ? value : "reset";
}

export interface EmailTexts {
  subject: MessageKey;
  body: MessageKey;
  action: MessageKey;
  /** A second paragraph, when the message has more to say. */
  note?: MessageKey | undefined;
}

const PASSWORD_TEXTS: Record<PasswordLinkMode, EmailTexts> = {
  reset: { subject: "email.resetSubject", body: "email.resetBody", action: "email.resetAction" },
  invite: { subject: "email.inviteSubject", body: "email.inviteBody", action: "email.inviteAction" },
  first: { subject: "mail.firstSubject", body: "mail.firstBody", action: "mail.firstAction" },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A branded message with one button-style link, as plain text and HTML, in the
 * recipient's language. In a right-to-left language the names and titles put
 * into its sentences are isolated, as on the pages. `details` are paragraphs
 * already written in that language (an interview's time and place), after the body.
 */
export function brandedEmail(
  to: string,
  texts: EmailTexts,
  url: string,
  locale: Locale,
  vars: Vars = {},
  details: readonly string[] = [],
): Mail {
  const t = createT(messagesFor(locale), locale);
  const brand = getBrand().name;
  const subject = t(texts.subject, { brand, ...vars });
  const body = [
    ...[texts.body, texts.note].flatMap((key) => (key ? [t(key, { brand, ...vars })] : [])),
    ...details,
  ].join("\n\n");
  const action = t(texts.action, { brand, ...vars });
  const ignore = t("email.ignore");
  return {
    to,
    subject,
    text: `${body}\n\n${action}: ${url}\n\n${ignore}\n\n— ${brand}`,
    html:
      `<div lang="${locale}" dir="${directionOf(locale)}" style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">` +
      `<p style="font-weight:bold;color:#9a3412">${escapeHtml(brand)}</p>` +
      body
        .split("\n\n")
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join("") +
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#9a3412;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>` +
      `<p style="color:#57534e">${escapeHtml(ignore)}</p></div>`,
  };
}

/** A link to /set_password: reset, first password or invitation. */
export function linkEmail(to: string, mode: PasswordLinkMode, url: string, locale: Locale): Mail {
  return brandedEmail(to, PASSWORD_TEXTS[mode], url, locale);
}

export function signInLinkEmail(to: string, url: string, locale: Locale): Mail {
  return brandedEmail(
    to,
    { subject: "mail.signInSubject", body: "mail.signInBody", action: "mail.signInAction" },
    url,
    locale,
  );
}

/** After sign-up: the account exists; the employer's waits for staff. */
export function welcomeEmail(
  to: string,
  name: string,
  role: "client" | "employer",
  url: string,
  locale: Locale,
  phoneTaken = false,
): Mail {
  const body = role === "employer" ? "mail.welcomeEmployerBody" : "mail.welcomeBody";
  const note = phoneTaken ? "mail.welcomePhoneTaken" : undefined;
  return brandedEmail(to, { subject: "mail.welcomeSubject", body, action: "mail.welcomeAction", note }, url, locale, {
    name,
  });
}

/** Someone signed up with an email that already has an account; the link leads to a new password. */
export function signUpAttemptEmail(to: string, url: string, locale: Locale): Mail {
  return brandedEmail(
    to,
    { subject: "mail.signUpAttemptSubject", body: "mail.signUpAttemptBody", action: "mail.signUpAttemptAction" },
    url,
    locale,
  );
}

/** Staff approved an employer account; it goes out in the language the account chose. */
export function accountApprovedEmail(
  account: { email: string; name: string; locale: string | null },
  url: string,
): Mail {
  return brandedEmail(
    account.email,
    { subject: "mail.approvedSubject", body: "mail.approvedBody", action: "mail.approvedAction" },
    url,
    isLocale(account.locale) ? account.locale : DEFAULT_LOCALE,
    { name: account.name },
  );
}
