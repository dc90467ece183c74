import { messagesFor } from "~/i18n/catalog.server";
import { createT, DEFAULT_LOCALE, type Locale, type MessageKey } from "~/i18n/i18n";
import { getBrand } from "./brand.server";
import type { Mail } from "./mail.server";

export type PasswordLinkMode = "reset" | "invite";

const TEXTS: Record<PasswordLinkMode, { subject: MessageKey; body: MessageKey; action: MessageKey }> = {
  reset: { subject: "email.resetSubject", body: "email.resetBody", action: "email.resetAction" },
  invite: { subject: "email.inviteSubject", body: "email.inviteBody", action: "email.inviteAction" },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A branded message with one link, as plain text and HTML. */
export function linkEmail(
  to: string,
  mode: PasswordLinkMode,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const t = createT(messagesFor(locale));
  const brand = getBrand().name;
  const texts = TEXTS[mode];
  const subject = t(texts.subject, { brand });
  const body = t(texts.body, { brand });
  const action = t(texts.action);
  const ignore = t("email.ignore");
  return {
    to,
    subject,
    text: `${body}\n\n${action}: ${url}\n\n${ignore}\n\n— ${brand}`,
    html:
      `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">` +
      `<p style="font-weight:bold;color:#9a3412">${escapeHtml(brand)}</p>` +
      `<p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#9a3412;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>` +
      `<p style="color:#57534e">${escapeHtml(ignore)}</p></div>`,
  };
}
