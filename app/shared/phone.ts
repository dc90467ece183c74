import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { MessageKey } from "~/shared/i18n/i18n";

// Phone numbers as the app stores and texts them: one E.164 string (+93701234567) whatever
// the person typed. Shared by the browser and the server, so a form and its action agree.

/** A number in E.164 form, made only by parsePhone: a text is never queued to anything else. */
export type PhoneNumber = string & { readonly __brand: "PhoneNumber" };

/** Longer than any number written with spaces and a country code; nothing longer reaches the parser. */
export const MAX_PHONE_INPUT = 32;

// Digits (also the Arabic-Indic and Persian ones a phone keyboard in Arabic, Dari or Pashto
// types), the usual separators and one leading +. One character class, so the check is linear.
const PHONE_CHARACTERS = /^\+?[0-9\u0660-\u0669\u06F0-\u06F9\s().-]+$/;

export type PhoneParse =
  | { ok: true; phone: PhoneNumber }
  | { ok: false; error: Extract<MessageKey, "validation.phoneInvalid" | "validation.phoneUnknown"> };

/**
 * Reads a number typed in US form ((773) 555-0142) or with + or 00 and a country code
 * (+93 70 123 4567, 00380 50 123 4567). Answers its E.164 form, or the key of the message
 * to show: phoneInvalid for what cannot be a number (letters, too few or too many digits),
 * phoneUnknown for a number of the right shape that no country uses.
 */
export function parsePhone(input: string): PhoneParse {
  const typed = input.trim();
  if (typed.length > MAX_PHONE_INPUT || !PHONE_CHARACTERS.test(typed)) {
    return { ok: false, error: "validation.phoneInvalid" };
  }
  // 00 starts an international number in most of the world; no US number starts with 0.
  const international = typed.startsWith("00") ? `+${typed.slice(2)}` : typed;
  const number = parsePhoneNumberFromString(international, { defaultCountry: "US", extract: false });
  if (!number?.isPossible()) return { ok: false, error: "validation.phoneInvalid" };
  if (!number.isValid()) return { ok: false, error: "validation.phoneUnknown" };
  return { ok: true, phone: number.number as PhoneNumber };
}

/** How a stored number is shown: the international form a person can dial from anywhere (+1 773 555 0142). */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
