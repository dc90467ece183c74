import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, type Locale } from "~/shared/i18n/i18n";
import type { PhoneNumber } from "~/shared/phone";
import { getBrand } from "./brand.server";
import { getEnv } from "./env.server";
import type { TextMessage } from "./sms.server";

// The text messages the app sends, in the recipient's language. Short: one SMS segment where the
// language allows, and no link a person could be tricked into trusting beyond our own address.

/** A sign-in code (auth.server sends it through the library's phone-number sign-in). */
export function signInCodeText(to: PhoneNumber, code: string, locale: Locale, minutes: number): TextMessage {
  const t = createT(messagesFor(locale), locale);
  return { to, body: t("sms.signInCode", { code, brand: getBrand().name, minutes }) };
}

/** To a client whose phone-only account staff created: where to sign in with the number. */
export function accountReadyText(to: PhoneNumber, name: string, locale: Locale): TextMessage {
  const t = createT(messagesFor(locale), locale);
  const url = new URL("/signIn/phone", getEnv().BASE_URL).toString();
  return { to, body: t("sms.accountReady", { name, brand: getBrand().name, url }) };
}
